import { HEALTH_TEXT_MAX } from '@domain/children/health-info';
import { healthInfoMessages as h, photoConsentMessages as p } from '@domain/messages/child-data';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Checkbox, Input, Textarea } from '../../ui';

// The child form's photo consent and emergency/health sections (issue 18, decision 038). Both consents start
// unticked: no consent until the parents say yes. The health fields are optional.

export interface ChildDataFields {
  photoConsentFamily: boolean;
  photoConsentNews: boolean;
  allergies: string;
  medication: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
}

interface SectionProps<T extends ChildDataFields> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

function messageOf(errors: FieldErrors<ChildDataFields>, name: keyof ChildDataFields): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

export function PhotoConsentSection<T extends ChildDataFields>({ register, errors }: SectionProps<T>) {
  const reg = register as unknown as UseFormRegister<ChildDataFields>;
  const errs = errors as FieldErrors<ChildDataFields>;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">{p.heading}</legend>
      <Checkbox
        label={p.family}
        hint={p.familyHint}
        {...reg('photoConsentFamily')}
        error={messageOf(errs, 'photoConsentFamily')}
      />
      <Checkbox
        label={p.news}
        hint={p.newsHint}
        {...reg('photoConsentNews')}
        error={messageOf(errs, 'photoConsentNews')}
      />
    </fieldset>
  );
}

export function HealthInfoSection<T extends ChildDataFields>({ register, errors }: SectionProps<T>) {
  const reg = register as unknown as UseFormRegister<ChildDataFields>;
  const errs = errors as FieldErrors<ChildDataFields>;
  const invalid = (name: keyof ChildDataFields) => {
    const error = messageOf(errs, name);
    return { error, 'aria-invalid': error ? (true as const) : undefined };
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">{h.heading}</legend>
      <p className="text-sm text-stone-600">{h.intro}</p>
      <Textarea
        label={`${h.allergies} ${h.optional}`}
        rows={2}
        maxLength={HEALTH_TEXT_MAX}
        {...reg('allergies')}
        {...invalid('allergies')}
      />
      <Textarea
        label={`${h.medication} ${h.optional}`}
        rows={2}
        maxLength={HEALTH_TEXT_MAX}
        {...reg('medication')}
        {...invalid('medication')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={`${h.emergencyContactName} ${h.optional}`}
          autoComplete="off"
          {...reg('emergencyContactName')}
          {...invalid('emergencyContactName')}
        />
        <Input
          label={`${h.emergencyContactPhone} ${h.optional}`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={h.phonePlaceholder}
          {...reg('emergencyContactPhone')}
          {...invalid('emergencyContactPhone')}
        />
      </div>
    </fieldset>
  );
}

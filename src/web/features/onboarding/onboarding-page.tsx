import { authMessages } from '@domain/messages/auth';
import { profileFormMessages } from '@domain/messages/forms';
import { type OnboardingValues, onboardingSchema } from '@domain/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useBranding } from '../../lib/branding';
import { formResolver } from '../../lib/form-resolver';
import { safeRedirect } from '../../lib/paths';
import { useMe } from '../../lib/session';
import { AlertMessage, Button, Card, Checkbox, Input, PageHeader } from '../../ui';
import { useCompleteOnboarding } from '../profile/profile-queries';

// /onboarding (parent-portal.md sections 2, 4, 5): names, mobile and the terms, once after the first sign-in.
// The schema is the one the server checks. A complete profile never sees this page (the route's guard).

type FormFields = { firstName: string; lastName: string; mobile: string; termsAccepted: boolean };

export function OnboardingPage() {
  const { me } = useMe();
  const { branding } = useBranding();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useCompleteOnboarding();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormFields, unknown, OnboardingValues>({
    resolver: formResolver(onboardingSchema),
    defaultValues: { firstName: '', lastName: '', mobile: '', termsAccepted: false },
  });
  const termsAccepted = watch('termsAccepted');

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync(values);
      navigate(safeRedirect(params.get('redirectTo'), me?.role ?? 'parent'), { replace: true });
    } catch {
      setSaveError(authMessages.onboardingSaveFailed);
    }
  });

  const termsLabel = (
    <>
      {authMessages.termsLabelBefore}
      {branding ? (
        <a
          href={branding.termsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          {authMessages.termsLinkText}
        </a>
      ) : (
        authMessages.termsLinkText
      )}
      {authMessages.termsLabelAfter}
    </>
  );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <PageHeader title={authMessages.onboardingWelcome} description={authMessages.onboardingIntro} />
      <Card>
        {me && <p className="mb-4 text-base text-stone-700">{authMessages.signedInAs(me.email)}</p>}
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={authMessages.firstNameLabel}
              required
              autoComplete="given-name"
              {...register('firstName')}
              error={errors.firstName?.message}
            />
            <Input
              label={authMessages.lastNameLabel}
              required
              autoComplete="family-name"
              {...register('lastName')}
              error={errors.lastName?.message}
            />
          </div>
          <Input
            label={authMessages.mobileLabel}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            {...register('mobile')}
            error={errors.mobile?.message}
          />
          <Checkbox label={termsLabel} {...register('termsAccepted')} error={errors.termsAccepted?.message} />
          {saveError && <AlertMessage tone="error">{saveError}</AlertMessage>}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button type="submit" loading={save.isPending} disabled={!termsAccepted}>
              {authMessages.completeProfile}
            </Button>
            {!termsAccepted && <p className="text-sm text-stone-600">{profileFormMessages.termsRequired}</p>}
          </div>
        </form>
      </Card>
    </div>
  );
}

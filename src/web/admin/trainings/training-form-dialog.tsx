import { SESSION_TYPES } from '@domain/constants';
import { adminMessages } from '@domain/messages/admin';
import { adminTrainingsMessages as m } from '@domain/messages/admin-trainings';
import { adminFormMessages } from '@domain/messages/forms';
import { personName } from '@domain/people/person-name';
import type { AdminTraining } from '@domain/trainings/admin-trainings-api';
import {
  MAX_SERIES_WEEKS,
  newTrainingFields,
  type TrainingCreateValues,
  type TrainingFormFields,
  trainingCreateSchema,
  trainingFieldsOf,
  trainingFormSchema,
} from '@domain/trainings/training-form';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, refusalText } from '../../lib/api';
import { fieldPropsBeside } from '../../lib/field-props';
import { formResolver } from '../../lib/form-resolver';
import { Input, Select } from '../../ui';
import { DialogForm, FormDialog, fieldBinder, useSave } from '../form-dialog';
import { useTrainers } from '../trainers/trainers-queries';
import { useSaveTraining } from './trainings-queries';

// The training form (admin-back-office.md section 5) with the spec's defaults; on create also the weekly series.

const REQUIRED = adminFormMessages.trainingRequired;
const typeOptions = SESSION_TYPES.map((type) => ({ value: type, label: type }));

const fieldProps = fieldPropsBeside(REQUIRED);

/** A capacity below the bookings says how many are booked; any other refusal is the server's reason. */
function explainRefusal(err: unknown): string {
  return err instanceof ApiError && err.code === 'CAPACITY_BELOW_BOOKINGS'
    ? m.capacityBelowBookings(Number(err.details?.registered ?? 0))
    : refusalText(err, adminMessages.saveFailed);
}

export function TrainingFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  /** null while closed; `{ training: null }` creates one. */
  editing: { training: AdminTraining | null } | null;
  onClose: () => void;
  onSaved: (created: number) => void;
}) {
  return (
    <FormDialog
      editing={editing}
      onClose={onClose}
      title={editing?.training ? m.editTitle : m.addTitle}
      size="lg"
    >
      {({ training }) => (
        <TrainingForm key={training?.id ?? 'new'} training={training} onClose={onClose} onSaved={onSaved} />
      )}
    </FormDialog>
  );
}

function TrainingForm({
  training,
  onClose,
  onSaved,
}: {
  training: AdminTraining | null;
  onClose: () => void;
  onSaved: (created: number) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useForm<TrainingFormFields, unknown, TrainingCreateValues>({
    // On edit there is no series: the edit schema ignores `weeks`.
    resolver: formResolver<TrainingFormFields, TrainingCreateValues>(
      training ? trainingFormSchema.transform((v) => ({ ...v, weeks: 1 })) : trainingCreateSchema,
    ),
    defaultValues: training ? trainingFieldsOf(training) : newTrainingFields(),
  });
  const bind = fieldBinder(register, errors, REQUIRED);
  const trainers = useTrainers();
  const save = useSaveTraining();
  const saving = useSave(explainRefusal);
  const weeks = Number(watch('weeks')) || 1;

  const submit = handleSubmit(() =>
    saving.attempt(async () => {
      const answer = await save.mutateAsync({ id: training?.id ?? null, fields: getValues() });
      onSaved(answer.trainings.length);
    }),
  );

  return (
    <DialogForm
      onSubmit={submit}
      errors={errors}
      requiredText={REQUIRED}
      error={saving.error}
      pending={save.isPending}
      submitLabel={training ? m.save : m.create(weeks)}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={m.title} required {...bind('title')} />
        <Input label={m.focus} {...bind('focus')} />
        <Input label={m.date} type="date" required {...bind('date')} />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label={m.type}
              required
              options={typeOptions}
              placeholder={false}
              {...field}
              {...fieldProps(errors, 'type')}
            />
          )}
        />
        <Input label={m.startTime} type="time" required {...bind('startTime')} />
        <Input label={m.endTime} type="time" required {...bind('endTime')} />
        <Input label={m.location} {...bind('location')} />
        <Input label={m.capacity} inputMode="numeric" required {...bind('capacity')} />
        <Input label={m.price} inputMode="decimal" required {...bind('priceChf')} />
        {!training && (
          <Input
            label={m.weeks}
            type="number"
            min={1}
            max={MAX_SERIES_WEEKS}
            hint={m.weeksHint}
            {...bind('weeks')}
          />
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{m.trainers}</legend>
        {trainers.data?.length === 0 && <p className="text-sm text-stone-600">{m.noTrainersYet}</p>}
        <Controller
          control={control}
          name="trainerIds"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {(trainers.data ?? [])
                .filter((t) => t.active || field.value.includes(t.id))
                .map((t) => (
                  <label
                    key={t.id}
                    className="flex cursor-pointer items-center gap-3 text-base text-stone-800"
                  >
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-brand-700"
                      checked={field.value.includes(t.id)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, t.id] : field.value.filter((id) => id !== t.id),
                        )
                      }
                    />
                    {personName(t)}
                  </label>
                ))}
            </div>
          )}
        />
      </fieldset>
    </DialogForm>
  );
}

import { SESSION_TYPES } from '@domain/constants';
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
import { Controller } from 'react-hook-form';
import { fieldPropsBeside } from '../../lib/field-props';
import { Input, Select } from '../../ui';
import type { FormCallbacks, FormDialogProps } from '../form-dialog';
import { capacityRefusal, DialogForm, FormDialog, useDialogForm } from '../form-dialog';
import { useTrainers } from '../trainers/trainers-queries';
import { useSaveTraining } from './trainings-queries';

// The training form (admin-back-office.md section 5) with the spec's defaults; on create also the weekly series.

const REQUIRED = adminFormMessages.trainingRequired;
const typeOptions = SESSION_TYPES.map((type) => ({ value: type, label: type }));

const fieldProps = fieldPropsBeside(REQUIRED);

type Saved = (created: number) => void;

/** `{ training: null }` creates one. */
export function TrainingFormDialog({
  editing,
  ...callbacks
}: FormDialogProps<{ training: AdminTraining | null }, Saved>) {
  const title = editing?.training ? m.editTitle : m.addTitle;
  return (
    <FormDialog editing={editing} onClose={callbacks.onClose} title={title} size="lg">
      {({ training }) => <TrainingForm key={training?.id ?? 'new'} training={training} {...callbacks} />}
    </FormDialog>
  );
}

function TrainingForm({
  training,
  onClose,
  onSaved,
}: { training: AdminTraining | null } & FormCallbacks<Saved>) {
  const save = useSaveTraining();
  const form = useDialogForm<TrainingFormFields, TrainingCreateValues>({
    // On edit there is no series: the edit schema ignores `weeks`.
    schema: training ? trainingFormSchema.transform((v) => ({ ...v, weeks: 1 })) : trainingCreateSchema,
    defaultValues: training ? trainingFieldsOf(training) : newTrainingFields(),
    requiredText: REQUIRED,
    explain: capacityRefusal(m.capacityBelowBookings),
    save: async () => {
      const answer = await save.mutateAsync({ id: training?.id ?? null, fields: form.getValues() });
      onSaved(answer.trainings.length);
    },
  });
  const { bind, control, watch } = form;
  const { errors } = form.formState;
  const trainers = useTrainers();
  const weeks = Number(watch('weeks')) || 1;
  const submitLabel = training ? m.save : m.create(weeks);

  return (
    <DialogForm form={form} pending={save.isPending} submitLabel={submitLabel} onCancel={onClose}>
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

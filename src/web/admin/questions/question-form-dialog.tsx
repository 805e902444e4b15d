import { offerQuestionMessages as m } from '@domain/messages/offer-questions';
import { isChoiceKind, QUESTION_KINDS } from '@domain/questions/questions';
import {
  type AdminOfferQuestion,
  type QuestionDialogFields,
  type QuestionForm,
  questionDialogSchema,
} from '@domain/questions/questions-api';
import { Checkbox, Input, Select, Textarea } from '../../ui';
import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '../form-dialog';

// A question of a training or camp (decision 055): its wording, kind, options (one per line, for the choice kinds),
// required or not, for the parents or the back office only. Saving an edit keeps the answers given as they were.

export interface QuestionEditing {
  /** null adds one. */
  question: AdminOfferQuestion | null;
}

export function QuestionFormDialog({
  editing,
  onClose,
  onSaved,
  save,
  pending,
}: FormDialogProps<QuestionEditing> & { save: (form: QuestionForm) => Promise<unknown>; pending: boolean }) {
  return (
    <FormDialog editing={editing} onClose={onClose} title={editing?.question ? m.adminEdit : m.adminNew}>
      {({ question }) => (
        <QuestionFormBody
          key={question?.id ?? 'new'}
          question={question}
          onClose={onClose}
          onSaved={onSaved}
          save={save}
          pending={pending}
        />
      )}
    </FormDialog>
  );
}

function QuestionFormBody({
  question,
  onClose,
  onSaved,
  save,
  pending,
}: {
  question: AdminOfferQuestion | null;
  onClose: () => void;
  onSaved: () => void;
  save: (form: QuestionForm) => Promise<unknown>;
  pending: boolean;
}) {
  const form = useDialogForm<QuestionDialogFields, QuestionForm>({
    schema: questionDialogSchema,
    defaultValues: {
      label: question?.label ?? '',
      kind: question?.kind ?? 'SHORT_TEXT',
      optionsText: question?.options.join('\n') ?? '',
      required: question?.required ?? false,
      adminOnly: question?.adminOnly ?? false,
    },
    requiredText: m.labelRequired,
    save: async (values) => {
      await save(values);
      onSaved();
    },
  });
  const { bind, register, watch } = form;
  const kind = watch('kind') ?? 'SHORT_TEXT';
  return (
    <DialogForm
      form={form}
      pending={pending}
      submitLabel={question ? m.adminSaveQuestion : m.adminAdd}
      onCancel={onClose}
    >
      <Input label={m.adminLabel} required {...bind('label')} />
      <Select
        label={m.adminKind}
        placeholder={false}
        options={QUESTION_KINDS.map((k) => ({ value: k, label: m.kindLabels[k] }))}
        {...bind('kind')}
      />
      {isChoiceKind(kind) && <Textarea label={m.adminOptions} rows={4} required {...bind('optionsText')} />}
      <Checkbox label={m.adminRequired} {...register('required')} />
      <Checkbox label={m.adminOnlyLabel} hint={m.adminOnlyHint} {...register('adminOnly')} />
    </DialogForm>
  );
}

import { adminMessages } from '@domain/messages/admin';
import { adminNewsMessages as m } from '@domain/messages/admin-news';
import { adminPushMessages } from '@domain/messages/admin-push';
import { adminFormMessages } from '@domain/messages/forms';
import { shellMessages } from '@domain/messages/shell';
import type { AdminNewsItem, AdminNewsResponse } from '@domain/news/admin-news-api';
import { type NewsFormValues, newsFormSchema } from '@domain/news/news-form';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '@domain/push/push-compose';
import { useForm } from 'react-hook-form';
import { errorText } from '../../lib/api';
import { formResolver } from '../../lib/form-resolver';
import { Checkbox, Input, Textarea } from '../../ui';
import { DialogForm, FormDialog, fieldBinder, useSave } from '../form-dialog';
import { NewsImageField } from './news-image-field';
import { useSaveNews } from './news-queries';

// The news form (admin-back-office.md sections 2, 3 and 5): title and content required, an image from the news
// folder, and the push on publish with its own title and message (at most 50 and 200 characters, counted). The
// schema is the one the server checks.

type FormFields = {
  title: string;
  content: string;
  imageUrl: string;
  sendPush: boolean;
  pushTitle: string;
  pushContent: string;
};

const REQUIRED = adminFormMessages.newsRequired;
function defaultsFor(item: AdminNewsItem | null): FormFields {
  return {
    title: item?.title ?? '',
    content: item?.content ?? '',
    imageUrl: item?.imageUrl ?? '',
    sendPush: item?.sendPush ?? false,
    pushTitle: item?.pushTitle ?? '',
    pushContent: item?.pushContent ?? '',
  };
}

export function NewsFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  /** null while closed; `{ item: null }` writes a new one. */
  editing: { item: AdminNewsItem | null } | null;
  onClose: () => void;
  onSaved: (answer: AdminNewsResponse, created: boolean) => void;
}) {
  return (
    <FormDialog
      editing={editing}
      onClose={onClose}
      title={editing?.item ? m.editTitle : m.addTitle}
      size="lg"
    >
      {({ item }) => <NewsForm key={item?.id ?? 'new'} item={item} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function NewsForm({
  item,
  onClose,
  onSaved,
}: {
  item: AdminNewsItem | null;
  onClose: () => void;
  onSaved: (answer: AdminNewsResponse, created: boolean) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<FormFields, unknown, NewsFormValues>({
    resolver: formResolver(newsFormSchema),
    defaultValues: defaultsFor(item),
  });
  const bind = fieldBinder(register, errors, REQUIRED);
  const save = useSaveNews();
  // The spec's failure text with the server's reason: 'Fehler beim Aktualisieren der Neuigkeit: ...'.
  const failed = item ? adminMessages.updateNewsFailed : adminMessages.createNewsFailed;
  const saving = useSave((error) => `${failed}: ${errorText(error)}`);
  const pushAlreadySent = item?.sendPush ?? false;
  const [sendPush, pushTitle, pushContent, imageUrl, title] = watch([
    'sendPush',
    'pushTitle',
    'pushContent',
    'imageUrl',
    'title',
  ]);

  const submit = handleSubmit((values) =>
    saving.attempt(async () => {
      const answer = await save.mutateAsync({ id: item?.id ?? null, values });
      onSaved(answer, item === null);
    }),
  );

  return (
    <DialogForm
      onSubmit={submit}
      errors={errors}
      requiredText={REQUIRED}
      error={saving.error}
      pending={save.isPending}
      submitLabel={item ? m.save : m.publish}
      onCancel={onClose}
    >
      <Input label={m.title} required autoComplete="off" {...bind('title')} />
      <Textarea label={m.content} required rows={6} hint={m.contentHint} {...bind('content')} />
      <NewsImageField
        value={imageUrl}
        title={title}
        error={errors.imageUrl?.message}
        onChange={(url) => setValue('imageUrl', url, { shouldDirty: true })}
      />
      <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-medium text-stone-800">{shellMessages.adminNav.push}</legend>
        {pushAlreadySent ? (
          <p className="text-sm text-stone-700">{m.pushAlreadySent}</p>
        ) : (
          <Checkbox label={m.sendPush} {...register('sendPush')} />
        )}
        {sendPush && !pushAlreadySent && (
          <>
            <Input
              label={m.pushTitle}
              autoComplete="off"
              maxLength={PUSH_TITLE_MAX}
              hint={`${m.pushDefaultsHint} ${counter(pushTitle, PUSH_TITLE_MAX)}`}
              {...bind('pushTitle')}
            />
            <Textarea
              label={m.pushContent}
              rows={3}
              maxLength={PUSH_BODY_MAX}
              hint={counter(pushContent, PUSH_BODY_MAX)}
              {...bind('pushContent')}
            />
          </>
        )}
      </fieldset>
    </DialogForm>
  );
}

function counter(value: string | undefined, max: number): string {
  return adminPushMessages.counter((value ?? '').length, max);
}

import { adminMessages } from '@domain/messages/admin';
import { adminNewsMessages as m } from '@domain/messages/admin-news';
import { adminPushMessages } from '@domain/messages/admin-push';
import { adminFormMessages } from '@domain/messages/forms';
import { shellMessages } from '@domain/messages/shell';
import type { AdminNewsItem, AdminNewsResponse } from '@domain/news/admin-news-api';
import { type NewsFormValues, newsFormSchema } from '@domain/news/news-form';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '@domain/push/push-compose';
import { errorText } from '../../lib/api';
import { Checkbox, Input, Textarea } from '../../ui';
import type { FormCallbacks, FormDialogProps } from '../form-dialog';
import { DialogForm, FormDialog, useDialogForm } from '../form-dialog';
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

type Saved = (answer: AdminNewsResponse, created: boolean) => void;

/** `{ item: null }` writes a new one. */
export function NewsFormDialog({
  editing,
  ...callbacks
}: FormDialogProps<{ item: AdminNewsItem | null }, Saved>) {
  const title = editing?.item ? m.editTitle : m.addTitle;
  return (
    <FormDialog editing={editing} onClose={callbacks.onClose} title={title} size="lg">
      {({ item }) => <NewsForm key={item?.id ?? 'new'} item={item} {...callbacks} />}
    </FormDialog>
  );
}

function NewsForm({ item, onClose, onSaved }: { item: AdminNewsItem | null } & FormCallbacks<Saved>) {
  const save = useSaveNews();
  // The spec's failure text with the server's reason: 'Fehler beim Aktualisieren der Neuigkeit: ...'.
  const failed = item ? adminMessages.updateNewsFailed : adminMessages.createNewsFailed;
  const form = useDialogForm<FormFields, NewsFormValues>({
    schema: newsFormSchema,
    defaultValues: defaultsFor(item),
    requiredText: REQUIRED,
    explain: (error) => `${failed}: ${errorText(error)}`,
    save: async (values) => onSaved(await save.mutateAsync({ id: item?.id ?? null, values }), item === null),
  });
  const { bind, register, watch, setValue } = form;
  const { errors } = form.formState;
  const pushAlreadySent = item?.sendPush ?? false;
  const [sendPush, pushTitle, pushContent, imageUrl, title] = watch([
    'sendPush',
    'pushTitle',
    'pushContent',
    'imageUrl',
    'title',
  ]);

  return (
    <DialogForm
      form={form}
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

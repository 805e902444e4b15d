import { offerQuestionMessages as m } from '@domain/messages/offer-questions';
import type { AdminOfferQuestion } from '@domain/questions/questions-api';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { refusalText } from '../../lib/api';
import { AlertMessage, Badge, Button, Input, Select } from '../../ui';
import type { PanelOffer } from '../participants/participants-queries';
import { ConfirmRowAction, deleteAction, editAction, RowActions } from '../row-actions';
import { type QuestionEditing, QuestionFormDialog } from './question-form-dialog';
import { useAdminQuestions, useChangeQuestions } from './questions-queries';

// The questions of a training or camp in its participants panel (decision 055): the list with kind, required and
// back-office-only marks and how many answered, "+ Frage", edit, remove (archived: its answers stay readable), and
// the templates: save these questions under a name, or add a template's questions to this offer.

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function QuestionsSection({ offer }: { offer: PanelOffer }) {
  const questions = useAdminQuestions(offer);
  const change = useChangeQuestions(offer);
  const [editing, setEditing] = useState<QuestionEditing | null>(null);
  const [archiving, setArchiving] = useState<AdminOfferQuestion | null>(null);
  const [templateId, setTemplateId] = useState('');
  const [templateName, setTemplateName] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const list = questions.data?.questions ?? [];
  const templates = questions.data?.templates ?? [];

  const run = async (action: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ tone: 'success', text: success });
    } catch (err) {
      setNotice({ tone: 'error', text: refusalText(err, m.saveFailed) });
    }
  };

  return (
    <section aria-label={m.adminTitle} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{m.adminTitle}</h3>
        <Button
          size="sm"
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setEditing({ question: null })}
        >
          {m.adminAdd}
        </Button>
      </div>
      <p className="text-sm text-stone-600">{m.adminIntro}</p>
      {notice && (
        <AlertMessage tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertMessage>
      )}
      {questions.isSuccess && list.length === 0 && <p className="text-sm text-stone-600">{m.adminEmpty}</p>}
      {list.length > 0 && (
        <ol
          aria-label={m.adminTitle}
          className="divide-y divide-stone-100 rounded-xl border border-stone-200"
        >
          {list.map((q) => (
            <li key={q.id} aria-label={q.label} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-900">{q.label}</p>
                <p className="flex flex-wrap items-center gap-1.5 text-sm text-stone-600">
                  {m.kindLabels[q.kind]}
                  {q.options.length > 0 && ` (${q.options.join(', ')})`}
                  {q.required && <Badge tone="yellow">{m.adminRequiredBadge}</Badge>}
                  {q.adminOnly && <Badge tone="neutral">{m.adminAudienceAdmin}</Badge>}
                  <span>· {m.adminAnswerCount(q.answerCount)}</span>
                </p>
              </div>
              <RowActions
                name={q.label}
                actions={[
                  editAction(m.adminEdit, () => setEditing({ question: q })),
                  deleteAction(m.adminArchive, () => setArchiving(q)),
                ]}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          className="min-w-48 flex-1"
          label={m.adminTemplate}
          options={templates.map((t) => ({ value: t.id, label: `${t.name} (${t.questionCount})` }))}
          value={templateId}
          onChange={(e) => setTemplateId(e.currentTarget.value)}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={!templateId || change.isPending}
          onClick={() =>
            run(
              async () => {
                await change.mutateAsync({ action: 'applyTemplate', templateId });
                setTemplateId('');
              },
              m.adminTemplateApplied(templates.find((t) => t.id === templateId)?.questionCount ?? 0),
            )
          }
        >
          {m.adminApplyTemplate}
        </Button>
      </div>
      {list.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <Input
            className="min-w-48 flex-1"
            label={m.adminTemplateName}
            value={templateName}
            onChange={(e) => setTemplateName(e.currentTarget.value)}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={!templateName.trim() || change.isPending}
            onClick={() =>
              run(async () => {
                await change.mutateAsync({ action: 'saveTemplate', name: templateName });
                setTemplateName('');
              }, m.adminTemplateSaved)
            }
          >
            {m.adminSaveTemplate}
          </Button>
        </div>
      )}
      <QuestionFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
        pending={change.isPending}
        save={(form) =>
          editing?.question
            ? change.mutateAsync({ action: 'edit', questionId: editing.question.id, form })
            : change.mutateAsync({ action: 'add', form })
        }
      />
      <ConfirmRowAction
        row={archiving}
        onClose={() => setArchiving(null)}
        title={m.adminArchive}
        description={(q) => m.adminArchiveConfirm(q.label)}
        confirmLabel={m.adminArchive}
        onConfirm={(q) => change.mutateAsync({ action: 'archive', questionId: q.id })}
      />
    </section>
  );
}

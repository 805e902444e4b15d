import type { QuestionForm } from '@domain/questions/questions-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { PanelOffer } from '../participants/participants-queries';

// Server state of an offer's questions in the back office (decision 055). Every change refreshes all admin reads:
// the participants' answer columns move with the questions.

const params = ({ kind, id }: PanelOffer) => ({ kind, offerId: id });

export function useAdminQuestions(offer: PanelOffer) {
  return useQuery({
    queryKey: ['admin', 'questions', offer.kind, offer.id],
    queryFn: ({ signal }) => call('GET /admin/questions/:kind/:offerId', { params: params(offer), signal }),
  });
}

export type QuestionChange =
  | { action: 'add'; form: QuestionForm }
  | { action: 'edit'; questionId: string; form: QuestionForm }
  | { action: 'archive'; questionId: string }
  | { action: 'saveTemplate'; name: string }
  | { action: 'applyTemplate'; templateId: string };

function change(offer: PanelOffer, c: QuestionChange) {
  const p = params(offer);
  switch (c.action) {
    case 'add':
      return call('POST /admin/questions/:kind/:offerId', { params: p, body: c.form });
    case 'edit':
      return call('PUT /admin/questions/:kind/:offerId/:questionId', {
        params: { ...p, questionId: c.questionId },
        body: c.form,
      });
    case 'archive':
      return call('DELETE /admin/questions/:kind/:offerId/:questionId', {
        params: { ...p, questionId: c.questionId },
      });
    case 'saveTemplate':
      return call('POST /admin/questions/:kind/:offerId/template', { params: p, body: { name: c.name } });
    case 'applyTemplate':
      return call('POST /admin/questions/:kind/:offerId/apply-template', {
        params: p,
        body: { templateId: c.templateId },
      });
  }
}

export function useChangeQuestions(offer: PanelOffer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: QuestionChange) => change(offer, c),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

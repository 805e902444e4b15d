import { type AnswerSet, answersToSend } from '@domain/questions/questions';
import type { QuestionOfferKind } from '@domain/questions/questions-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

// The sign-up dialog's questions (decision 055): the parents' questions of the offer with the family's answers,
// read when the dialog opens, and a booked or waiting child's answers changed until the cutoff.

const key = (kind: QuestionOfferKind, offerId: string) => ['offer-questions', kind, offerId] as const;

export function useFamilyQuestions(kind: QuestionOfferKind, offerId: string | undefined) {
  return useQuery({
    queryKey: key(kind, offerId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /questions/:kind/:offerId', { params: { kind, offerId: offerId ?? '' }, signal }),
    enabled: Boolean(offerId),
    staleTime: 0,
  });
}

export function useSetAnswers(kind: QuestionOfferKind, offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, answers }: { childId: string; answers: AnswerSet }) =>
      call('PUT /questions/:kind/:offerId/answers/:childId', {
        params: { kind, offerId, childId },
        body: { answers: answersToSend(answers) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(kind, offerId) }),
  });
}

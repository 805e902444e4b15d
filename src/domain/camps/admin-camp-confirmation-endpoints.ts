import { defineEndpoint, fileAnswer } from '../api/endpoint';

// A participant's camp confirmation for the back office (decision 054): the PDF the family gets, of any family.

export const adminCampConfirmationEndpoints = {
  confirmation: defineEndpoint({
    method: 'GET',
    path: '/admin/camps/:campId/participants/:childId/confirmation.pdf',
    response: fileAnswer,
  }),
};

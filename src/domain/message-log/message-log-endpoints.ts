import { defineEndpoint, typedAnswer } from '../api/endpoint';
import { type MessageLogPage, messageLogQuerySchema } from './message-log-api';

// The message log (decision 051; message-log-api.ts says what each answers). Paged in SQL, newest first.

export const messageLogEndpoints = {
  /** The signed-in parent's own messages. */
  list: defineEndpoint({
    method: 'GET',
    path: '/messages',
    query: messageLogQuerySchema,
    response: typedAnswer<MessageLogPage>(),
  }),
};

export const adminMessageLogEndpoints = {
  /** One parent's messages; 404 for an unknown parent. */
  parentMessages: defineEndpoint({
    method: 'GET',
    path: '/admin/parents/:parentId/messages',
    query: messageLogQuerySchema,
    response: typedAnswer<MessageLogPage>(),
  }),
};

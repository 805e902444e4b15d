import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, noContent, recordEndpoints, typedAnswer } from './endpoint';

describe('recordEndpoints', () => {
  const query = z.object({ page: z.coerce.number() });
  const request = z.object({ name: z.string() });

  it('defines each named member at its method and path, as defineEndpoint would', () => {
    const answer = typedAnswer<{ id: string }>();
    const endpoints = recordEndpoints('/admin/things', 'thingId', {
      list: { query, response: answer },
      summary: { query, response: answer },
      create: { status: 201, request, response: answer },
      update: { request, response: answer },
      remove: { response: noContent },
    });
    expect(endpoints).toEqual({
      list: defineEndpoint({ method: 'GET', path: '/admin/things', query, response: answer }),
      summary: defineEndpoint({ method: 'GET', path: '/admin/things/summary', query, response: answer }),
      create: defineEndpoint({
        method: 'POST',
        path: '/admin/things',
        status: 201,
        request,
        response: answer,
      }),
      update: defineEndpoint({ method: 'PUT', path: '/admin/things/:thingId', request, response: answer }),
      remove: defineEndpoint({ method: 'DELETE', path: '/admin/things/:thingId', response: noContent }),
    });
    expect(endpoints.update.key).toBe('PUT /admin/things/:thingId');
  });

  it('defines no member it is not given', () => {
    const endpoints = recordEndpoints('/admin/things', 'thingId', { remove: { response: noContent } });
    expect(Object.keys(endpoints)).toEqual(['remove']);
  });
});

import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type {
  AnswerOf,
  Endpoint,
  EndpointSpec,
  ParsedQueryOf,
  ParsedRequestOf,
  PathParams,
  RequestOf,
} from '../../domain/api/endpoint';
import { AppError } from '../errors';
import { hasBody, readJsonBody } from './read-json-body';

// Mounts an endpoint's definition (decision 049): the route's method and path come from the domain, its body and
// query are parsed with the definition's schemas before the handler runs (a refusal is the shared 400 VALIDATION
// answer of http/error-handler.ts), and the handler returns the definition's answer, which is sent as JSON with the
// definition's status. Routers register full paths under /api and are mounted at '/' (api-routes.ts).

declare const answerType: unique symbol;

/** A JSON answer already made (pre-serialised text, compressed), standing for the value T it encodes. */
type MadeAnswer<T> = Response & { readonly [answerType]: T };

/** Marks a Response made by hand (http/json-text.ts) as the JSON of T. */
export function madeAnswer<T>(response: Response): MadeAnswer<T> {
  return response as MadeAnswer<T>;
}

interface EndpointInput<E extends EndpointSpec> {
  params: PathParams<E['path']>;
  body: ParsedRequestOf<E>;
  query: ParsedQueryOf<E>;
}

/** What a handler may return: the answer's value, or that answer made by hand; a file endpoint any Response. */
type HandlerAnswer<E extends EndpointSpec> = E['response'] extends { kind: 'file' }
  ? Response
  : E['response'] extends { kind: 'no-content' }
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a handler with no return statement returns void.
      void
    : AnswerOf<E> | MadeAnswer<AnswerOf<E>>;

type EndpointHandler<E extends EndpointSpec> = (
  c: Context,
  input: EndpointInput<E>,
) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>;

/** The definition each mounted handler serves, for the contract test (tests/integration/endpoint-contracts.test.ts). */
const served = new WeakMap<Handler, Endpoint>();

export function endpointOf(handler: unknown): Endpoint | undefined {
  return typeof handler === 'function' ? served.get(handler as Handler) : undefined;
}

function isSchema(answer: EndpointSpec['response']): answer is z.ZodType {
  return typeof (answer as { safeParse?: unknown }).safeParse === 'function';
}

/** Answers are held to their schema while tests run: a drifted answer is a 500 there, never in production. */
const checkAnswers = process.env.NODE_ENV === 'test';

async function parsedBody(c: Context, endpoint: EndpointSpec): Promise<unknown> {
  if (!endpoint.request) return undefined;
  if (endpoint.optionalBody && !hasBody(c)) return endpoint.request.parse({});
  if (endpoint.invalidRequest) {
    // Not JSON reads as an empty body and is refused as the endpoint's own invalid request; a NUL is refused as such.
    const raw = await readJsonBody(c).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'INVALID_CHARACTER') throw err;
      return {};
    });
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success) throw new AppError(endpoint.invalidRequest, 400);
    return parsed.data;
  }
  return endpoint.request.parse(await readJsonBody(c));
}

function checkedAnswer(endpoint: Endpoint, value: unknown): unknown {
  if (!checkAnswers || !isSchema(endpoint.response)) return value;
  const checked = endpoint.response.safeParse(value);
  if (!checked.success) {
    const fields = checked.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new Error(`${endpoint.key} answered outside its schema: ${fields}`);
  }
  return value;
}

interface ServeOptions<E extends EndpointSpec> {
  /** Run first, for this route alone (requireUser where the router's own guard does not fit). */
  guards?: MiddlewareHandler[];
  /**
   * The body's schema in force now, where a rule depends on the clock (a child's age by the current year): it
   * replaces the definition's, which then only gives the types.
   */
  request?: () => z.ZodType<ParsedRequestOf<E>, RequestOf<E>>;
}

/** Registers `endpoint` on `router` (at its full path), validating the request and sending the handler's answer. */
export function serve<const E extends Endpoint>(
  router: Hono,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions<E> = {},
): void {
  const { guards = [], request } = options;
  const route = async (c: Context) => {
    const body = await parsedBody(c, request ? { ...endpoint, request: request() } : endpoint);
    const query = endpoint.query ? endpoint.query.parse(c.req.query()) : undefined;
    const input = { params: c.req.param(), body, query } as EndpointInput<E>;
    const answer: unknown = await handler(c, input);
    if (answer instanceof Response) return answer;
    if ((endpoint.response as { kind?: string }).kind === 'no-content') return c.body(null, 204);
    // Sent as c.json sends it: the same bytes as the routes wrote before they had definitions.
    return c.json(checkedAnswer(endpoint, answer) as never, endpoint.status ?? 200);
  };
  served.set(route, endpoint);
  router.on(endpoint.method, endpoint.path, ...([...guards, route] as unknown as [Handler, ...Handler[]]));
}

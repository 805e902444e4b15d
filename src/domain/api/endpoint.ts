import type { z } from 'zod';
import type { BulkActionResult } from '../bulk/bulk-api';
import type { ErrorCode } from '../errors';

// One definition per endpoint (decision 049): its method, its path under /api, the schema of its request body and
// query, and what it answers. The server mounts a route from the definition (src/server/http/endpoint-routes.ts)
// and the web calls it by its key, 'METHOD /path', taking every type from here (src/web/lib/api.ts `call`). This
// file holds no zod at run time, so the web's first views never download a schema for a type.

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A JSON answer whose shape is a TypeScript type rather than a schema: tied to the route's handler and the web's
 * call all the same, but not checked at run time. For answers still written as interfaces.
 */
interface TypedAnswer<T> {
  readonly kind: 'typed';
  /** Never set: carries the type only. */
  readonly type?: T;
}

/** 204 without a body. */
interface NoContent {
  readonly kind: 'no-content';
}

/**
 * A file, an image or a page (PDF, CSV, JPEG, calendar, HTML): the handler answers a Response of its own, with its
 * headers. The web links to it rather than calling it.
 */
export interface FileAnswer {
  readonly kind: 'file';
}

export type AnswerSpec = z.ZodType | TypedAnswer<unknown> | NoContent | FileAnswer;

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Under /api, with `:name` for each path parameter: '/trainings/:sessionId/registrations'. */
  readonly path: `/${string}`;
  /** The status of a successful JSON answer: 200 unless given. */
  readonly status?: 200 | 201 | 202;
  /** The JSON body: a body failing it answers 400 VALIDATION with its fields (or `invalidRequest`). */
  readonly request?: z.ZodType;
  /**
   * A request without any body is read as `{}` (the schema's defaults): a DELETE whose options may be left out,
   * a POST whose body names an optional choice. A body that is there must be JSON all the same.
   */
  readonly optionalBody?: true;
  /** The query string, as strings arrive (coerce numbers): failing it answers 400 VALIDATION. */
  readonly query?: z.ZodType;
  readonly response: AnswerSpec;
  /**
   * The one error a request failing `request` gets instead of VALIDATION, where the answer must not tell which
   * field failed (sign-in: INVALID_EMAIL); a body that is no JSON at all then counts as empty.
   */
  readonly invalidRequest?: ErrorCode;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  /** 'METHOD /path', as the web calls it and the authorisation matrix lists it (without /api). */
  readonly key: `${S['method']} ${S['path']}`;
};

export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  return { ...spec, key: `${spec.method} ${spec.path}` } as Endpoint<S>;
}

/**
 * Where each of a record's endpoints sits: the list, and a new record, at the base; the list's summary (its totals
 * by the same filters) below it; an edit and a deletion at the record's id.
 */
const RECORD_ROUTES = {
  list: ['GET', 'base'],
  summary: ['GET', 'summary'],
  create: ['POST', 'base'],
  update: ['PUT', 'record'],
  remove: ['DELETE', 'record'],
} as const;
type RecordRole = keyof typeof RECORD_ROUTES;

type RecordPath<B extends `/${string}`, I extends string, At> = B extends `/${infer Rest}`
  ? At extends 'record'
    ? `/${Rest}/:${I}`
    : At extends 'summary'
      ? `/${Rest}/summary`
      : B
  : never;

/** Each member's own part of its definition: its status, schemas and answer. */
type RecordSpecs = { readonly [K in RecordRole]?: Omit<EndpointSpec, 'method' | 'path'> };

type RecordEndpoints<B extends `/${string}`, I extends string, R extends RecordSpecs> = {
  [K in RecordRole & keyof R]: Endpoint<
    {
      method: (typeof RECORD_ROUTES)[K][0];
      path: RecordPath<B, I, (typeof RECORD_ROUTES)[K][1]>;
    } & NonNullable<R[K]>
  >;
};

/**
 * The back office's endpoints of one kind of record (children, parents, trainers, news, trainings, camps): `list`
 * (GET) and `create` (POST) at `base`, `summary` (GET) at `base/summary`, `update` (PUT) and `remove` (DELETE) at
 * `base/:id`. Each member names its own schemas and answer; one left out is not defined. The definitions are
 * defineEndpoint's.
 */
export function recordEndpoints<
  const B extends `/${string}`,
  const I extends string,
  const R extends RecordSpecs,
>(base: B, id: I, specs: R): RecordEndpoints<B, I, R> {
  const paths = { base, summary: `${base}/summary`, record: `${base}/:${id}` } as const;
  const endpoints: Record<string, Endpoint> = {};
  for (const role of Object.keys(RECORD_ROUTES) as RecordRole[]) {
    const spec = specs[role];
    if (!spec) continue;
    const [method, at] = RECORD_ROUTES[role];
    endpoints[role] = defineEndpoint({ method, path: paths[at] as `/${string}`, ...spec });
  }
  return endpoints as RecordEndpoints<B, I, R>;
}

/**
 * A bulk action of a back-office list (decision 056): a POST whose body is `bulkActionSchema`'s (the selection as
 * ids or as the list's filter, `dryRun`, the action's fields), answered with what it would do or did.
 */
export function bulkActionEndpoint<const P extends `/${string}`, const R extends z.ZodType>(
  path: P,
  request: R,
) {
  return defineEndpoint({ method: 'POST', path, request, response: typedAnswer<BulkActionResult>() });
}

/** The CSV of exactly a selection (`bulkExportSchema`'s body): a POST, as a selection of ids is too long for a link. */
export function bulkExportEndpoint<const P extends `/${string}`, const R extends z.ZodType>(
  path: P,
  request: R,
) {
  return defineEndpoint({ method: 'POST', path, request, response: fileAnswer });
}

/** The answer of an endpoint whose shape is the interface T (see TypedAnswer). */
export function typedAnswer<T>(): TypedAnswer<T> {
  return { kind: 'typed' };
}

export const noContent: NoContent = { kind: 'no-content' };

export const fileAnswer: FileAnswer = { kind: 'file' };

/** The names of the `:name` segments of a path. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in PathParamNames<P>]: string };

// The schemas' types are read from their `_zod` record (as z.input and z.output do) rather than by comparing each
// schema with z.ZodType: with some two hundred definitions in one union that comparison made the type check crawl.

/** A schema's input and output types. */
type SchemaTypes = { _zod: { input: unknown; output: unknown } };

/** The body a caller sends (the schema's input). */
export type RequestOf<E extends EndpointSpec> = E extends { request: { _zod: { input: infer I } } }
  ? I
  : undefined;

/** The body a handler receives (the schema's output). */
export type ParsedRequestOf<E extends EndpointSpec> = E extends { request: { _zod: { output: infer O } } }
  ? O
  : undefined;

type QueryOf<E extends EndpointSpec> = E extends { query: { _zod: { input: infer I } } } ? I : undefined;

export type ParsedQueryOf<E extends EndpointSpec> = E extends { query: { _zod: { output: infer O } } }
  ? O
  : undefined;

/** What the handler returns and the web receives. */
export type AnswerOf<E extends EndpointSpec> = E['response'] extends { _zod: { output: infer O } }
  ? O
  : E['response'] extends TypedAnswer<infer T>
    ? T
    : E['response'] extends NoContent
      ? undefined
      : Response;

/** What a caller passes: the path's parameters, the body and the query its definition names, nothing else. */
type CallOptions<E extends EndpointSpec> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E['path']> }) &
  (E extends { request: SchemaTypes }
    ? E extends { optionalBody: true }
      ? { body?: RequestOf<E> }
      : { body: RequestOf<E> }
    : { body?: never }) &
  (E extends { query: SchemaTypes } ? { query?: QueryOf<E> } : { query?: never }) & { signal?: AbortSignal };

/** The options argument of a call: optional where the definition needs none. */
export type CallArguments<E extends EndpointSpec> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

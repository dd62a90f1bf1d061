import type { paths } from '@hantelwerk/api-types';

/**
 * The generated contract (packages/api-types, `npm run contract`) read as the api client's types:
 * a call names a path and a method, and its parameters, body and answer follow from them, so a
 * path, a field or an answer the server does not declare fails the type-check (docs/decisions/47-one-typed-api-client.md).
 */

/** The HTTP methods the app calls, as the contract spells them. */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** How an operation of openapi-typescript's output looks, as far as the client reads it. */
interface OperationShape {
  parameters: { query?: unknown; path?: unknown };
  requestBody?: unknown;
  responses: unknown;
}

/** The contract's paths that answer `method`; the others mark it `?: never`. */
export type PathOf<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, OperationShape> ? P : never }[keyof paths];

type Operation<P extends keyof paths, M extends Method> = paths[P][M] extends OperationShape ? paths[P][M] : never;

type JsonContent<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of a successful answer (undefined for 204 No Content). */
export type Answer<P extends keyof paths, M extends Method> = Operation<P, M>['responses'] extends infer Responses
  ? JsonContent<Responses[keyof Responses & SuccessStatus]>
  : never;

/** `{path}` placeholders and the query, as the contract names and types them; undeclared ones are `never`. */
type ParameterFields<P extends keyof paths, M extends Method> = Pick<Operation<P, M>['parameters'], 'path' | 'query'>;

type RequestBody<P extends keyof paths, M extends Method> = Operation<P, M>['requestBody'];

/** `body` as the contract declares it: required, optional, or not allowed. */
type BodyField<P extends keyof paths, M extends Method> = [NonNullable<RequestBody<P, M>>] extends [never]
  ? { body?: never }
  : undefined extends RequestBody<P, M>
    ? { body?: JsonContent<NonNullable<RequestBody<P, M>>> }
    : { body: JsonContent<RequestBody<P, M>> };

export interface WriteOptions {
  /** A write's Idempotency-Key; a retry that must not write twice passes the key of its first try. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type ReadInit<P extends PathOf<'get'>> = ParameterFields<P, 'get'> & { signal?: AbortSignal };

export type WriteInit<P extends PathOf<M>, M extends Exclude<Method, 'get'>> = ParameterFields<P, M> & BodyField<P, M> & WriteOptions;

/** Whether a call must pass an init: a `{path}` placeholder, a required query or a required body. */
type NeedsInit<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { path: object } } | { parameters: { query: object } } | { requestBody: object } ? true : false;

/** The init argument of `method` on `path`, optional when nothing in it is required. */
export type InitArgument<P extends keyof paths, M extends Method, Init> = NeedsInit<P, M> extends true ? [init: Init] : [init?: Init];

/** The POST paths that take a multipart form (file uploads). */
export type FormPath = {
  [P in PathOf<'post'>]: NonNullable<RequestBody<P, 'post'>> extends { content: { 'multipart/form-data': unknown } } ? P : never;
}[PathOf<'post'>];

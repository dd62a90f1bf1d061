import { loadApiErrorTexts, t, translateIfKnown, type MessageParams } from '../i18n';
import { dropApiCache } from './api-cache';
import type { Answer, FormPath, InitArgument, PathOf, ReadInit, WriteInit, WriteOptions } from './api-contract';

export type { WriteOptions };

/** Thrown for every non-OK HTTP response; `message` is the code's text in the interface's language, else the server's. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;
  /** The body's stable `code` ("set.reps", docs/api.md), when the server gave one. */
  readonly code: string | undefined;
  /** The body's `error` (the status text, or a name the server gives a refusal, e.g. "Insufficient funds"). */
  readonly errorName: string | undefined;

  constructor(status: number, message: string, details?: unknown, code?: string, errorName?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.code = code;
    this.errorName = errorName;
  }
}

/** A request that got no answer at all (offline, server away): said in the interface's language, not the browser's "Failed to fetch". */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(t('common.noConnection'), { cause });
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call's init as the request core reads it; the contract's types (api-contract.ts) say what each path takes. */
interface CallInit extends WriteOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** A random key per write (IETF draft "The Idempotency-Key HTTP Header Field"). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a phone on the gym's Wi-Fi over plain http has none.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** "30 Sekunden", "about 5 minutes": a 429's or 503's wait in the interface's words, as the server words it in German. */
function waitingTime(seconds: number): string {
  if (seconds === 1) return t('common.waitSecond');
  return seconds < 90 ? t('common.waitSeconds', { seconds }) : t('common.waitMinutes', { minutes: Math.ceil(seconds / 60) });
}

/**
 * The text of an error code in the interface's language, with the body's `params` (the wait of a
 * 429 or 503 in its own words); undefined for a code the catalogue does not know.
 */
function translatedCode(code: string | undefined, fields: Record<string, unknown>): string | undefined {
  if (code === undefined) return undefined;
  const params: MessageParams = { ...(fields.params as MessageParams | undefined) };
  const seconds = (fields.details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
  if (typeof seconds === 'number') params.wait = waitingTime(seconds);
  return translateIfKnown(`apiError.${code}`, params);
}

/** Spec §8: the code's translation, else the server's `message`, else `error`, else "HTTP {status}"; `details` after a blank line. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (typeof body === 'string' && body.trim() !== '') {
    return new ApiError(status, body);
  }
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = nonEmptyString(fields.code);
  const errorName = nonEmptyString(fields.error);
  const message = translatedCode(code, fields) ?? nonEmptyString(fields.message) ?? errorName ?? `HTTP ${status}`;
  const details = fields.details;
  if (details === undefined || details === null) {
    return new ApiError(status, message, undefined, code, errorName);
  }
  const detailText = typeof details === 'string' ? details : JSON.stringify(details);
  return new ApiError(status, `${message}\n\n${detailText}`, details, code, errorName);
}

/** One finished request as the debug tools' request log shows it; status 0 when no answer came. */
export interface RequestRecord {
  method: HttpMethod;
  path: string;
  status: number;
  milliseconds: number;
  body: unknown;
}

const observers = new Set<(record: RequestRecord) => void>();

/** Lets a debug screen watch every request the app makes while it is open; answers the way to stop. */
export function observeRequests(observer: (record: RequestRecord) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** The contract's path with its `{placeholders}` filled in and the query's given values after it. */
export function urlOf(path: string, { path: placeholders = {}, query = {} }: CallInit = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(placeholders[name])));
  const given = Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
  return given.length > 0 ? `${filled}?${new URLSearchParams(given).toString()}` : filled;
}

async function request<T>(method: HttpMethod, path: string, init: CallInit = {}): Promise<T> {
  const url = urlOf(path, init);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  // Every write carries a key, so the server stores it at most once however often it arrives.
  if (method !== 'GET') headers['Idempotency-Key'] = init.idempotencyKey ?? newIdempotencyKey();
  return send<T>(method, url, () =>
    fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    }),
  );
}

/** Sends, tells the observers what came back, and answers the body or throws the spec's error. */
async function send<T>(method: HttpMethod, path: string, fetchResponse: () => Promise<Response>): Promise<T> {
  const started = performance.now();
  const observe = (status: number, body: unknown) => {
    for (const observer of observers) observer({ method, path, status, milliseconds: Math.round(performance.now() - started), body });
  };
  let response: Response;
  try {
    response = await fetchResponse();
  } catch (error) {
    observe(0, String(error));
    // An abort is the caller's own doing, not a failure to show.
    throw error instanceof DOMException && error.name === 'AbortError' ? error : new NetworkError(error);
  }

  const body = response.status === 204 ? undefined : parseBody(await response.text());
  observe(response.status, body);
  if (response.status === 204) return undefined as T;
  // The session ended, here or elsewhere: the answers kept of it must not be shown to whoever signs in next.
  if (response.status === 401) await dropApiCache();
  if (!response.ok) {
    await loadApiErrorTexts();
    throw errorFromResponse(response.status, body);
  }
  return body as T;
}

/**
 * The api as the generated contract declares it: `api.get('/api/machines/{id}', { path: { id } })`
 * answers the contract's Machine; the path, its parameters, the body and the answer are all read
 * from `paths`, so no call names its answer's type and an undeclared one fails the type-check.
 */
export const api = {
  get: <P extends PathOf<'get'>>(path: P, ...[init]: InitArgument<P, 'get', ReadInit<P>>) => request<Answer<P, 'get'>>('GET', path, init as CallInit),
  post: <P extends PathOf<'post'>>(path: P, ...[init]: InitArgument<P, 'post', WriteInit<P, 'post'>>) =>
    request<Answer<P, 'post'>>('POST', path, init as CallInit),
  put: <P extends PathOf<'put'>>(path: P, ...[init]: InitArgument<P, 'put', WriteInit<P, 'put'>>) => request<Answer<P, 'put'>>('PUT', path, init as CallInit),
  delete: <P extends PathOf<'delete'>>(path: P, ...[init]: InitArgument<P, 'delete', WriteInit<P, 'delete'>>) =>
    request<Answer<P, 'delete'>>('DELETE', path, init as CallInit),
  /** A multipart POST (a file upload): the browser sets the content type with its boundary. */
  postForm: <P extends FormPath>(path: P, form: FormData) =>
    send<Answer<P, 'post'>>('POST', path, () =>
      fetch(path, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json', 'Idempotency-Key': newIdempotencyKey() }, body: form }),
    ),
};

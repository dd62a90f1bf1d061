/** The parts of a fetch Response the API client reads. jsdom has no Response class. */
export interface FakeResponse {
  ok: boolean;
  status: number;
  text: () => Promise<string>;
}

export function textResponse(status: number, text: string): FakeResponse {
  return { ok: status >= 200 && status < 300, status, text: async () => text };
}

export function jsonResponse(status: number, body?: unknown): FakeResponse {
  return textResponse(status, body === undefined ? '' : JSON.stringify(body));
}

type Handler = (url: string, init: RequestInit) => FakeResponse | Promise<FakeResponse>;

const originalFetch = globalThis.fetch;

/** Replaces global fetch for one test file; call restoreFetch() in afterEach. */
export function stubFetch(handler: Handler) {
  // The client always calls fetch(path, init), so calls are typed that way for assertions.
  const mock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>((input, init) => Promise.resolve(handler(String(input), init ?? {})));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function restoreFetch() {
  globalThis.fetch = originalFetch;
}

/** Answers one call, given its parsed JSON body and its url. */
export type ApiHandler = (body: unknown, url: string) => FakeResponse | Promise<FakeResponse>;

const keyOf = (url: string, init: RequestInit) => `${init.method ?? 'GET'} ${url}`;
const bodyOf = (init: RequestInit): unknown => (typeof init.body === 'string' ? JSON.parse(init.body) : undefined);

/**
 * Answers by "METHOD path" (query included) with a response or a handler; a key ending in "*"
 * matches by prefix. Anything not listed is a 404, so a test notices unexpected calls. Returns the
 * jest mock for assertions.
 */
export function routeFetch(routes: Record<string, FakeResponse | ApiHandler>) {
  return stubFetch((url, init) => {
    const key = keyOf(url, init);
    const route = routes[key] ?? Object.entries(routes).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    if (!route) return jsonResponse(404, { message: `No stub for ${key}` });
    return typeof route === 'function' ? route(bodyOf(init), url) : route;
  });
}

/** The calls made as "METHOD path", with their parsed bodies. */
export function callsTo(mock: ReturnType<typeof routeFetch>, key: string): unknown[] {
  return mock.mock.calls.filter(([url, init]) => keyOf(url, init) === key).map(([, init]) => bodyOf(init));
}

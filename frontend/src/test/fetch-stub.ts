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
  const mock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>((input, init) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function restoreFetch() {
  globalThis.fetch = originalFetch;
}

/** Answers by "METHOD path"; anything not listed is a 404, so a test notices unexpected calls. */
export function routeFetch(routes: Record<string, FakeResponse | (() => FakeResponse | Promise<FakeResponse>)>) {
  return stubFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) return jsonResponse(404, { error: `No stub for ${key}` });
    return typeof route === 'function' ? route() : route;
  });
}

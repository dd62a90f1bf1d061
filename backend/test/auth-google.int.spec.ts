import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { OidcTestProvider } from './support/oidc-test-provider.js';
import { startOidcTestProvider } from './support/oidc-test-provider.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const SESSION_COOKIE = 'hantelwerk.sid';
const CLIENT_ID = 'hantelwerk-test-client';
const CLIENT_SECRET = 'hantelwerk-test-secret';
const LENA = { sub: 'google-account-lena', email: 'lena@example.com', name: 'Lena Berg', picture: 'https://example.com/lena.png' };

describe('Google sign-in against a real OpenID provider', () => {
  let provider: OidcTestProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    const apiPort = await freePort();
    const publicUrl = `http://127.0.0.1:${apiPort}`;
    provider = await startOidcTestProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: `${publicUrl}/api/auth/google/callback`,
      account: LENA,
    });
    testApp = await startTestApp({
      PORT: String(apiPort),
      PUBLIC_URL: publicUrl,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      // as `npm start` runs with Google configured
      DEV_LOGIN: '0',
      GOOGLE_AUTH_URL: provider.authorizationUrl,
      GOOGLE_TOKEN_URL: provider.tokenUrl,
      GOOGLE_USERINFO_URL: provider.userInfoUrl,
      ADMIN_EMAILS: 'coach@example.com,lena@example.com',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it('signs in through the redirect dance with state and PKCE and opens a session for the admin account', async () => {
    const browser = new Browser();
    const { authorizationRequest, callback } = await travelToCallback(browser);

    expect(`${authorizationRequest.origin}${authorizationRequest.pathname}`).toBe(provider.authorizationUrl);
    const asked = authorizationRequest.searchParams;
    expect(asked.get('client_id')).toBe(CLIENT_ID);
    expect(asked.get('redirect_uri')).toBe(`${testApp.url}/api/auth/google/callback`);
    expect(asked.get('response_type')).toBe('code');
    expect(asked.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(asked.get('state')).toEqual(expect.any(String));
    expect(asked.get('code_challenge')).toEqual(expect.any(String));
    expect(asked.get('code_challenge_method')).toBe('S256');

    expect(`${callback.origin}${callback.pathname}`).toBe(`${testApp.url}/api/auth/google/callback`);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    expect(callback.searchParams.get('state')).toBe(asked.get('state'));

    const finished = await browser.get(callback);
    expect(finished.status).toBe(302);
    expect(finished.headers.get('location')).toBe('/');

    const me = await browser.get(`${testApp.url}/api/auth/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'lena@example.com',
      full_name: 'Lena Berg',
      picture: LENA.picture,
      hantel_currency: 100,
      role: 'admin',
    });
  });

  it('gives the browser a new session id at sign-in, and the id from before is worthless', async () => {
    const browser = new Browser();
    const { callback } = await travelToCallback(browser);
    const beforeCallback = browser.cookie(testApp.url, SESSION_COOKIE);
    expect(beforeCallback).toEqual(expect.any(String));

    expect((await browser.get(callback)).headers.get('location')).toBe('/');
    const afterCallback = browser.cookie(testApp.url, SESSION_COOKIE);

    expect(afterCallback).toEqual(expect.any(String));
    expect(afterCallback).not.toBe(beforeCallback);
    expect((await meWithSessionCookie(beforeCallback!)).status).toBe(401);
    expect((await meWithSessionCookie(afterCallback!)).status).toBe(200);
  });

  it('signing in again finds the same user and does not pay the welcome bonus twice', async () => {
    const first = await signInInFreshBrowser();
    const second = await signInInFreshBrowser();

    expect(second.id).toBe(first.id);
    expect(await countUsers()).toBe(1);
    expect(second.hantel_currency).toBe(100);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new Browser();
    const { callback } = await travelToCallback(browser);
    callback.searchParams.set('state', 'forged-state');

    const finished = await browser.get(callback);

    expect(finished.status).toBe(302);
    expect(finished.headers.get('location')).toBe('/?login_error=1');
    expect((await browser.get(`${testApp.url}/api/auth/me`)).status).toBe(401);
  });

  it('fails a callback without a code (the user cancelled at the provider) instead of starting over', async () => {
    const browser = new Browser();
    await travelToCallback(browser);

    const cancelled = await browser.get(`${testApp.url}/api/auth/google/callback?error=access_denied&state=x`);

    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get('location')).toBe('/?login_error=1');
    expect((await browser.get(`${testApp.url}/api/auth/me`)).status).toBe(401);
  });

  it('refuses a genuine callback opened in a browser that did not start the sign-in', async () => {
    // Login CSRF: an attacker's own code and state, planted in someone else's browser.
    const { callback } = await travelToCallback(new Browser());
    const victim = new Browser();

    const finished = await victim.get(callback);

    expect(finished.headers.get('location')).toBe('/?login_error=1');
    expect((await victim.get(`${testApp.url}/api/auth/me`)).status).toBe(401);
  });

  it('logs out with 204 and the old session cookie stops working', async () => {
    const browser = new Browser();
    await signIn(browser);
    const sessionCookie = browser.cookie(testApp.url, SESSION_COOKIE)!;
    expect((await meWithSessionCookie(sessionCookie)).status).toBe(200);

    const logout = await browser.post(`${testApp.url}/api/auth/logout`);

    expect(logout.status).toBe(204);
    expect((await meWithSessionCookie(sessionCookie)).status).toBe(401);
    expect((await browser.get(`${testApp.url}/api/auth/me`)).status).toBe(401);
  });

  it('offers no dev login while Google is configured', async () => {
    const devLogin = await new Browser().post(`${testApp.url}/api/auth/dev-login`, { email: 'lena@example.com', name: 'Lena Berg' });
    expect(devLogin.status).toBe(404);

    const providers = await new Browser().get(`${testApp.url}/api/auth/providers`);
    expect(await providers.json()).toEqual({ google: true, devLogin: false });
  });

  /**
   * Clicks "sign in" and follows the provider's redirects until the browser is sent back to the
   * api's callback, without opening it, so a test can look at or tamper with that last step.
   */
  async function travelToCallback(browser: Browser): Promise<{ authorizationRequest: URL; callback: URL }> {
    const login = await browser.get(`${testApp.url}/api/auth/login`);
    expect(login.status).toBe(302);
    const authorizationRequest = new URL(login.headers.get('location')!);
    let next = authorizationRequest;
    for (let hops = 0; next.origin !== testApp.url; hops++) {
      if (hops === 10) throw new Error('The provider kept redirecting');
      const response = await browser.get(next);
      if (response.status < 300 || response.status >= 400) {
        throw new Error(`The provider answered ${response.status} at ${next.pathname}: ${await response.text()}`);
      }
      next = new URL(response.headers.get('location')!, next);
    }
    return { authorizationRequest, callback: next };
  }

  async function signIn(browser: Browser): Promise<void> {
    const { callback } = await travelToCallback(browser);
    const finished = await browser.get(callback);
    expect(finished.headers.get('location')).toBe('/');
  }

  async function signInInFreshBrowser(): Promise<{ id: string; hantel_currency: number }> {
    const browser = new Browser();
    await signIn(browser);
    const me = await browser.get(`${testApp.url}/api/auth/me`);
    expect(me.status).toBe(200);
    return (await me.json()) as { id: string; hantel_currency: number };
  }

  function meWithSessionCookie(value: string): Promise<Response> {
    return fetch(`${testApp.url}/api/auth/me`, { headers: { cookie: `${SESSION_COOKIE}=${value}` } });
  }

  async function countUsers(): Promise<number> {
    const { rows } = await testApp.database.db.query<{ count: string }>('SELECT count(*) FROM users');
    return Number(rows[0]!.count);
  }
});

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * Just enough of a browser: follows nothing on its own, and keeps cookies per origin so the api's
 * and the provider's cookies never mix (both live on 127.0.0.1, only the ports differ).
 */
class Browser {
  private readonly jars = new Map<string, Map<string, StoredCookie>>();

  get(url: string | URL): Promise<Response> {
    return this.request(new URL(url), { method: 'GET' });
  }

  post(url: string | URL, body?: object): Promise<Response> {
    return this.request(new URL(url), {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(new URL(origin).origin)?.get(name)?.value;
  }

  private async request(url: URL, init: RequestInit): Promise<Response> {
    const jar = this.jarFor(url);
    const cookieHeader = [...jar]
      .filter(([, cookie]) => url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookieHeader) headers.set('cookie', cookieHeader);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) storeCookie(jar, setCookie);
    return response;
  }

  private jarFor(url: URL): Map<string, StoredCookie> {
    let jar = this.jars.get(url.origin);
    if (!jar) this.jars.set(url.origin, (jar = new Map()));
    return jar;
  }
}

function storeCookie(jar: Map<string, StoredCookie>, setCookie: string): void {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const separator = pair!.indexOf('=');
  const name = pair!.slice(0, separator);
  const value = pair!.slice(separator + 1);
  const attribute = (wanted: string) => attributes.find((candidate) => candidate.toLowerCase().startsWith(`${wanted}=`))?.slice(wanted.length + 1);
  const expires = attribute('expires');
  const removed = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
  if (removed) jar.delete(name);
  else jar.set(name, { value, path: attribute('path') ?? '/' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

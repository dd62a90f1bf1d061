import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestAccount {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export interface OidcTestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  account: TestAccount;
}

export interface OidcTestProvider {
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  close(): Promise<void>;
}

/** The slice of oidc-provider's API used here; the package ships no TypeScript types. */
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: Record<string, string | undefined> }>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options: { mergeWithLastSubmission: boolean }): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
}

interface OidcProviderModule {
  default: new (issuer: string, configuration: object) => OidcProvider;
  interactionPolicy: {
    base(): { add(prompt: unknown): void };
    Prompt: new (options: { name: string; requestable: boolean }) => unknown;
  };
}

/**
 * A real OpenID provider (node-oidc-provider) on a free port of 127.0.0.1 that stands in for
 * Google: one confidential client, one account, and an interaction step that signs that account
 * in and grants the requested scopes at once, so a test can walk the redirects without forms.
 */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const { default: Provider, interactionPolicy } = await importQuietly();

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Google accepts prompt=select_account (the api sends it); oidc-provider rejects prompts it
  // does not know, so the policy gets one that the interaction step resolves like Google would.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // passport-oauth2 (node-oauth) puts client_id and client_secret into the token request body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    routes: { authorization: '/auth', token: '/token', userinfo: '/userinfo' },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Stricter than the default (PKCE only for public clients), so a sign-in without PKCE fails.
    pkce: { required: () => true },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx: unknown, id: string) =>
      id === options.account.sub ? { accountId: id, claims: () => ({ ...options.account, email_verified: true }) } : undefined,
    // Explicit keys, cookie secrets, lifetimes and adapter instead of the quick-start defaults,
    // which each print a production notice.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    adapter: await memoryAdapter(),
    renderError: (ctx: { type: string; body: unknown }, out: object) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  });

  const providerCallback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      signInAndGrant(provider, options.account, req, res).catch((error: Error) => res.writeHead(500).end(error.message));
    } else {
      providerCallback(req, res);
    }
  };

  return {
    issuer,
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    userInfoUrl: `${issuer}/userinfo`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** What a user would do on the provider's pages: pick the account, log in, consent to every scope asked for. */
async function signInAndGrant(provider: OidcProvider, account: TestAccount, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { params } = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId: account.sub, clientId: params.client_id! });
  grant.addOIDCScope(params.scope ?? 'openid');
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { select_account: {}, login: { accountId: account.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function signingKey(): object {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', use: 'sig', alg: 'RS256' };
}

/** The package's own in-memory storage; only its implicit default prints a production warning. */
async function memoryAdapter(): Promise<unknown> {
  const specifier = 'oidc-provider/lib/adapters/memory_adapter.js';
  const { createMemoryAdapter } = (await import(specifier)) as { createMemoryAdapter(clockTolerance?: number): unknown };
  return createMemoryAdapter();
}

/**
 * oidc-provider prints an "unsupported runtime" notice when first loaded on Node 20; the tests run
 * there on purpose (the project supports >=20.19), so that one notice is swallowed. The specifier
 * is a variable because the package has no type declarations for TypeScript to resolve.
 */
async function importQuietly(): Promise<OidcProviderModule> {
  const specifier = 'oidc-provider';
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING: Unsupported runtime')) warn(...args);
  };
  try {
    return (await import(specifier)) as OidcProviderModule;
  } finally {
    console.warn = warn;
  }
}

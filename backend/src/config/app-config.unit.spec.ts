import { ConfigError, loadConfig } from './app-config.js';

const base = { DATABASE_URL: 'postgres://localhost/db' };

describe('loadConfig', () => {
  it('starts with nothing but a database in development, with local Redis and no dev login', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      redisUrl: 'redis://127.0.0.1:6379',
      publicUrl: 'http://localhost:3000',
      google: null,
      devLoginEnabled: false,
      queuePrefix: 'bull',
      host: '127.0.0.1',
    });
  });

  it('listens where HOST says, an address or a name', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '::' }).host).toBe('::');
    expect(loadConfig({ ...base, HOST: 'api.internal' }).host).toBe('api.internal');
    expect(() => loadConfig({ ...base, HOST: 'http://0.0.0.0' })).toThrow('HOST must be an IP address or a host name');
  });

  it('refuses a published or short session secret in production', () => {
    const production = { ...base, NODE_ENV: 'production' };
    const published = 'SESSION_SECRET is a published example, not a secret: set it to a long random string (e.g. openssl rand -hex 32)';
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'hantelwerk-dev-session-secret-not-for-production' })).toThrow(published);
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'CHANGE_ME_to_a_long_random_string' })).toThrow(published);
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'change-me-please-to-something-long-and-random' })).toThrow(published);
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'k'.repeat(31) })).toThrow('SESSION_SECRET must be set to at least 32 characters in production');
    expect(() => loadConfig(production)).toThrow('SESSION_SECRET must be set to at least 32 characters in production');
    expect(loadConfig({ ...production, SESSION_SECRET: '3f9a'.repeat(16) }).sessionSecret).toBe('3f9a'.repeat(16));
    // Outside production the built-in one is the default.
    expect(loadConfig(base).sessionSecret).toBe('hantelwerk-dev-session-secret-not-for-production');
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://x', PORT: 'abc', GOOGLE_CLIENT_ID: 'id' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a port number (got "abc")',
      'DATABASE_URL must be a postgres:// URL',
      'SESSION_SECRET must be set to at least 32 characters in production',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
  });

  it('offers dev login only when DEV_LOGIN=1 asks for it, on a loopback address outside production', () => {
    expect(loadConfig({ ...base, DEV_LOGIN: '1' }).devLoginEnabled).toBe(true);
    expect(loadConfig({ ...base, DEV_LOGIN: '1', PUBLIC_URL: 'http://127.0.0.1:4000' }).devLoginEnabled).toBe(true);
    expect(loadConfig({ ...base, DEV_LOGIN: '1', PUBLIC_URL: 'http://[::1]:4000' }).devLoginEnabled).toBe(true);
    expect(loadConfig({ ...base, DEV_LOGIN: '0' }).devLoginEnabled).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).devLoginEnabled).toBe(false);
  });

  it('refuses to start with dev login in production or on an address others can reach', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ ...base, DEV_LOGIN: '1', NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow('DEV_LOGIN=1 is refused in production');
    expect(() => loadConfig({ ...base, DEV_LOGIN: '1', PUBLIC_URL: 'https://gym.example.com' })).toThrow(
      'DEV_LOGIN=1 needs a loopback PUBLIC_URL (localhost, 127.0.0.1 or [::1]; got "https://gym.example.com")',
    );
    expect(() => loadConfig({ ...base, DEV_LOGIN: '1', PUBLIC_URL: 'http://localhost.evil.example' })).toThrow('DEV_LOGIN=1 needs a loopback PUBLIC_URL');
    expect(() => loadConfig({ ...base, DEV_LOGIN: 'yes' })).toThrow('DEV_LOGIN must be 0 or 1 (got "yes")');
  });

  it('treats empty variables as unset, as compose passes them', () => {
    expect(loadConfig({ ...base, PORT: '', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' })).toMatchObject({ port: 3000, google: null });
  });

  it('normalises admin e-mails', () => {
    expect(loadConfig({ ...base, ADMIN_EMAILS: ' Anna@Example.com, ,bob@example.com' }).adminEmails).toEqual(['anna@example.com', 'bob@example.com']);
  });

  it('uses the offline coach unless an OpenAI key is set', () => {
    expect(loadConfig(base).openai).toBeNull();
    expect(loadConfig({ ...base, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', OPENAI_MODEL: '' }).openai).toBeNull();
    expect(loadConfig({ ...base, OPENAI_API_KEY: 'sk-test' }).openai).toEqual({ apiKey: 'sk-test', baseUrl: null, model: 'gpt-4o-mini' });
    expect(loadConfig({ ...base, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1/', OPENAI_MODEL: 'llama3' }).openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'llama3',
    });
  });

  it('refuses an OpenAI base URL that is not http(s), or one without a key', () => {
    expect(() => loadConfig({ ...base, OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'ftp://x' })).toThrow('OPENAI_BASE_URL must be an http(s) URL');
    expect(() => loadConfig({ ...base, OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toThrow('OPENAI_BASE_URL needs OPENAI_API_KEY');
  });

  it('reads worker settings and the analysis debounce, with sane defaults and limits', () => {
    expect(loadConfig(base)).toMatchObject({ worker: { concurrency: 32, lockMs: 5000 }, analysisDebounceMs: 20000 });
    expect(loadConfig({ ...base, WORKER_CONCURRENCY: '8', JOB_LOCK_MS: '2000', ANALYSIS_DEBOUNCE_MS: '0' })).toMatchObject({
      worker: { concurrency: 8, lockMs: 2000 },
      analysisDebounceMs: 0,
    });
    expect(() => loadConfig({ ...base, WORKER_CONCURRENCY: '0' })).toThrow('WORKER_CONCURRENCY must be a whole number from 1 to 64 (got "0")');
    expect(() => loadConfig({ ...base, JOB_LOCK_MS: 'soon' })).toThrow('JOB_LOCK_MS must be a whole number');
  });
});

import { ConfigError, loadConfig } from './app-config.js';

const base = { DATABASE_URL: 'postgres://localhost/db' };

describe('loadConfig', () => {
  it('starts with nothing but a database in development, with dev login and local Redis', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      redisUrl: 'redis://127.0.0.1:6379',
      publicUrl: 'http://localhost:3000',
      google: null,
      devLoginEnabled: true,
      queuePrefix: 'bull',
    });
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

  it('never offers dev login in production, nor when Google is configured', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: secret }).devLoginEnabled).toBe(false);
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).devLoginEnabled).toBe(false);
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
    expect(loadConfig(base)).toMatchObject({ worker: { concurrency: 32, lockMs: 30000 }, analysisDebounceMs: 20000 });
    expect(loadConfig({ ...base, WORKER_CONCURRENCY: '8', JOB_LOCK_MS: '2000', ANALYSIS_DEBOUNCE_MS: '0' })).toMatchObject({
      worker: { concurrency: 8, lockMs: 2000 },
      analysisDebounceMs: 0,
    });
    expect(() => loadConfig({ ...base, WORKER_CONCURRENCY: '0' })).toThrow('WORKER_CONCURRENCY must be a whole number from 1 to 64 (got "0")');
    expect(() => loadConfig({ ...base, JOB_LOCK_MS: 'soon' })).toThrow('JOB_LOCK_MS must be a whole number');
  });
});

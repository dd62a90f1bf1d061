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
    expect(loadConfig({ ...base, ADMIN_EMAILS: ' Anna@Example.com, ,bob@example.com' }).adminEmails).toEqual([
      'anna@example.com',
      'bob@example.com',
    ]);
  });
});

import { loadConfig } from './app-config.js';

const base = { DATABASE_URL: 'postgres://localhost/db' };

describe('rate limits in the configuration', () => {
  it('has defaults a lifter never meets on writes, and reads points/seconds', () => {
    expect(loadConfig(base).rateLimits).toEqual({
      chat: { points: 20, windowSeconds: 600 },
      ai: { points: 30, windowSeconds: 600 },
      conversations: { points: 30, windowSeconds: 600 },
      writes: { points: 600, windowSeconds: 60 },
      'sign-in': { points: 30, windowSeconds: 600 },
      uploads: { points: 30, windowSeconds: 3600 },
      imports: { points: 20, windowSeconds: 3600 },
    });
    expect(loadConfig({ ...base, RATE_LIMIT_WRITES: '5/1', RATE_LIMIT_SIGN_IN: '' }).rateLimits).toMatchObject({
      writes: { points: 5, windowSeconds: 1 },
      'sign-in': { points: 30, windowSeconds: 600 },
    });
  });

  it('refuses a limit that is not points/seconds', () => {
    expect(() => loadConfig({ ...base, RATE_LIMIT_CHAT: '20' })).toThrow('RATE_LIMIT_CHAT must be points/seconds, e.g. 20/600 (got "20")');
    expect(() => loadConfig({ ...base, RATE_LIMIT_AI: '0/60' })).toThrow('RATE_LIMIT_AI must be points/seconds');
    expect(() => loadConfig({ ...base, AI_JOBS_WAITING_PER_USER: '0' })).toThrow('AI_JOBS_WAITING_PER_USER must be a whole number from 1 to 100');
  });
});

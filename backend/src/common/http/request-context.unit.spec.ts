import { accessLogLine } from './request-context.js';

describe('accessLogLine', () => {
  it('logs the path and the route, never the query string', () => {
    const line = accessLogLine(
      { method: 'GET', originalUrl: '/api/auth/google/callback?code=4%2F0Ab-secret&state=xyz', requestId: 'r1', route: { path: '/api/auth/google/callback' } },
      302,
      12,
    );
    expect(line).toBe('GET /api/auth/google/callback 302 12ms [r1]');
    expect(accessLogLine({ method: 'GET', originalUrl: '/api/users?filter=lena%40example.com', requestId: 'r2' }, 200, 3)).toBe('GET /api/users 200 3ms [r2]');
  });

  it('names the route a path matched', () => {
    const line = accessLogLine({ method: 'DELETE', originalUrl: '/api/workouts/7f1c?x=1', requestId: 'r3', route: { path: '/api/workouts/:id' } }, 204, 5);
    expect(line).toBe('DELETE /api/workouts/7f1c (/api/workouts/:id) 204 5ms [r3]');
  });
});

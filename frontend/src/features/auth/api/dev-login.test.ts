import { QueryClient } from '@tanstack/react-query';
import { claimApiCache } from '../../../lib/api-cache';
import { restoreCaches, stubCaches } from '../../../test/cache-stub';
import { jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { newUser } from '../../../test/fixtures';
import { dashboardKey, queryKeys } from '../../../lib/query-keys';
import { devLogin, startSession } from './dev-login';

describe('signing in without a reload', () => {
  it('forgets every answer kept from before and keeps only the new user', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(dashboardKey, { totals: { workouts: 12 } });
    queryClient.setQueryData([...queryKeys.workoutEntries, 'someone-else'], [{ id: 'e1' }]);
    const user = newUser({ email: 'neu@example.com' });

    startSession(queryClient, user);

    expect(queryClient.getQueryData(dashboardKey)).toBeUndefined();
    expect(queryClient.getQueryData([...queryKeys.workoutEntries, 'someone-else'])).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.user)).toEqual(user);
    queryClient.clear();
  });
});

describe('signing in on a phone another lifter used', () => {
  afterEach(() => {
    restoreFetch();
    restoreCaches();
    localStorage.clear();
  });

  it('drops what the service worker kept for the other lifter before answering the new user', async () => {
    const deleted = stubCaches();
    await claimApiCache('someone-else');
    deleted.mockClear();
    const user = newUser({ email: 'neu@example.com' });
    routeFetch({ 'POST /api/auth/dev-login': jsonResponse(201, user) });

    await expect(devLogin({ email: user.email, name: 'Neu' })).resolves.toEqual(user);
    expect(deleted).toHaveBeenCalledWith('hantelwerk-api');
  });
});

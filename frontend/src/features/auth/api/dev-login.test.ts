import { QueryClient } from '@tanstack/react-query';
import { newUser } from '../../../test/fixtures';
import { dashboardKey, queryKeys } from '../../../lib/query-keys';
import { startSession } from './dev-login';

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

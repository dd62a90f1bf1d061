import { queryKeys } from './query-keys';

it('uses the cache keys as the spec names them', () => {
  expect(Object.values(queryKeys).map((key) => key[0])).toEqual(['machines', 'workoutEntries', 'user', 'feedback', 'trainingPlans']);
});

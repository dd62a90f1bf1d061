import { queryKeys } from './query-keys';

it('has exactly the cache keys the spec names', () => {
  expect(Object.values(queryKeys).map((key) => key[0])).toEqual(['machines', 'workoutEntries', 'trainingPlans', 'user', 'feedback']);
});

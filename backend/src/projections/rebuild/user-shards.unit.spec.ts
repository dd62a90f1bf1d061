import { userShards } from './user-shards.js';

const users = (...events: number[]) => events.map((count, index) => ({ userId: `u${index}`, events: count }));

describe('user shards of a rebuild', () => {
  it('groups users in order into ranges of about the given number of events', () => {
    expect(userShards(users(3, 3, 3, 3, 3), 6)).toEqual([
      { first: 'u0', last: 'u1' },
      { first: 'u2', last: 'u3' },
      { first: 'u4', last: 'u4' },
    ]);
  });

  it('keeps a user with more events than a shard whole, alone', () => {
    expect(userShards(users(1, 10, 1), 5)).toEqual([
      { first: 'u0', last: 'u0' },
      { first: 'u1', last: 'u1' },
      { first: 'u2', last: 'u2' },
    ]);
  });

  it('has no shard without users', () => {
    expect(userShards([], 5)).toEqual([]);
  });
});

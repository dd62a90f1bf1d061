import { idempotentId } from './idempotent-id.js';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotentId', () => {
  it('derives the same UUIDv5 from the same user, scope and key', () => {
    const id = idempotentId('k-1', 'workout', 'user-a');
    expect(id).toMatch(UUID_V5);
    expect(idempotentId('k-1', 'workout', 'user-a')).toBe(id);
  });

  it('differs by user, by scope and by key', () => {
    const id = idempotentId('k-1', 'workout', 'user-a');
    expect(idempotentId('k-1', 'workout', 'user-b')).not.toBe(id);
    expect(idempotentId('k-1', 'machine', 'user-a')).not.toBe(id);
    expect(idempotentId('k-2', 'workout', 'user-a')).not.toBe(id);
  });

  it('gives a fresh random id without a key', () => {
    expect(idempotentId(null, 'workout', 'user-a')).not.toBe(idempotentId(null, 'workout', 'user-a'));
  });
});

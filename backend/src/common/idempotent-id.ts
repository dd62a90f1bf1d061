import { createHash, randomUUID } from 'node:crypto';

/**
 * The namespace of ids derived from a client's Idempotency-Key (a random UUID, fixed forever:
 * changing it would give a replayed request a new id and so a second set).
 */
const NAMESPACE = Buffer.from('6f1b8c2e4d7a4e0b9c3f5a1d2e8b7c40', 'hex');

/** RFC 9562 UUIDv5: SHA-1 of namespace and name, with the version and variant bits set. */
function uuidV5(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of what a write creates. With an Idempotency-Key it is derived from the user, the kind of
 * thing and the key, so a retried or replayed request names the same stream: the event store's
 * append at version 0 lets only one of them create it, and the others find it and answer with it.
 * Without a key every request creates something new.
 */
export function idempotentId(key: string | null, scope: string, userId: string): string {
  return key === null ? randomUUID() : uuidV5(`${scope}\u0000${userId}\u0000${key}`);
}

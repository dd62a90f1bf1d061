/**
 * The service worker keeps the last answers of the reads the app needs offline and answers from
 * them without network (vite.config.ts), whoever's session fetched them. On a shared phone they
 * must never reach the next lifter: the user they belong to is noted beside them, and they are
 * dropped when a session ends and when another user's session begins on this device.
 */
const API_CACHE = 'hantelwerk-api';

const OWNER_KEY = 'apiCacheOwner';

// Drops and claims run one after the other: a claim must not read the owner a drop is about to change.
let queue: Promise<void> = Promise.resolve();
function inTurn(step: () => Promise<void>): Promise<void> {
  const done = queue.then(step);
  queue = done.catch(() => undefined);
  return done;
}

async function deleteCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE).catch(() => false);
}

/** A session ended (signed out here or elsewhere, expired, the account deleted): what was kept of it goes. */
export function dropApiCache(): Promise<void> {
  return inTurn(async () => {
    await deleteCache();
    localStorage.removeItem(OWNER_KEY);
  });
}

/**
 * The signed-in user is known: from now on the cache is theirs. Kept for its owner; anything else
 * goes before the app reads from it, also what came in since a drop: an answer of the ended
 * session may have been written just after it. A new lifter's first answers go with it, which
 * costs only a reload offline in the first seconds after signing in.
 */
export function claimApiCache(userId: string): Promise<void> {
  return inTurn(async () => {
    if (localStorage.getItem(OWNER_KEY) === userId) return;
    await deleteCache();
    localStorage.setItem(OWNER_KEY, userId);
  });
}

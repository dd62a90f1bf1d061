/** Where the ids of sets sent from the outbox are kept, by the key they waited under. */
const SENT_SET_IDS_KEY = 'sentSetIds';
/** A training's sets and then some: older keys are no longer asked about. */
const KEPT = 200;

function read(): [string, string][] {
  try {
    const value = JSON.parse(localStorage.getItem(SENT_SET_IDS_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2) : [];
  } catch {
    return [];
  }
}

/**
 * A set logged offline is known by its outbox key until it is sent; the training sheet still holds
 * that key when the lifter edits or un-checks the set later, so the id the server gave it is kept.
 */
export function rememberSentSet(key: string, id: string): void {
  const pairs = read().filter(([known]) => known !== key);
  localStorage.setItem(SENT_SET_IDS_KEY, JSON.stringify([...pairs, [key, id]].slice(-KEPT)));
}

/** The server's id of a set, given its id or the outbox key it was logged under. */
export const sentSetId = (ref: string): string => read().find(([key]) => key === ref)?.[1] ?? ref;

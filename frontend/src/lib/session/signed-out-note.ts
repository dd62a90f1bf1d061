/**
 * What the login screen says after the app signed the lifter out on purpose. Kept in
 * sessionStorage because signing out reloads the page (api/logout.ts); shown once, then cleared.
 */
const NOTE_KEY = 'signedOutNote';

export type SignedOutNote = 'accountDeleted';

export function leaveSignedOutNote(note: SignedOutNote): void {
  sessionStorage.setItem(NOTE_KEY, note);
}

export function readSignedOutNote(): SignedOutNote | null {
  return sessionStorage.getItem(NOTE_KEY) === 'accountDeleted' ? 'accountDeleted' : null;
}

export function clearSignedOutNote(): void {
  sessionStorage.removeItem(NOTE_KEY);
}

/** Spec §9: notes are clamped to 3 lines; longer ones (over 150 characters) get a toggle. */
export const NOTE_CLAMP_LINES = 3;
export const NOTE_CLAMP_CHARACTERS = 150;

export function noteNeedsToggle(note: string): boolean {
  return note.length > NOTE_CLAMP_CHARACTERS || note.split(/\r\n|\r|\n/).length > NOTE_CLAMP_LINES;
}

import type { LimitKind } from '../../config/rate-limits.js';
import { waitingTime } from '../../common/http/retry-later.js';

/**
 * What a user reads when a limit is reached. Model-backed functions start with "Rate limit", which
 * the spec's client looks for to cache an empty categorisation instead of asking again.
 */
export function limitMessage(kind: LimitKind, retryAfterSeconds: number): string {
  const wait = `Bitte warte ${waitingTime(retryAfterSeconds)} und versuche es dann erneut.`;
  switch (kind) {
    case 'chat':
      return `Du hast in kurzer Zeit sehr viele Nachrichten geschickt. ${wait}`;
    case 'ai':
      return `Rate limit: Du hast den KI-Coach in kurzer Zeit sehr oft beauftragt. ${wait}`;
    case 'conversations':
      return `Du hast in kurzer Zeit sehr viele Unterhaltungen begonnen. ${wait}`;
    case 'writes':
      return `Du hast in kurzer Zeit sehr viele Änderungen geschickt. ${wait}`;
    case 'sign-in':
      return `Von dieser Adresse gab es in kurzer Zeit sehr viele Anmeldungen. ${wait}`;
    case 'uploads':
      return `Du hast in kurzer Zeit sehr viele Bilder hochgeladen. ${wait}`;
    default: {
      const unknownKind: never = kind;
      return unknownKind;
    }
  }
}

/** The chat is open in more windows than the limit: the extra one falls back to asking every second. */
export function streamLimitMessage(perUser: number, retryAfterSeconds: number): string {
  return (
    `Du hast den Chat in mehr als ${perUser} Fenstern gleichzeitig geöffnet. Schließe eines davon oder warte ${waitingTime(retryAfterSeconds)}; ` +
    'bis dahin aktualisiert sich dieses Fenster jede Sekunde.'
  );
}

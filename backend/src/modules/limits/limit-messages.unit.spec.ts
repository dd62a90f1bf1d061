import { wordError } from '../../common/error-catalogue.js';
import type { ErrorParams } from '../../common/error-catalogue.js';
import { LIMIT_KINDS } from '../../config/rate-limits.js';
import { LIMIT_ERRORS } from './errors.js';
import { limitReached, streamLimitReached } from './limit-messages.js';
import type { RetryLaterException } from '../../common/http/retry-later.js';

const wording = (refusal: RetryLaterException) => {
  const { code, params } = refusal.getResponse() as { code: string; params: ErrorParams };
  return wordError(LIMIT_ERRORS, code, params);
};

describe('limitReached', () => {
  it('says in German how long to wait, for every kind of limit', () => {
    for (const kind of LIMIT_KINDS) expect(wording(limitReached(kind, 30))).toMatch(/Bitte warte 30 Sekunden und versuche es dann erneut\.$/);
    expect(wording(limitReached('chat', 1))).toContain('Bitte warte 1 Sekunde ');
    expect(wording(limitReached('chat', 540))).toContain('Bitte warte etwa 9 Minuten ');
  });

  it('gives every kind of limit its own code, and the seconds in the body', () => {
    const codes = LIMIT_KINDS.map((kind) => (limitReached(kind, 30).getResponse() as { code: string }).code);
    expect(new Set(codes).size).toBe(LIMIT_KINDS.length);
    expect(limitReached('writes', 30).getResponse()).toMatchObject({ code: 'limit.writes', details: { retry_after_seconds: 30, limit: 'writes' } });
  });

  it('keeps the words the spec client looks for on model-backed functions', () => {
    expect(wording(limitReached('ai', 60))).toMatch(/^Rate limit: /);
  });

  it('says how many chat windows may stream, and that the extra one polls', () => {
    expect(wording(streamLimitReached(5, 12))).toBe(
      'Du hast den Chat in mehr als 5 Fenstern gleichzeitig geöffnet. Schließe eines davon oder warte 12 Sekunden; bis dahin aktualisiert sich dieses Fenster jede Sekunde.',
    );
  });
});

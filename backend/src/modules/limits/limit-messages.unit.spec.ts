import { LIMIT_KINDS } from '../../config/rate-limits.js';
import { limitMessage, streamLimitMessage } from './limit-messages.js';

describe('limitMessage', () => {
  it('says in German how long to wait, for every kind of limit', () => {
    for (const kind of LIMIT_KINDS) expect(limitMessage(kind, 30)).toMatch(/Bitte warte 30 Sekunden und versuche es dann erneut\.$/);
    expect(limitMessage('chat', 1)).toContain('Bitte warte 1 Sekunde ');
    expect(limitMessage('chat', 540)).toContain('Bitte warte etwa 9 Minuten ');
  });

  it('keeps the words the spec client looks for on model-backed functions', () => {
    expect(limitMessage('ai', 60)).toMatch(/^Rate limit: /);
  });

  it('says how many chat windows may stream, and that the extra one polls', () => {
    expect(streamLimitMessage(5, 12)).toBe(
      'Du hast den Chat in mehr als 5 Fenstern gleichzeitig geöffnet. Schließe eines davon oder warte 12 Sekunden; bis dahin aktualisiert sich dieses Fenster jede Sekunde.',
    );
  });
});

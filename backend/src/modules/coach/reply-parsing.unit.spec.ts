import { parseCategoryReply, parseToolArguments, stripCodeFence } from './reply-parsing.js';

describe('categorisation reply parsing (spec section 5)', () => {
  it('reads a plain comma-separated list', () => {
    expect(parseCategoryReply('Brust, Arme')).toEqual(['Brust', 'Arme']);
  });

  it('accepts only the eight categories and drops everything else', () => {
    expect(parseCategoryReply('Brust, Trizeps, Cardio, Schultern, Nacken')).toEqual(['Brust', 'Schultern']);
  });

  it('removes duplicates and keeps the order the model gave', () => {
    expect(parseCategoryReply('Beine, Rücken, beine, RÜCKEN')).toEqual(['Beine', 'Rücken']);
  });

  it('treats a reply containing "keine" as no categories', () => {
    expect(parseCategoryReply('keine')).toEqual([]);
    expect(parseCategoryReply('Keine passende Kategorie – vielleicht Ausdauer?')).toEqual([]);
  });

  it('reads categories out of sentences, fenced JSON and broken JSON', () => {
    expect(parseCategoryReply('Die Übung gehört zu Bauch und Ganzkörper.')).toEqual(['Bauch', 'Ganzkörper']);
    expect(parseCategoryReply('```json\n{"categories": ["Rücken", "Arme"]}\n```')).toEqual(['Rücken', 'Arme']);
    expect(parseCategoryReply('{"categories": ["Schultern", "Brust"')).toEqual(['Schultern', 'Brust']);
  });

  it('understands spelled-out umlauts but not category words inside other words', () => {
    expect(parseCategoryReply('Ruecken, Ganzkoerper')).toEqual(['Rücken', 'Ganzkörper']);
    expect(parseCategoryReply('Brustpresse')).toEqual([]);
  });

  it('strips code fences and parses tool arguments, tolerating broken JSON', () => {
    expect(stripCodeFence('```markdown\nHallo\n```')).toBe('Hallo');
    expect(stripCodeFence('  Hallo  ')).toBe('Hallo');
    expect(parseToolArguments('{"exercise_name": "Bankdrücken"}')).toEqual({ exercise_name: 'Bankdrücken' });
    expect(parseToolArguments('{"exercise_name": "Bank')).toEqual({});
    expect(parseToolArguments('[1,2]')).toEqual({});
  });
});

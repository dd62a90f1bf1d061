import { MAX_NESTING, inputProblem } from './storable-input.js';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

describe('inputProblem', () => {
  it('refuses keys that aim at a prototype, at any depth', () => {
    expect(inputProblem(JSON.parse('{"__proto__": {"role": "admin"}}'))).toBe('prototype-key');
    expect(inputProblem({ params: { constructor: { prototype: {} } } })).toBe('prototype-key');
    expect(inputProblem({ text: '__proto__ constructor prototype' })).toBeNull();
  });

  it('accepts what Postgres can store, up to the nesting limit', () => {
    expect(inputProblem({ name: 'Bankdrücken 💪', categories: ['Brust'], sets: [{ reps: 5 }] })).toBeNull();
    expect(inputProblem(nested(MAX_NESTING))).toBeNull();
    expect(inputProblem(undefined)).toBeNull();
  });

  it('refuses a body nested deeper than the limit, however deep, without overflowing the stack', () => {
    expect(inputProblem(nested(MAX_NESTING + 1))).toBe('too-deep');
    expect(inputProblem(nested(200_000))).toBe('too-deep');
  });

  it('refuses U+0000 and half surrogate pairs, in values and in keys', () => {
    expect(inputProblem({ notes: 'a\u0000b' })).toBe('nul');
    expect(inputProblem({ ['k\u0000']: 1 })).toBe('nul');
    expect(inputProblem({ notes: ['ok', 'x\ud800'] })).toBe('malformed-unicode');
    expect(inputProblem({ notes: '\udc00 trailing' })).toBe('malformed-unicode');
    expect(inputProblem({ ['\ud83d']: 1 })).toBe('malformed-unicode');
    expect(inputProblem({ notes: '\ud83d\udcaa' })).toBeNull();
  });
});

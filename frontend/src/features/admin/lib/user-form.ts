/**
 * The auth debug page's user form (spec §2): id fields read-only, booleans as true/false selects,
 * lists and maps as JSON, numbers as numbers, everything else as text. Pure, so it is tested
 * without a browser.
 */
export type FieldKind = 'readonly' | 'boolean' | 'json' | 'number' | 'text';

/** Number fields of the User (spec §3) that may be empty, so their value alone cannot tell. */
const NUMBER_FIELDS = new Set(['hantel_currency', 'body_weight', 'current_streak', 'last_completed_training_day_number', 'plan_generation_attempts']);

export function fieldKind(name: string, value: unknown): FieldKind {
  if (name === 'id' || name.endsWith('_id')) return 'readonly';
  if (typeof value === 'boolean') return 'boolean';
  if (NUMBER_FIELDS.has(name) || typeof value === 'number') return 'number';
  if (value !== null && typeof value === 'object') return 'json';
  return 'text';
}

/** What each input shows at first. */
export function formValues(user: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(user).map(([name, value]) => {
      const kind = fieldKind(name, value);
      if (value === null || value === undefined) return [name, ''];
      return [name, kind === 'json' ? JSON.stringify(value, null, 2) : String(value)];
    }),
  );
}

export type FieldProblem = 'number' | 'json';

/** The fields whose typed value differs from the user's, and the inputs that are not a valid value of their kind. */
export function changedFields(
  user: Record<string, unknown>,
  values: Record<string, string>,
): { changes: Record<string, unknown>; problems: Record<string, FieldProblem> } {
  const changes: Record<string, unknown> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const [name, original] of Object.entries(user)) {
    const kind = fieldKind(name, original);
    const input = values[name];
    if (kind === 'readonly' || input === undefined) continue;
    const parsed = parse(kind, input, original);
    if (parsed === INVALID) {
      problems[name] = kind as FieldProblem;
      continue;
    }
    if (JSON.stringify(parsed) !== JSON.stringify(original ?? null)) changes[name] = parsed;
  }
  return { changes, problems };
}

const INVALID = Symbol('invalid');

function parse(kind: Exclude<FieldKind, 'readonly'>, input: string, original: unknown): unknown {
  const trimmed = input.trim();
  switch (kind) {
    case 'boolean':
      return input === 'true';
    case 'number':
      if (trimmed === '') return null;
      return Number.isFinite(Number(trimmed.replace(',', '.'))) ? Number(trimmed.replace(',', '.')) : INVALID;
    case 'json':
      try {
        return JSON.parse(trimmed === '' ? 'null' : trimmed) as unknown;
      } catch {
        return INVALID;
      }
    case 'text':
      return input === '' && original === null ? null : input;
  }
}

/**
 * Checks of the shapes the coach's data files share: lists of folded words, and tables of names
 * the code knows with their words or patterns. Each returns what is wrong, for the DataFileError
 * that stops the start, or what it read.
 */

/** Folded words as the coach compares them (lower case, ä → ae, no ß): "schmerz", "wie viel". */
export const FOLDED_WORDS = /^[a-z]+(?: [a-z]+)*$/;

/**
 * What is wrong with a list of words, or null: each entry a string as `word` tests it (folded
 * words, a `stem*`, a phrase), so a term with an umlaut or a capital, which could never match the
 * folded question, is refused at the start instead of silently matching nothing.
 */
export function wordListProblem(value: unknown, word: RegExp = FOLDED_WORDS): string | null {
  if (!Array.isArray(value) || value.length === 0) return 'needs a list of words';
  const bad = value.find((entry) => typeof entry !== 'string' || !word.test(entry));
  return bad === undefined ? null : `${JSON.stringify(bad)} is no folded word (lower case, ä as ae)`;
}

/** The regular expression a pattern of a data file spells, or what is wrong with it. */
function patternOf(source: unknown): RegExp | string {
  if (typeof source !== 'string') return 'needs a pattern (a string)';
  try {
    return new RegExp(source);
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * An object of names (of a list the code knows, such as the body parts) and their word lists, as
 * entries in the file's order, or what is wrong with it: `what` names the object in the message.
 */
export function wordTable<Name extends string>(value: unknown, names: readonly Name[], what: string, word: RegExp = FOLDED_WORDS): string | [Name, string[]][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `needs ${what}, an object of names and their words`;
  for (const [name, words] of Object.entries(value)) {
    if (!(names as readonly string[]).includes(name)) return `${what}: unknown ${name} (known: ${names.join(', ')})`;
    const problem = wordListProblem(words, word);
    if (problem) return `${what}.${name}: ${problem}`;
  }
  return Object.entries(value) as [Name, string[]][];
}

/** The same for an object of names and their patterns, each a regular expression's source: one for every name. */
export function patternTable<Name extends string>(value: unknown, names: readonly Name[], what: string): string | [Name, RegExp][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `needs ${what}, an object of names and their patterns`;
  const missing = names.filter((name) => !(name in value));
  if (missing.length > 0) return `${what}: no pattern for ${missing.join(', ')}`;
  const table: [Name, RegExp][] = [];
  for (const [name, source] of Object.entries(value)) {
    if (!(names as readonly string[]).includes(name)) return `${what}: unknown ${name} (known: ${names.join(', ')})`;
    const pattern = patternOf(source);
    if (typeof pattern === 'string') return `${what}.${name}: ${pattern}`;
    table.push([name as Name, pattern]);
  }
  return table;
}

/** A check's answer from a table reader's: what is wrong, or the table. */
export function checked<Table extends object>(table: string | Table): string | { ok: Table } {
  return typeof table === 'string' ? table : { ok: table };
}

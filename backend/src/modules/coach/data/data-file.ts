import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A data file that does not hold what the coach needs: its path and what is wrong, to stop the start with. */
export class DataFileError extends Error {
  constructor(file: string, problem: string) {
    super(`Coach data file ${file} is broken: ${problem}`);
    this.name = 'DataFileError';
  }
}

/**
 * Reads one of the coach's JSON files beside this one (the build copies them into dist) and
 * checks it with `check`, which returns what is wrong or the typed content. Read once, when the
 * module that needs it loads, so a broken file stops the start instead of the first answer.
 */
export function loadDataFile<Content>(name: string, check: (content: unknown) => string | { ok: Content }): Content {
  const url = new URL(`./${name}`, import.meta.url);
  const file = fileURLToPath(url);
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(url, 'utf8'));
  } catch (error) {
    throw new DataFileError(file, (error as Error).message);
  }
  const checked = check(content);
  if (typeof checked === 'string') throw new DataFileError(file, checked);
  return checked.ok;
}

import type { Language, Texts } from '../language.js';

const LANGUAGES: readonly Language[] = ['de', 'en'];

/**
 * A table of answer texts from a data file, or what is wrong with it: an answer for every name
 * (a health concern, a topic) and no other, each in German and English as a list of paragraphs,
 * which the answer joins with a blank line (markdown), so one paragraph is one line to edit.
 */
export function answerTable<Name extends string>(value: unknown, names: readonly Name[], what: string): string | Record<Name, Texts> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `needs ${what}, an object of names and their answers`;
  const missing = names.filter((name) => !(name in value));
  if (missing.length > 0) return `${what}: no answer for ${missing.join(', ')}`;
  const table: Partial<Record<Name, Texts>> = {};
  for (const [name, answer] of Object.entries(value as Record<string, Partial<Record<Language, unknown>>>)) {
    if (!(names as readonly string[]).includes(name)) return `${what}: unknown ${name} (known: ${names.join(', ')})`;
    for (const language of LANGUAGES) {
      const paragraphs = answer?.[language];
      if (!Array.isArray(paragraphs) || paragraphs.length === 0 || !paragraphs.every((paragraph) => typeof paragraph === 'string' && paragraph.trim() !== ''))
        return `${what}.${name}.${language}: needs a list of paragraphs, none empty`;
    }
    table[name as Name] = { de: (answer.de as string[]).join('\n\n'), en: (answer.en as string[]).join('\n\n') };
  }
  return table as Record<Name, Texts>;
}

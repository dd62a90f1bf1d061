import { loadDataFile } from '../../data/data-file.js';
import type { Language } from '../language.js';
import { normaliseText } from '../normalise.js';

/**
 * Common gym facts (equipment, splits, warm-up, progression schemes, terms like e1RM or deload)
 * as a data file, data/gym-facts.json: each fact's patterns (on the normalised question) and its
 * answer in German and English. Narrow patterns, as a fact is answered before the classifier's
 * intents, which would give an unrelated answer to such a question.
 */
interface GymFact {
  id: string;
  match: RegExp[];
  de: string;
  en: string;
}

const FACTS = loadDataFile<GymFact[]>('gym-facts.json', (content) => {
  if (!Array.isArray(content)) return 'not a list';
  const facts: GymFact[] = [];
  for (const entry of content as Record<string, unknown>[]) {
    const { id, match, de, en } = entry;
    if (typeof id !== 'string' || !Array.isArray(match) || typeof de !== 'string' || typeof en !== 'string')
      return `entry ${String(id)} lacks id, match, de or en`;
    try {
      facts.push({ id, match: match.map((pattern) => new RegExp(String(pattern))), de, en });
    } catch (error) {
      return `entry ${id}: ${(error as Error).message}`;
    }
  }
  return { ok: facts };
});

/** The id of the gym fact a question asks for, or null. */
export function gymFact(question: string): string | null {
  const text = ` ${normaliseText(question)} `;
  return FACTS.find((fact) => fact.match.some((pattern) => pattern.test(text)))?.id ?? null;
}

export function answerGymFact(id: string, language: Language): string {
  const fact = FACTS.find((candidate) => candidate.id === id)!;
  return fact[language];
}

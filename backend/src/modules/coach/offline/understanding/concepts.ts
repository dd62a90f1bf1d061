import { loadDataFile } from '../../data/data-file.js';
import { wordListProblem } from '../../data/table-checks.js';

/**
 * Words that mean the same thing to a lifter's question, German and English, with their usual
 * typos and inflections: each adds one concept word to what the intent classifier reads, so a
 * synonym it never saw in training ("Zerrung", "hurts", "verhoben") still counts as what it means
 * (pain). The question's own words stay; the concept is added beside them.
 *
 * A term is matched against the folded words of the question (ä → ae, lower case, compounds split
 * by `prepareUtterance`): `stem*` is a prefix, anything else the whole word; a term with a space
 * is a phrase. The lexicon is data (data/concepts.json), checked when this module loads.
 */
interface ConceptLexicon {
  /** Each concept word with its terms, in the order a question's concepts are listed. */
  concepts: [concept: string, terms: string[]][];
  /**
   * Words that put a question in the gym even when no concept names its topic; a question with
   * none of them, no concept and no exercise, body part or goal is marked as foreign.
   */
  gymWords: string[];
  /** Concepts that say how a question is put (a greeting, thanks), not what it is about. */
  notATopic: ReadonlySet<string>;
}

const TERM = /^[a-z]+(?: [a-z]+)*\*?$/;

export function checkConcepts(content: unknown): string | { ok: ConceptLexicon } {
  const { concepts, gymWords, notATopic } = (content ?? {}) as Record<string, unknown>;
  if (typeof concepts !== 'object' || concepts === null || Array.isArray(concepts)) return 'needs concepts, an object of concept words and their terms';
  for (const [concept, terms] of Object.entries(concepts)) {
    if (!concept.startsWith('konzept')) return `concept ${concept} must start with "konzept", which no question's own word does`;
    const problem = wordListProblem(terms, TERM);
    if (problem) return `concept ${concept}: ${problem}`;
  }
  const gymProblem = wordListProblem(gymWords, TERM);
  if (gymProblem) return `gymWords: ${gymProblem}`;
  const unknown = Array.isArray(notATopic) ? notATopic.filter((concept) => !(concept in concepts)) : ['(no list)'];
  if (unknown.length > 0) return `notATopic names no concept: ${unknown.join(', ')}`;
  return { ok: { concepts: Object.entries(concepts as Record<string, string[]>), gymWords: gymWords as string[], notATopic: new Set(notATopic as string[]) } };
}

const { concepts: CONCEPTS, gymWords: GYM_WORDS, notATopic: NOT_A_TOPIC } = loadDataFile('concepts.json', checkConcepts);
const DOMAIN_FREE = 'konzeptfremd';

const single = new Map<string, string>();
const prefixes: [string, string][] = [];
const phrases: [string, string][] = [];
for (const [concept, terms] of CONCEPTS) {
  for (const term of terms) {
    if (term.includes(' ')) phrases.push([` ${term} `, concept]);
    else if (term.endsWith('*')) prefixes.push([term.slice(0, -1), concept]);
    else single.set(term, concept);
  }
}

/** The concept words a question's prepared words carry, each once, in a fixed order. */
export function conceptsOf(words: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of words) {
    const exact = single.get(word);
    if (exact) found.add(exact);
    for (const [prefix, concept] of prefixes) if (word.startsWith(prefix)) found.add(concept);
  }
  const text = ` ${words.join(' ')} `;
  for (const [phrase, concept] of phrases) if (text.includes(phrase)) found.add(concept);
  const concepts = CONCEPTS.map(([concept]) => concept).filter((concept) => found.has(concept));
  const inTheGym = concepts.some((concept) => !NOT_A_TOPIC.has(concept)) || words.some((word) => GYM_WORDS.some((term) => matches(word, term)));
  return inTheGym ? concepts : [...concepts, DOMAIN_FREE];
}

/** Whether the concepts say anything of the question beyond that it is foreign. */
export function hasTopic(concepts: readonly string[]): boolean {
  return concepts.some((concept) => concept !== DOMAIN_FREE);
}

function matches(word: string, term: string): boolean {
  return term.endsWith('*') ? word.startsWith(term.slice(0, -1)) : word === term;
}

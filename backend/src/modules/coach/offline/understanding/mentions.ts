import type { Category } from '../../../../common/exercise-categories.js';
import { CATEGORIES } from '../../../../common/exercise-categories.js';
import { loadDataFile } from '../../data/data-file.js';
import { patternTable, wordTable } from '../../data/table-checks.js';
import type { ExerciseMatcher } from '../categoriser.js';
import { defaultExerciseMatcher } from '../categoriser.js';
import type { CatalogueEntry } from '../../../exercises/index.js';
import { EXERCISE_CATALOGUE } from '../../../exercises/index.js';
import { damerauLevenshtein, typoAllowance } from '../fuzzy.js';
import { compactKey, foldGerman, nameTokens, normaliseText } from '../normalise.js';
import { INTENT_CORPUS } from './intent-corpus.js';
import { NUMBER_WORDS } from './number-words.js';

export const GOALS = ['muscle_building', 'strength', 'definition', 'weight_loss', 'endurance'] as const;
export type Goal = (typeof GOALS)[number];
const BODY_PARTS = ['knee', 'back', 'shoulder', 'elbow', 'wrist', 'hip', 'neck', 'chest', 'ankle', 'arm'] as const;
export type BodyPart = (typeof BODY_PARTS)[number];
const PERIODS = ['today', 'yesterday', 'week', 'last_week', 'month', 'last_month'] as const;
export type Period = (typeof PERIODS)[number];

export interface ExerciseMention {
  /** The catalogue entry, when the words name a known exercise. */
  catalogue: CatalogueEntry | null;
  /** The user's own exercise, by the name they gave it. */
  ownName: string | null;
}

/** What a question names, read with typos and in German or English. */
export interface Mentions {
  /** In the order they appear. */
  exercises: ExerciseMention[];
  bodyParts: BodyPart[];
  categories: Category[];
  goal: Goal | null;
  period: Period | null;
  /** "Ich wiege 82 kg". */
  bodyWeightKg: number | null;
  /** "3-Tage-Plan", "4 mal die Woche". */
  daysPerWeek: number | null;
  /** Weights in the question ("auf 60 kg gehen"). */
  weightsKg: number[];
  /** The question with what it names replaced by placeholders, for the intent classifier. */
  masked: string;
}

/**
 * The words of body parts, muscle groups (the app's categories), goals and periods: data,
 * data/mention-words.json. Goals are listed most specific first; a goal's stem matches its
 * inflections ("abnehm" in "abnehmen"). Periods are patterns on the normalised question.
 */
interface MentionWords {
  bodyParts: [BodyPart, string[]][];
  categories: [Category, string[]][];
  goals: [Goal, string[]][];
  periods: [Period, RegExp][];
}

export function checkMentionWords(content: unknown): string | { ok: MentionWords } {
  const file = (content ?? {}) as Record<string, unknown>;
  const bodyParts = wordTable(file.bodyParts, BODY_PARTS, 'bodyParts');
  const categories = wordTable(file.categories, CATEGORIES, 'categories');
  const goals = wordTable(file.goals, GOALS, 'goals');
  const periods = patternTable(file.periods, PERIODS, 'periods');
  for (const table of [bodyParts, categories, goals, periods]) if (typeof table === 'string') return table;
  return { ok: { bodyParts, categories, goals, periods } as MentionWords };
}

const {
  bodyParts: BODY_PART_WORDS,
  categories: CATEGORY_WORDS,
  goals: GOAL_STEMS,
  periods: PERIOD_PATTERNS,
} = loadDataFile('mention-words.json', checkMentionWords);

/** Question words that are also names in the catalogue ("gehen" is Walking there). */
const NOT_AN_EXERCISE_IN_A_QUESTION = new Set(['geh', 'gutmorg', 'lowerback']);
/** Greetings spelled like a catalogue name ("Good Morning" is the exercise's English name, "Good Mornings" still the exercise). */
const GREETINGS = new Set(['good morning']);

/** Whether a run of a question's words, normalised, is one of those words rather than an exercise. */
const namesNoExercise = (phrase: string, key: string) => NOT_AN_EXERCISE_IN_A_QUESTION.has(key) || GREETINGS.has(phrase);

let vocabulary: ReadonlySet<string> | null = null;
let fullNames: ReadonlyMap<string, CatalogueEntry> | null = null;

/**
 * Catalogue names word for word, before the matcher drops words like "Maschine" or "sitzend":
 * in a question, "Seitheben Maschine" means that machine, not Seitheben in general.
 */
function byFullName(phrase: string): CatalogueEntry | null {
  if (!fullNames) {
    const names = new Map<string, CatalogueEntry>();
    for (const exercise of EXERCISE_CATALOGUE) {
      for (const alias of [exercise.name, exercise.en, ...exercise.aliases]) {
        const key = normaliseText(alias);
        if (!names.has(key)) names.set(key, exercise);
      }
    }
    fullNames = names;
  }
  const exercise = fullNames.get(phrase);
  return exercise && !namesNoExercise(phrase, compactKey(phrase)) ? exercise : null;
}

/**
 * The words people use when they ask the coach, from the labelled corpus: a word of this list is
 * a real word, never a typo of an exercise or a body part ("meine" is not "Beine").
 */
export function knownWords(): ReadonlySet<string> {
  vocabulary ??= new Set(Object.values(INTENT_CORPUS).flatMap((utterances) => utterances.flatMap((utterance) => normaliseText(utterance).split(' '))));
  return vocabulary;
}

const recent = new Map<string, Mentions>();

/**
 * Reads what a question names: exercises (the user's own names first, then the catalogue, exact
 * spellings before typos), body parts, muscle groups, a goal, a period and numbers. Questions
 * repeat (and each turn of a conversation is read again with the next question), so the last few
 * thousand readings are remembered, per question and list of the user's exercise names.
 */
export function readMentions(text: string, ownExerciseNames: readonly string[] = [], matcher: ExerciseMatcher = defaultExerciseMatcher): Mentions {
  if (matcher !== defaultExerciseMatcher) return read(text, ownExerciseNames, matcher);
  const key = `${ownExerciseNames.join('\u0000')}\u0001${text}`;
  let mentions = recent.get(key);
  if (!mentions) {
    if (recent.size >= 2000) recent.delete(recent.keys().next().value!);
    mentions = read(text, ownExerciseNames, matcher);
    recent.set(key, mentions);
  }
  return mentions;
}

function read(text: string, ownExerciseNames: readonly string[], matcher: ExerciseMatcher): Mentions {
  const normalised = normaliseText(text);
  const words = normalised.split(' ').filter(Boolean);
  const placeholders: (string | null)[] = words.map(() => null);
  const exercises = findExercises(words, ownExerciseNames, matcher, placeholders);
  const free = (index: number) => placeholders[index] === null;

  const bodyParts = lexiconHits(words, BODY_PART_WORDS, free);
  const categories = lexiconHits(words, CATEGORY_WORDS, free);
  for (const index of [...bodyParts.indexes, ...categories.indexes]) placeholders[index] = 'koerperteil';

  const freeText = ` ${words.map((word, index) => (free(index) ? word : '_')).join(' ')} `;
  let goal: Goal | null = null;
  for (const [candidate, stems] of GOAL_STEMS) {
    for (const stem of stems) {
      if (!stem.includes(' ')) continue;
      const at = freeText.indexOf(` ${stem} `);
      if (at < 0) continue;
      goal ??= candidate;
      const first = freeText.slice(0, at).trim().split(' ').filter(Boolean).length;
      for (let offset = 0; offset < stem.split(' ').length; offset++) placeholders[first + offset] = 'ziel';
    }
  }
  words.forEach((word, index) => {
    if (!free(index)) return;
    const hit = GOAL_STEMS.find(([, stems]) => stems.some((stem) => !stem.includes(' ') && goalWordMatches(word, stem)));
    if (!hit) return;
    goal ??= hit[0];
    placeholders[index] = 'ziel';
  });

  const period = PERIOD_PATTERNS.find(([, pattern]) => pattern.test(` ${normalised} `))?.[0] ?? null;
  const numbers = numbersIn(text);

  const masked: string[] = [];
  words.forEach((word, index) => {
    const placeholder = placeholders[index];
    if (placeholder === null) masked.push(word);
    else if (masked.at(-1) !== placeholder) masked.push(placeholder);
  });

  return {
    exercises,
    bodyParts: bodyParts.found,
    categories: categories.found,
    goal,
    period,
    ...numbers,
    masked: masked.join(' '),
  };
}

function goalWordMatches(word: string, stem: string): boolean {
  // "kraft" means strength alone, not inside "Krafttraining"; longer stems also match inflections, and typos of words no question uses.
  if (stem.length <= 5) return word === stem || word === `${stem}e` || word === `${stem}s`;
  if (word.startsWith(stem)) return true;
  return stem.length >= 8 && Math.abs(word.length - stem.length) <= 1 && !knownWords().has(word) && damerauLevenshtein(word, stem, 1) <= 1;
}

/**
 * Word runs naming an exercise, longest first: the user's own names (exact or with a typo), then
 * the catalogue. Words of a run are marked `uebung` in `placeholders`.
 */
function findExercises(words: string[], ownNames: readonly string[], matcher: ExerciseMatcher, placeholders: (string | null)[]): ExerciseMention[] {
  const own = ownNames.map((name) => ({ name, key: ownKey(name) })).filter((entry) => entry.key.length >= 3);
  // Each word's meaningful stems once: a run's key is theirs glued together, as `compactKey` would make it.
  const tokens = words.map((word) => nameTokens(word));
  const found: { mention: ExerciseMention; start: number }[] = [];
  const taken = (start: number, end: number) => placeholders.slice(start, end).some((mark) => mark !== null);
  for (const typos of [false, true]) {
    for (let size = Math.min(5, words.length); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const whole = typos ? null : byFullName(words.slice(start, start + size).join(' '));
        // A run starting or ending with the question's grammar ("beim Bankdrücken") is found as the shorter run.
        if (!whole && (tokens[start]!.length === 0 || tokens[start + size - 1]!.length === 0)) continue;
        if (taken(start, start + size)) continue;
        // A typo needs a word that is not a known word of questions, and short runs: the search is the costly part.
        if (typos && (size > 3 || words.slice(start, start + size).every((word) => knownWords().has(word)))) continue;
        const key = tokens
          .slice(start, start + size)
          .flat()
          .join('');
        const mention = whole ? withOwnName(whole, own, matcher) : matchRun(words.slice(start, start + size).join(' '), key, own, matcher, typos);
        if (!mention) continue;
        for (let index = start; index < start + size; index++) placeholders[index] = 'uebung';
        found.push({ mention, start });
      }
    }
  }
  // An own name the words do not spell out one by one ("Bankdrücken (Maschine)"), still inside the question.
  if (found.length === 0 && own.length > 0) {
    const questionKey = tokens.flat().join('');
    const contained = [...own].sort((a, b) => b.key.length - a.key.length).find((entry) => entry.key.length >= 4 && questionKey.includes(entry.key));
    if (contained) found.push({ mention: { ownName: contained.name, catalogue: matcher.findClose(contained.name) }, start: 0 });
  }
  return found.sort((a, b) => a.start - b.start).map((hit) => hit.mention);
}

function matchRun(
  phrase: string,
  key: string,
  own: readonly { name: string; key: string }[],
  matcher: ExerciseMatcher,
  typos: boolean,
): ExerciseMention | null {
  if (key.length < 3 || namesNoExercise(phrase, key)) return null;
  const allowance = typos ? typoAllowance(key.length) : 0;
  const ownHit =
    own.find((entry) => entry.key === key) ?? (allowance > 0 ? own.find((entry) => damerauLevenshtein(key, entry.key, allowance) <= allowance) : undefined);
  if (ownHit) return { ownName: ownHit.name, catalogue: matcher.findClose(ownHit.name) };
  const catalogue = matcher.findClose(phrase, { typos });
  return catalogue ? withOwnName(catalogue, own, matcher) : null;
}

/** The user's exercise of the same kind, under whatever name they gave it. */
function withOwnName(catalogue: CatalogueEntry, own: readonly { name: string }[], matcher: ExerciseMatcher): ExerciseMention {
  const sameKind = own.find((entry) => matcher.findClose(entry.name) === catalogue);
  return { ownName: sameKind?.name ?? null, catalogue };
}

const ownKeys = new Map<string, string>();

/** `compactKey` of a user's exercise name, remembered: the same names come with every question. */
function ownKey(name: string): string {
  let key = ownKeys.get(name);
  if (key === undefined) {
    if (ownKeys.size >= 5000) ownKeys.delete(ownKeys.keys().next().value!);
    key = compactKey(name);
    ownKeys.set(name, key);
  }
  return key;
}

function lexiconHits<Value>(
  words: string[],
  lexicon: ReadonlyArray<[Value, readonly string[]]>,
  free: (index: number) => boolean,
): { found: Value[]; indexes: number[] } {
  const found: Value[] = [];
  const indexes: number[] = [];
  words.forEach((word, index) => {
    if (!free(index)) return;
    const mayBeTypo = !knownWords().has(word);
    for (const [value, terms] of lexicon) {
      if (!terms.some((term) => lexiconWordMatches(word, term, mayBeTypo))) continue;
      if (!found.includes(value)) found.push(value);
      indexes.push(index);
      return;
    }
  });
  return { found, indexes };
}

/** Compounds that start like a body part but are something else ("Fußball" is no foot). */
const NOT_A_BODY_PART = new Set([
  'fussball',
  'fussballspiel',
  'fussballer',
  'handball',
  'handy',
  'handys',
  'handtuch',
  'handschuhe',
  'kreuzwortraetsel',
  'kreuzfahrt',
  'armband',
  'armbanduhr',
]);

/** Exact, a compound starting with the term ("Knieschmerzen"), or a typo of a longer term ("Schluter"). */
function lexiconWordMatches(word: string, term: string, mayBeTypo: boolean): boolean {
  if (word === term) return true;
  if (NOT_A_BODY_PART.has(word)) return false;
  if (term.length >= 4 && word.startsWith(term) && word.length > term.length + 2) return true;
  if (!mayBeTypo) return false;
  const allowance = Math.min(1, typoAllowance(term.length));
  return allowance > 0 && Math.abs(word.length - term.length) <= allowance && damerauLevenshtein(word, term, allowance) <= allowance;
}

function numbersIn(text: string): Pick<Mentions, 'bodyWeightKg' | 'daysPerWeek' | 'weightsKg'> {
  const folded = foldGerman(text);
  const number = (raw: string) => Number(raw.replace(',', '.'));
  const weight =
    /(?:wiege|wiegt|weigh|koerpergewicht(?: von| ist| liegt bei)?|bodyweight(?: is)?|bei)\s*(?:jetzt|inzwischen|mittlerweile|aktuell|gerade|now|currently)?\s*(?:ca\.?|etwa|ungefaehr|about|around|knapp)?\s*(\d{2,3}(?:[.,]\d)?)\s*(?:kg|kilo)/.exec(
      folded,
    );
  const weightAfter = /(\d{2,3}(?:[.,]\d)?)\s*(?:kg|kilo)\s*(?:koerpergewicht|schwer|bodyweight|wiege|wiegt)/.exec(folded);
  const bodyWeight = weight?.[1] ?? weightAfter?.[1];
  const days = /(\d)\s*(?:-|er)?\s*(?:tage|tag|mal|x|days?|er split)\b/.exec(folded);
  const wordDays = /\b(zwei|drei|vier|fuenf|sechs)(?:mal| mal| tage| trainingstage| einheiten)\b/.exec(folded);
  const daysPerWeek = days ? Number(days[1]) : wordDays ? NUMBER_WORDS[wordDays[1]!]! : null;
  const weightsKg = [...folded.matchAll(/(\d{1,3}(?:[.,]\d+)?)\s*(?:kg|kilo)/g)].map((match) => number(match[1]!)).filter((value) => value > 0);
  return {
    bodyWeightKg: bodyWeight ? number(bodyWeight) : null,
    daysPerWeek: daysPerWeek !== null && daysPerWeek >= 1 && daysPerWeek <= 7 ? daysPerWeek : null,
    weightsKg: bodyWeight ? weightsKg.filter((value) => value !== number(bodyWeight)) : weightsKg,
  };
}

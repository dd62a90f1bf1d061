import { loadDataFile } from '../../data/data-file.js';
import { checked, patternTable, wordListProblem } from '../../data/table-checks.js';
import { foldGerman, normaliseText } from '../normalise.js';
import type { BodyPart, Goal } from './mentions.js';
import { readMentions } from './mentions.js';
import { NUMBER_PATTERN, numberValue } from './number-words.js';

/** What the lifter said about themselves in this conversation; the latest statement of each wins. */
export interface ConversationMemory {
  name: string | null;
  /** How long they have trained, in months. */
  monthsTraining: number | null;
  daysPerWeek: number | null;
  injuries: BodyPart[];
  goal: Goal | null;
  bodyWeightKg: number | null;
}

/** What a question asks about the lifter themselves ("Wie lange trainiere ich schon?"). */
const ASKED_ABOUT_SELF = ['name', 'training_age', 'body_weight', 'goal', 'days', 'injuries', 'level'] as const;
export type AskedAboutSelf = (typeof ASKED_ABOUT_SELF)[number];

const TRAINING_AGE = new RegExp(
  `\\b(?:seit|for|since)\\s+(?:ueber |about |around |etwa |ca |fast |knapp |gut )?${NUMBER_PATTERN}\\s*(jahr|jahre|jahren|year|years|monat|monate|monaten|month|months)\\b|\\b${NUMBER_PATTERN}\\s*(jahr|jahre|year|years|monat|monate|month|months)\\s+(?:lang |of |long )?(?:training|trainingserfahrung|erfahrung|experience|im gym|gym)`,
);
const SPEAKS_OF_TRAINING = /\b(trainier\w*|train\w*|\w+training|\w*sport\w*|lifting|lift|gym|studio|pumpe\w*|sport|kraftsport|dabei|erfahrung|experience)\b/;
const FIRST_PERSON = /\b(ich|mein\w*|mir|mich|i|im|ive|my|me)\b/;
const CAN_DAYS = /\b(kann|koennte|schaffe|habe zeit|hab zeit|zeit fuer|will|moechte|can|could|have time|want to|plane|plan to|train|trainiere)\b/;
const INJURED =
  /\b(verletz\w*|kaputt\w*|operiert|op\b|bandscheibenvorfall|vorfall|arthrose|probleme? (mit|am|an der|an den|im)|\w+probleme?|\w*beschwerden|reha|injur\w*|bad|hurt|surgery|operated|torn|gerissen\w*|riss)\b/;
const WANTS = /\b(ziel|will|moechte|mag|want|goal|trying to|aim|plane)\b/;

/** "Hi, ich bin Tom." / "I'm Sarah": a capitalised word after "ich bin" at the start or after a greeting, ending the clause. */
const INTRODUCED =
  /(?:^|[.!,]\s*|\b(?:[Hh]i|[Hh]allo|[Hh]ey|[Mm]oin|[Ss]ervus|[Hh]ello)\b[,!]?\s*)(?:[Ii]ch bin|I am|I'm|Im|[Ii]ch bins|[Hh]ier ist)\s+([A-ZÄÖÜ][a-zäöüß]{1,20})(?:\s*(?:[.!,?]|$))/u;

/**
 * Words of data/about-the-lifter.json: the capitalised words that follow "ich bin" and are no name
 * ("Ich bin Anfänger"), folded, and the patterns of a question asking what the lifter told the
 * coach about themselves, tried in the file's order.
 */
interface AboutTheLifter {
  notAName: ReadonlySet<string>;
  askedAboutSelf: [AskedAboutSelf, RegExp][];
}

export function checkAboutTheLifter(content: unknown): string | { ok: AboutTheLifter } {
  const { notAName, askedAboutSelf } = (content ?? {}) as Record<string, unknown>;
  const problem = wordListProblem(notAName);
  if (problem) return `notAName: ${problem}`;
  const asked = patternTable(askedAboutSelf, ASKED_ABOUT_SELF, 'askedAboutSelf');
  return checked(typeof asked === 'string' ? asked : { notAName: new Set(notAName as string[]), askedAboutSelf: asked });
}

const { notAName: NOT_A_NAME, askedAboutSelf: ASKED } = loadDataFile('about-the-lifter.json', checkAboutTheLifter);

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The facts of one statement by the lifter, or nothing it states. */
function statedIn(text: string): Partial<ConversationMemory> {
  const normalised = ` ${normaliseText(text)} `;
  const stated: Partial<ConversationMemory> = {};
  const name = /\b(?:ich heisse|ich heiss|mein name ist|my name is|call me|nenn mich|i am called|man nennt mich)\s+([a-z][a-z-]{1,20})\b/.exec(normalised);
  if (name) stated.name = capitalised(name[1]!);
  else {
    const introduced = INTRODUCED.exec(text);
    if (introduced && !NOT_A_NAME.has(foldGerman(introduced[1]!))) stated.name = introduced[1]!;
  }
  if (!FIRST_PERSON.test(normalised)) return stated;
  const age = TRAINING_AGE.exec(normalised);
  if (age && SPEAKS_OF_TRAINING.test(normalised)) {
    const amount = numberValue(age[1] ?? age[3]!);
    const unit = age[2] ?? age[4]!;
    stated.monthsTraining = /^(jahr|year)/.test(unit) ? amount * 12 : amount;
  }
  const mentions = readMentions(text);
  if (mentions.bodyWeightKg !== null) stated.bodyWeightKg = mentions.bodyWeightKg;
  if (mentions.daysPerWeek !== null && CAN_DAYS.test(normalised) && /\b(woche|week|wochentag\w*|pro|per|die)\b/.test(normalised))
    stated.daysPerWeek = mentions.daysPerWeek;
  if (mentions.goal !== null && WANTS.test(normalised)) stated.goal = mentions.goal;
  if (mentions.bodyParts.length > 0 && INJURED.test(normalised)) stated.injuries = mentions.bodyParts;
  return stated;
}

/** Keeps what the lifter said about themselves over the conversation, oldest turn first. */
export function rememberConversation(userTexts: readonly string[]): ConversationMemory {
  const memory: ConversationMemory = { name: null, monthsTraining: null, daysPerWeek: null, injuries: [], goal: null, bodyWeightKg: null };
  for (const text of userTexts) {
    const { injuries, ...stated } = statedIn(text);
    Object.assign(memory, stated);
    if (injuries) memory.injuries = [...new Set([...memory.injuries, ...injuries])];
  }
  return memory;
}

/** Whether the question asks what the lifter told the coach about themselves, and what. */
export function askedAboutSelf(question: string): AskedAboutSelf | null {
  const normalised = ` ${normaliseText(question)} `;
  return ASKED.find(([, pattern]) => pattern.test(normalised))?.[0] ?? null;
}

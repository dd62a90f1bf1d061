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
export type AskedAboutSelf = 'name' | 'training_age' | 'body_weight' | 'goal' | 'days' | 'injuries' | 'level';

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
/** Capitalised words that follow "ich bin" and are no name. */
const NOT_A_NAME = new Set([
  'anfaenger',
  'anfaengerin',
  'fortgeschritten',
  'fortgeschrittene',
  'fortgeschrittener',
  'vegetarier',
  'vegetarierin',
  'veganerin',
  'schueler',
  'schuelerin',
  'frau',
  'mann',
  'mama',
  'papa',
  'laeufer',
  'bodybuilder',
  'powerlifter',
  'kraftsportler',
  'ueber',
  'seit',
  'so',
  'nicht',
  'ganz',
  'jetzt',
  'wieder',
  'der',
  'die',
  'ein',
  'eine',
  'veganer',
  'student',
  'studentin',
  'schwanger',
  'beginner',
  'new',
  'vegan',
  'vegetarian',
  'neu',
  'zurueck',
  'back',
  'sportler',
  'rentner',
  'mutter',
  'vater',
]);

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

const ASKED: ReadonlyArray<[AskedAboutSelf, RegExp]> = [
  [
    'name',
    /\b(wie heisse ich|wie ist mein name|weisst du (noch )?(wie ich heisse|meinen namen)|what s my name|what is my name|do you (know|remember) my name)\b/,
  ],
  [
    'training_age',
    /\b(wie lange|seit wann) (trainiere|mache|bin) ich\b|\bwie lange (schon )?(trainiere|mache) ich\b|\bhow long (have i been|did i say i ve been|have i) (training|lifting|trained|been lifting)\b|\bhow long i (ve|have) been training\b|\bwie viel(e)? jahre (trainiere|training)\b/,
  ],
  [
    'body_weight',
    /\b(wie viel|wieviel|was) wiege ich\b|\bmein (koerper)?gewicht\?|\bhow much do i weigh\b|\bwhat do i weigh\b|\bmy (body ?weight|weight) again\b/,
  ],
  ['goal', /\b(was ist|wie war) mein ziel\b|\bwhat s my goal\b|\bwhat is my goal\b/],
  [
    'days',
    /\b(wie viele|wie oft|an wie vielen) (tage|tagen|mal)( pro woche| in der woche| die woche| woechentlich)? (kann|will|wollte) ich\b|\bhow many days (a week |per week )?(can|did i say i can|do i have to) (i )?train\b|\bhow often (can|do|did i say i can) i train\b/,
  ],
  [
    'level',
    /\bbin ich (ein |eine |noch )?(anfaenger\w*|fortgeschritten\w*|profi|experte)\b|\bwelches (level|niveau) (habe|hab) ich\b|\bam i (a |an |still a )?(beginner|intermediate|advanced)\b|\bwhat (level|s my level)\b/,
  ],
  ['injuries', /\b(welche|was fuer eine) verletzung (habe|hatte) ich\b|\bwhat injur(y|ies) (do|did) i\b/],
];

/** Whether the question asks what the lifter told the coach about themselves, and what. */
export function askedAboutSelf(question: string): AskedAboutSelf | null {
  const normalised = ` ${normaliseText(question)} `;
  return ASKED.find(([, pattern]) => pattern.test(normalised))?.[0] ?? null;
}

import { normaliseText } from '../normalise.js';
import type { AccountQuestion } from '../answers/account.js';
import type { ExerciseComparison } from '../answers/comparison.js';
import type { DateRange } from './date-range.js';
import { readDateRange } from './date-range.js';

/**
 * Questions only the lifter's own account and history answer, recognised by their words before
 * the classifier's intents (which would answer them with the week's totals): the Hanteln, the
 * streak, when an exercise was last trained, how the last training went, and comparisons.
 */

const BALANCE = /\b(hanteln|kontostand|guthaben|waehrung|balance|coins?|currency)\b/;
const STREAK = /\b(streak\w*|serie|freezes?|streakfreeze\w*|wochen (in folge|am stueck)|weeks in a row)\b/;

export function accountQuestion(question: string): AccountQuestion | null {
  const text = normaliseText(question);
  if (STREAK.test(text)) return 'streak';
  if (
    BALANCE.test(text) &&
    !/\b(kurzhantel\w*|langhantel\w*|dumbbells?|barbells?)\b/.test(text) &&
    /\b(wie ?viele?|how many|meine?|my|hab|habe|have|stand|konto|account)\b/.test(text)
  )
    return 'balance';
  return null;
}

/** "Wann habe ich zuletzt Kniebeugen gemacht?", "When did I last squat?", "Wie lange ist mein letztes Kreuzheben her?". */
const LAST_TIME =
  /\b(wann|when)\b.*\b(zuletzt|zum letzten mal|das letzte mal|letztes mal|last)\b|\bwie lange\b.*\b(her|nicht mehr)\b|\b(how long|how many days) (since|ago)\b|\bwhen was the last time\b|\bseit wann\b.*\bnicht mehr\b/;

export const asksLastTime = (question: string) => LAST_TIME.test(normaliseText(question)) && !/\b(soll|sollte|should)\b/.test(normaliseText(question));

/** "Wie war meine letzte Einheit?", "How did my last workout go?". */
const LAST_SESSION =
  /\b(wie (war|lief|ging)|how (was|did|went))\b.*\b(letzte\w*|vorige\w*|last|previous) (einheit|training|workout|session|trainingseinheit)\b/;

export const asksLastSession = (question: string) => LAST_SESSION.test(normaliseText(question));

const VERSUS = /\b(gegen|gegenueber|vs|versus|im vergleich( zu\w*)?|verglichen mit|mit|compared?( to| with)?|against|with|to|als|than)\b/g;

/** Two ranges a question compares ("diese Woche gegen letzte Woche", "this month vs last month"), in the order named. */
export function comparedRanges(question: string, today: string): [DateRange, DateRange] | null {
  const text = normaliseText(question);
  const splits = [...text.matchAll(VERSUS)];
  for (const match of splits) {
    const first = readDateRange(text.slice(0, match.index), today);
    const second = readDateRange(text.slice(match.index + match[0].length), today);
    if (first && second && (first.from !== second.from || first.to !== second.to)) return [first, second];
  }
  const match = splits.at(-1);
  if (!match) return null;
  const first = readDateRange(text.slice(0, match.index), today);
  const second = readDateRange(text.slice(match.index + match[0].length), today);
  // "mehr als letzte Woche" names only the range compared with: this one's counterpart is meant.
  if (!first && second && /\b(mehr|weniger|more|less|fewer|besser|better)\b/.test(text)) {
    const counterpart =
      second.kind === 'last_month' ? readDateRange('diesen Monat', today) : second.kind === 'last_week' ? readDateRange('diese Woche', today) : null;
    if (counterpart) return [counterpart, second];
  }
  return null;
}

/** What two exercises are compared by: "mehr verbessert", "stärker", "mehr trainiert". */
export function exerciseComparison(question: string): ExerciseComparison | null {
  const text = normaliseText(question);
  if (/\b(verbessert|fortschritt\w*|gesteigert|zugelegt|improved?|progress\w*|gained)\b/.test(text)) return 'progress';
  if (/\b(staerker|stronger|mehr gewicht|more weight|schwerer|heavier|besser|better)\b/.test(text)) return 'strength';
  if (/\b(oefter|haeufiger|mehr saetze|more sets|more often|mehr trainiert|trained more)\b|\bmehr\b.*\b(als|oder)\b|\bmore\b.*\b(than|or)\b/.test(text))
    return 'sets';
  return null;
}

/** "Nein, ich meinte Bankdrücken", "I meant bench": a correction naming the exercise meant. */
const CORRECTION = /^(nein|ne|nee|no|nope|sorry|oh)?\W*(ich meinte|ich meine|meinte|gemeint war|i meant|i mean|meant)\b/i;

export const isCorrection = (question: string) => CORRECTION.test(question.trim()) || CORRECTION.test(normaliseText(question));

/**
 * "Wie viel Kniebeugen letzte Woche und wie viel Bankdrücken?": the parts of a question with
 * several, each a question of its own; the later parts read as follow-ups ("und wie viel
 * Bankdrücken"), so they keep the first part's range and what it counted.
 */
const SECOND_PART =
  /\s+(?:und|and|sowie)\s+(?=(?:wie ?viele?|wie ?viel|wie oft|wann|wie lange?|wie (?:hoch|steht|ist|war)|welche[snmr]?|was|how much|how many|how often|how long|how is|when|what|which)\b)/i;

export function questionParts(question: string): string[] {
  const parts = question.split(SECOND_PART).map((part) => part.trim().replace(/[?!.,]+$/, ''));
  return parts.length > 1 && parts.every((part) => part.split(/\s+/).length >= 2) ? parts : [question];
}

import { normaliseText } from '../normalise.js';
import { readDateRange } from './date-range.js';
import type { Intent } from './intent-classifier.js';
import type { KnowledgeTopic } from './knowledge-topics.js';
import type { Understanding } from './understand.js';

/**
 * Questions about the lifter's own log (issue #41): their last training (title, start, duration),
 * work sets and warm-ups, and the RPE they logged. The classifier's intents `last_training`,
 * `work_sets` and `rpe_log` say which, and the words here make sure, as these questions share
 * their words with counts over a range ("Sätze diese Woche"), knowledge ("Was bedeutet RPE 8?")
 * and advice ("Wie viele Aufwärmsätze brauche ich?").
 */

/** Asking what to do, not what was done: "Wie viele Sätze soll ich heute machen?". */
export const ADVICE = /\b(soll|sollte|solltest|should|empfiehlst|empfehlen|recommend)\b/;
/** A norm per week or per training ("Wie viele Arbeitssätze pro Woche für die Brust?"), unless it asks what was done. */
const PER_UNIT = /\b(pro|per|je|a|in der) (woche|week|training|trainingseinheit|einheit|session|workout|muskelgruppe|muscle group)\b/;

/** "Wann war mein letztes Training?" (which the classifier learnt as a volume question), "Wie lange hat mein letztes Training gedauert?". */
const LAST_TRAINING =
  /\b(letzte[snmr]?|letzen?|vorige[snm]?) (training\w*|trainings ?einheit|einheit|workout|session|gym ?besuch)\b|\bzuletzt (trainier\w*|im (gym|studio|fitnessstudio))\b|\blast (workout|session|training|gym session)\b|\bwhen did i (last )?(train|work out|go to the gym)( last)?\b/;
/** What only a question about one's trainings asks: how long, when it began, what it was called, what was imported. */
const TRAINING_DETAIL =
  /\b(gedauert|dauer\w*|minuten|minutes|duration|how long|wie ?lange?|took|titel|title|called|heisst|hiess|importiert\w*|imported|uhr|what time|angefangen|begonnen|started?)\b/;
/** The intents a question naming the last training may get: the corpus has "Wann war mein letztes Training?" under volume. */
const ABOUT_LAST_TRAINING: ReadonlySet<Intent> = new Set<Intent>(['last_training', 'volume', 'unknown']);
/** Sets of a kind: work sets and warm-ups, which only a question about the log's set types names. */
const SET_KIND =
  /\b(arbeits{1,2}(ae|a)tz\w*|aufwaerm\w*|einwaerm\w*|warm ?ups?|warmups?|warm up saetze|working sets?|work sets?|hard sets?|harte\w* saetze|(echte|richtige)\w* saetze)\b/;
/** Counting what was done: "wie viele … hatte ich", "how many … did I", or a range named. */
const COUNT = /\b(wie ?viele?|anzahl|zaehl\w*|how many|count|number of)\b/;
const DONE = /\b(hab|habe|hatte|hatten|war|waren|gemacht|geschafft|eingetragen|did|done|logged|have i)\b/;
/** The lifter's own log asked about, rather than what RPE means: "meine", "ich", "zuletzt", "my", "last". */
const OWN_LOG = /\b(mein\w*|ich|hab|habe|hatte|my|i|did|zuletzt|letzte\w*|last|eingetragen|notiert|logged)\b/;
/** Asking what a word means ("Was ist RPE?"), not what was logged. */
const DEFINITION = /\b(was (ist|sind|bedeutet|heisst)|bedeutung|erklaer\w*|what (is|does|are)|whats|meaning|mean|explain)\b/;
/** Only a question about the log's RPE says when or that it was logged ("Was bedeutet RPE 8?" does not). */
const LOGGED_RPE =
  /\b(rpe|rir)\b.*\b(zuletzt|letzte\w*|eingetragen|notiert|hatte ich|hab ich|habe ich|did i|logged|last)\b|\b(zuletzt|letzte\w*|hatte ich|hab ich|habe ich|did i|last|my|meine?)\b.*\b(rpe|rir)\b/;

type OwnLogIntent = 'last_training' | 'work_sets' | 'rpe_log';
const OWN_LOG_INTENTS: ReadonlySet<Intent> = new Set<Intent>(['last_training', 'work_sets', 'rpe_log']);

const asksWhatToDo = (text: string) => ADVICE.test(text) || (PER_UNIT.test(text) && !DONE.test(text));

/**
 * Questions about what the lifter logged – the last training, work sets and warm-ups, RPE – are
 * answered from the log before a range would count every set or a knowledge topic explain RPE.
 * The classifier says which; a few words make sure ("Arbeitssätze", "RPE … zuletzt"), so a
 * plain "Sätze diese Woche" stays a count of the week and "Was bedeutet RPE 8?" knowledge.
 * Asking what to do is no such question ("Wie viele Aufwärmsätze soll ich machen?").
 */
export function askedAboutOwnLog(
  { intent, followsUp, exercise }: Understanding,
  question: string,
  today: string,
  topic: KnowledgeTopic | null,
): OwnLogIntent | null {
  const text = normaliseText(question);
  if (asksWhatToDo(text)) return null;
  if (topic === null && (LAST_TRAINING.test(text) ? ABOUT_LAST_TRAINING.has(intent) : intent === 'last_training' && TRAINING_DETAIL.test(text)))
    return 'last_training';
  if (intent === 'work_sets' && followsUp) return 'work_sets';
  if (SET_KIND.test(text) && (intent === 'work_sets' || (COUNT.test(text) && (DONE.test(text) || readDateRange(question, today) !== null)))) return 'work_sets';
  if (intent === 'rpe_log' && (topic !== 'rpe_rir' || OWN_LOG.test(text) || (exercise?.ownName != null && !DEFINITION.test(text)))) return 'rpe_log';
  if (topic === 'rpe_rir' && LOGGED_RPE.test(text)) return 'rpe_log';
  return null;
}

/**
 * The intent answered when nothing before it did. A question the classifier read as one about the
 * log but that asks what to do ("Wie lange sollte ein Training dauern?") takes its next best
 * reading; work sets the question does not name ("Sätze diese Woche") are a count of the week.
 */
export function finalIntent({ intent, runnerUp }: Understanding, question: string): Exclude<Intent, 'follow_up'> {
  if (intent === 'follow_up') return 'unknown';
  const text = normaliseText(question);
  if (OWN_LOG_INTENTS.has(intent) && asksWhatToDo(text)) return OWN_LOG_INTENTS.has(runnerUp) || runnerUp === 'follow_up' ? 'unknown' : runnerUp;
  if (intent === 'work_sets' && !SET_KIND.test(text)) return 'volume';
  return intent;
}

import { normaliseText } from './normalise.js';

export type ChatIntent = 'today' | 'sets_reps' | 'progress' | 'rest' | 'technique' | 'plateau' | 'greeting' | 'thanks' | 'unknown';

export type Goal = 'muscle_building' | 'strength' | 'definition' | 'weight_loss' | 'endurance';

/**
 * Signals per intent over the normalised question (umlauts spelled out, lower case). Each hit
 * scores its weight; the best total wins, ties go to the intent listed first.
 */
const SIGNALS: ReadonlyArray<[Exclude<ChatIntent, 'unknown'>, ReadonlyArray<[RegExp, number]>]> = [
  [
    'plateau',
    [
      [/\bplateau/, 3],
      [/stagn/, 3],
      [/stillstand|festgefahren|stecke? fest|haenge fest/, 3],
      [/(komme|komm|geht)\b.*\bnicht (mehr )?(weiter|voran|hoeher|vorwaerts)/, 3],
      [/keine? (fortschritt|steigerung|verbesserung)/, 3],
      [/nicht (mehr )?(staerker|besser)/, 2],
      [/seit wochen (das|dasselbe|gleich)/, 2],
    ],
  ],
  [
    'technique',
    [
      [/\btechnik/, 3],
      [/ausfuehr/, 3],
      [/\brichtig\b.*\b(mach|ausfuehr|trainier|heb|drueck|zieh)/, 2],
      [/wie (mache|fuehre|trainiere) ich\b/, 2],
      [/worauf .*achten|was muss ich beachten|fehler vermeiden|typische fehler/, 3],
      [/\bhaltung|\bform\b|bewegungsablauf|griff(breite|weite)?\b/, 2],
      [/(ruecken|knie|schulter)(schmerz|probleme)|tut .* weh/, 1],
    ],
  ],
  [
    'rest',
    [
      [/\bpause|satzpause/, 3],
      [/erholung|erholen|regenerat/, 3],
      [/ruhetag|trainingsfrei|frei nehmen/, 3],
      [/muskelkater/, 3],
      [/wie (lange|viel zeit) .*(warten|zwischen)/, 2],
      [/jeden tag trainieren|wie oft (pro woche|die woche|in der woche)|\bzu oft\b/, 2],
      [/\brest\b/, 2],
    ],
  ],
  [
    'sets_reps',
    [
      [/\bsaetze|\bsatz\b|\bsets?\b/, 2],
      [/wiederholung|\bwdh|\breps?\b/, 2],
      [/wie viele|wieviele|wie oft/, 1],
      [/wie (viel|schwer) gewicht|welches gewicht|wie viel kg|wie schwer/, 2],
      [/muskelaufbau|hypertroph|maximalkraft|kraftaufbau|\bkraft\b|abnehmen|definition|definier/, 1],
      [/trainingsvolumen|rep range|wiederholungsbereich/, 3],
    ],
  ],
  [
    'progress',
    [
      [/fortschritt|fortschritte|\bprogress/, 3],
      [/entwick|verbessert|gesteigert|steiger/, 2],
      [/wie (laeuft|steht|sieht) (es|mein|meine)|wie gut bin ich|wie mache ich mich/, 2],
      [/bilanz|statistik|rekord|bestleistung|bestwert|zusammenfassung|ueberblick/, 2],
      [/mein(e|en)? (training|leistung|werte|zahlen)/, 1],
    ],
  ],
  [
    'today',
    [
      [/\bheute\b/, 2],
      [/was (soll|sollte|kann) ich .*trainier/, 3],
      [/was trainiere ich/, 3],
      [/welche (muskel|uebung|koerperteil)/, 2],
      [/(naechste|naechstes) (training|einheit)|\bmorgen\b.*trainier|trainingsvorschlag|vorschlag fuer/, 2],
      [/\btrainingstag\b|\bworkout\b/, 1],
    ],
  ],
  ['greeting', [[/^(hallo|hi|hey|moin|servus|gruess|guten (morgen|tag|abend))\b/, 2]]],
  ['thanks', [[/\b(danke|dankeschoen|vielen dank|merci|thx|thanks)\b/, 2]]],
];

/**
 * A topic needs a score of at least 2 (one clear signal or two weak ones), so a stray "wie viele"
 * in an off-topic question falls through to the honest fallback. Greetings and thanks only win
 * when no topic does.
 */
export function detectIntent(question: string): ChatIntent {
  const text = normaliseText(question);
  let topical: { intent: ChatIntent; score: number } = { intent: 'unknown', score: 0 };
  let social: ChatIntent | null = null;
  for (const [intent, signals] of SIGNALS) {
    const score = signals.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    if (intent === 'greeting' || intent === 'thanks') {
      if (score > 0) social ??= intent;
    } else if (score > topical.score) {
      topical = { intent, score };
    }
  }
  if (topical.score >= 2) return topical.intent;
  return social ?? 'unknown';
}

/** The goal a question names, if any ("für Muskelaufbau", "um stärker zu werden"). */
export function goalInQuestion(question: string): Goal | null {
  const text = normaliseText(question);
  if (/maximalkraft|\bkraft\b|kraftaufbau|staerker|\bstrength\b/.test(text)) return 'strength';
  if (/muskelaufbau|hypertroph|\bmasse\b|muskeln aufbauen|muskelmasse/.test(text)) return 'muscle_building';
  if (/definition|definier|straffen/.test(text)) return 'definition';
  if (/abnehm|fett (verbrennen|verlieren)|gewicht verlieren|kalorien/.test(text)) return 'weight_loss';
  if (/ausdauer|kondition|\bcardio\b/.test(text)) return 'endurance';
  return null;
}

export function asGoal(value: string | null | undefined): Goal | null {
  return value === 'muscle_building' || value === 'strength' || value === 'definition' || value === 'weight_loss' || value === 'endurance' ? value : null;
}

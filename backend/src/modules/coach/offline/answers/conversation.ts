import { dayPhrase, kg, plural } from '../german.js';
import type { Answer } from './context.js';

export const answerGreeting: Answer = ({ facts }) => {
  const name = facts.userName ? ` ${facts.userName}` : '';
  const recent = facts.latest
    ? `Dein letzter Eintrag: ${facts.latest.machine} mit ${kg(facts.latest.weight)} kg × ${facts.latest.reps} (${dayPhrase(facts.latest.date, facts.today)}).`
    : 'Du hast noch keine Sätze eingetragen – gemeinsam legen wir los.';
  return `Hallo${name}! Ich bin dein Coach: Ich kenne deine eingetragenen Sätze und helfe dir bei Training, Technik, Erholung und Ernährung. ${recent}\n\n${examples()}`;
};

export const answerThanks: Answer = ({ facts }) => {
  const nudge =
    facts.sessionsLast7Days > 0
      ? `Mit ${plural(facts.sessionsLast7Days, 'Trainingstag', 'Trainingstagen')} in den letzten 7 Tagen bist du gut unterwegs.`
      : 'Ich freue mich auf deinen nächsten Eintrag.';
  return `Gern geschehen! ${nudge} Melde dich, wenn du noch Fragen hast.`;
};

/** One sentence, with an offer: the coach talks about training. */
export const answerOffTopic: Answer = () =>
  'Dabei kann ich dir leider nicht helfen – ich bin dein Trainingscoach, frag mich gern zu deinem Training, zum Beispiel „Was soll ich heute trainieren?“ oder „Wie ist mein Fortschritt beim Bankdrücken?“.';

/** One sentence, with an offer: instructions and other people's data stay private. */
export const answerInjection: Answer = () =>
  'Meine internen Anweisungen und die Daten anderer Nutzer gebe ich nicht heraus – aber bei deinem eigenen Training helfe ich dir gern, frag mich zum Beispiel nach deinem Fortschritt oder nach dem Training für heute.';

/**
 * A question the coach cannot answer: said in one short sentence, with two questions it can
 * answer from the lifter's own data, rather than an answer to some other question.
 */
export const answerNotUnderstood: Answer = ({ facts }) => {
  const latest = facts.exercises[0]?.name;
  const suggestions = [
    latest ? `„Wie ist mein Fortschritt bei ${latest}?“` : '„Was soll ich heute trainieren?“',
    '„Wie viele Sätze habe ich in den letzten 7 Tagen gemacht?“',
  ];
  return `Das kann ich noch nicht beantworten. Frag mich zum Beispiel ${suggestions.join(' oder ')}`;
};

function examples(): string {
  return [
    'Frag mich zum Beispiel:',
    '- „Was soll ich heute trainieren?“',
    '- „Wie ist mein Fortschritt beim Bankdrücken?“',
    '- „Wie viel mehr Gewicht soll ich nächstes Mal nehmen?“',
    '- „Wie viele Sätze und Wiederholungen für Muskelaufbau?“',
    '- „Mein Knie tut bei Kniebeugen weh – was tun?“',
    '- „Wie viel Eiweiß brauche ich?“',
  ].join('\n');
}

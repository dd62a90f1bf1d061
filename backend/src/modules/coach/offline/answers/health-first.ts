import type { Language, Texts } from '../language.js';
import type { SafetyConcern } from '../understanding/safety-concerns.js';

/**
 * The answers to a question that raises a health concern (`safetyConcern`): they stop the advice
 * the question asked for, whatever else it asks, and never give a dose, a diagnosis or a diet.
 */
const ANSWERS: Record<SafetyConcern, Texts> = {
  emergency: {
    de: [
      '**Hör sofort mit dem Training auf und ruf den Notruf 112** (oder lass jemanden im Studio anrufen).',
      'Schmerz, Druck oder Enge in der Brust zusammen mit Schwindel oder Atemnot, und eine Ohnmacht, können Zeichen eines Herz- oder Kreislaufnotfalls sein – das muss sofort ärztlich abgeklärt werden, auch wenn es gerade besser wird.',
      'Setz oder leg dich hin, bleib nicht allein und fahr nicht selbst. Trainiere erst wieder, wenn eine Ärztin oder ein Arzt es freigegeben hat.',
    ].join('\n\n'),
    en: [
      '**Stop training now and call the emergency number 112** (or 911 in the US; or ask someone at the gym to call).',
      'Pain, pressure or tightness in the chest together with dizziness or shortness of breath, or fainting, can be signs of a heart or circulation emergency – it needs a doctor at once, even if it eases off.',
      'Sit or lie down, do not stay alone and do not drive yourself. Only train again once a doctor has cleared you.',
    ].join('\n\n'),
  },
  red_flag: {
    de: [
      '**Brich das Training für heute ab.** Schwindel, Taubheit oder Kribbeln, Herzrasen und ein plötzlicher, stechender Schmerz sind Warnzeichen, die nicht ins Training gehören.',
      'Lass es **ärztlich abklären, bevor du wieder trainierst** – ich kann und will aus der Ferne keine Diagnose stellen.',
      '**Ruf sofort den Notruf 112**, wenn Druck oder Schmerz in der Brust, Atemnot, eine Ohnmacht, Lähmungen oder Sprachstörungen dazukommen.',
    ].join('\n\n'),
    en: [
      '**Stop training for today.** Dizziness, numbness or tingling, a racing heart and a sudden sharp pain are warning signs that do not belong in a workout.',
      '**See a doctor before you train again** – I cannot and will not diagnose it from afar.',
      '**Call the emergency number 112 at once** if chest pressure or pain, shortness of breath, fainting, paralysis or slurred speech come with it.',
    ].join('\n\n'),
  },
  drugs: {
    de: [
      '**Nein – bei Steroiden, Testosteron, SARMs, Wachstumshormon und anderen leistungssteigernden Mitteln helfe ich nicht, auch nicht mit Dosierungen.**',
      'Sie können Herz und Gefäße schädigen (Bluthochdruck, Herzmuskelverdickung, Herzinfarkt), die Leber belasten, die körpereigene Hormonproduktion abschalten und unfruchtbar machen; ohne Rezept sind sie in Deutschland zudem verboten.',
      'Falls du sie schon nimmst: Sprich offen mit einer Ärztin oder einem Arzt und lass Blutwerte und Blutdruck kontrollieren. Ohne Mittel kommst du mit einem guten Plan, genug Eiweiß (1,6–2 g pro kg Körpergewicht) und 7–9 Stunden Schlaf über Jahre weit.',
    ].join('\n\n'),
    en: [
      '**No – I do not help with steroids, testosterone, SARMs, growth hormone or other performance-enhancing drugs, and I give no doses.**',
      'They can damage the heart and blood vessels (high blood pressure, a thickened heart muscle, heart attack), strain the liver, shut down your own hormone production and cause infertility; without a prescription they are illegal in many countries, Germany included.',
      'If you already take them: talk openly with a doctor and have your blood values and blood pressure checked. Without drugs, a good plan, enough protein (1.6–2 g per kg of body weight) and 7–9 hours of sleep take you far over the years.',
    ].join('\n\n'),
  },
  extreme_diet: {
    de: [
      '**Davon rate ich klar ab.** Hungern, Crash-Diäten unter etwa 1.200 kcal, Erbrechen oder Abführmittel kosten Muskeln statt Fett, machen schwindelig und schwach im Training, bringen Elektrolyte und Herzrhythmus durcheinander und enden meist im Jo-Jo-Effekt.',
      'Nachhaltig ist ein Defizit von **300–500 kcal am Tag** unter deinem Bedarf, mit viel Eiweiß und weiter schwerem Krafttraining: so gehen etwa 0,5 % des Körpergewichts pro Woche, und die Muskeln bleiben.',
      'Wenn Essen sich gerade wie ein Kampf anfühlt, sprich bitte mit deiner Hausärztin oder deinem Hausarzt – Hilfe gibt es auch anonym, z. B. bei der BZgA-Beratung zu Essstörungen (0221 892031).',
    ].join('\n\n'),
    en: [
      '**I advise clearly against that.** Starving, crash diets below about 1,200 kcal, vomiting or laxatives cost muscle rather than fat, make you dizzy and weak in training, upset your electrolytes and heart rhythm, and usually end in a rebound.',
      'What lasts is a deficit of **300–500 kcal a day** below your needs, with plenty of protein and heavy strength training kept up: about 0.5 % of your body weight a week, and the muscle stays.',
      'If food feels like a fight right now, please talk to your doctor – help is available anonymously too, e.g. from an eating-disorder helpline.',
    ].join('\n\n'),
  },
  dehydration: {
    de: [
      '**Nein – Entwässern, Wasser weglassen, Entwässerungstabletten oder Schwitzanzüge rate ich dir ab.**',
      'Schon 2 % Wasserverlust kosten Kraft und Konzentration; stärkere Entwässerung bringt Kreislaufprobleme, Krämpfe, Nierenschäden und gefährliche Herzrhythmusstörungen – Diuretika besonders.',
      'Trink über den Tag verteilt etwa **35 ml pro kg Körpergewicht** und beim Training zusätzlich 0,5–1 l pro Stunde; heller Urin ist ein gutes Zeichen. Was auf der Waage durch Wasser verschwindet, ist kein Fett und kommt mit dem nächsten Glas zurück.',
    ].join('\n\n'),
    en: [
      '**No – I advise against cutting water, diuretics or sauna suits.**',
      'Losing just 2 % of your body water costs strength and focus; more brings circulation problems, cramps, kidney damage and dangerous heart-rhythm problems – diuretics above all.',
      'Drink about **35 ml per kg of body weight** spread over the day, plus 0.5–1 l per hour of training; pale urine is a good sign. What water takes off the scale is not fat and comes back with the next glass.',
    ].join('\n\n'),
  },
};

export function answerHealthConcern(concern: SafetyConcern, language: Language): string {
  return ANSWERS[concern][language];
}

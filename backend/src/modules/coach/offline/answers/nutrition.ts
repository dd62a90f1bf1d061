import { whole } from '../german.js';
import { normaliseText } from '../normalise.js';
import type { Answer } from './context.js';

type Topic = 'protein' | 'calories' | 'carbs' | 'creatine' | 'water' | 'timing';

const TOPIC_WORDS: ReadonlyArray<[Topic, RegExp]> = [
  ['protein', /protein|eiweiss|shake|whey|quark/],
  ['calories', /kalorie|kcal|defizit|ueberschuss|bulk|\bcut\b|calorie|deficit|surplus|zunehmen|abnehm|bedarf|gewicht verlieren/],
  ['carbs', /kohlenhydrat|carbs|zucker|nudeln|reis|\bfett\b|makros|macros/],
  ['creatine', /kreatin|creatin|supplement|nahrungsergaenz|magnesium/],
  ['water', /wasser|trinken|water|drink/],
  ['timing', /vor dem training|nach dem training|before|after|mahlzeit|fruehstueck|abends|nuechtern|verteil/],
];

/** Nutrition basics, never a diet plan: protein and calories from the body weight, where it is known. */
export const answerNutrition: Answer = (context) => {
  const { facts, goal } = context;
  const bodyWeight = context.understanding.mentions.bodyWeightKg ?? facts.profile.bodyWeight;
  const text = ` ${normaliseText(context.question)} `;
  const asked = new Set(TOPIC_WORDS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic));
  const all = asked.size === 0;
  const lines: string[] = [];

  if (all || asked.has('protein')) {
    const [low, high] = goal === 'weight_loss' || goal === 'definition' ? [1.8, 2.2] : [1.6, 2];
    lines.push(
      bodyWeight
        ? `**Eiweiß:** ${String(low).replace('.', ',')}–${String(high).replace('.', ',')} g pro kg Körpergewicht am Tag – bei deinen ${whole(bodyWeight)} kg also etwa **${whole(low * bodyWeight)}–${whole(high * bodyWeight)} g**, verteilt auf 3–5 Mahlzeiten mit je 25–40 g (Quark, Skyr, Eier, Fisch, Fleisch, Hülsenfrüchte, Tofu).`
        : `**Eiweiß:** ${String(low).replace('.', ',')}–${String(high).replace('.', ',')} g pro kg Körpergewicht am Tag, verteilt auf 3–5 Mahlzeiten mit je 25–40 g. Nenn mir dein Körpergewicht, dann rechne ich es dir aus.`,
    );
  }
  if (all || asked.has('calories')) {
    const maintenance = bodyWeight ? [Math.round((bodyWeight * 30) / 50) * 50, Math.round((bodyWeight * 35) / 50) * 50] : null;
    const estimate = maintenance
      ? ` Als grobe Schätzung liegt dein Erhaltungsbedarf bei etwa ${whole(maintenance[0]!)}–${whole(maintenance[1]!)} kcal am Tag; der echte Wert hängt von Größe, Alter und Alltag ab.`
      : '';
    const byGoal =
      goal === 'weight_loss' || goal === 'definition'
        ? 'Zum **Abnehmen** iss etwa **300–500 kcal unter** deinem Bedarf: So verlierst du rund 0,5 % Körpergewicht pro Woche und behältst mit Krafttraining und viel Eiweiß deine Muskeln.'
        : goal === 'muscle_building' || goal === 'strength'
          ? 'Für **Muskelaufbau** reicht ein kleiner **Überschuss von 200–300 kcal** über deinem Bedarf – mehr landet vor allem als Fett.'
          : 'Für **Ausdauer** iss etwa auf Höhe deines Bedarfs und plane vor längeren Einheiten Kohlenhydrate ein.';
    lines.push(`**Kalorien:** ${byGoal}${estimate} Wiege dich 2–3-mal pro Woche morgens und schau auf den Wochenschnitt.`);
  }
  if (asked.has('carbs')) {
    lines.push(
      '**Kohlenhydrate und Fett:** Kohlenhydrate sind dein Trainingstreibstoff (Haferflocken, Reis, Kartoffeln, Obst), Fett brauchst du für Hormone (mindestens etwa 0,8 g pro kg). Die Uhrzeit ist zweitrangig – die Tagesmenge zählt.',
    );
  }
  if (asked.has('creatine')) {
    lines.push(
      '**Nahrungsergänzung:** Nötig ist keine. Am besten belegt ist **Kreatin-Monohydrat, 3–5 g täglich** – es hilft bei Kraft und Wiederholungen. Ein Eiweißshake ist einfach praktisch, wenn du dein Eiweiß sonst nicht schaffst.',
    );
  }
  if (asked.has('water')) {
    lines.push(
      `**Trinken:** etwa 30–40 ml pro kg Körpergewicht${bodyWeight ? ` (bei dir rund ${(Math.round(bodyWeight * 0.035 * 10) / 10).toString().replace('.', ',')} Liter)` : ''}, an Trainingstagen etwas mehr.`,
    );
  }
  if (asked.has('timing')) {
    lines.push(
      '**Timing:** 1–3 Stunden vor dem Training eine normale Mahlzeit mit Kohlenhydraten und etwas Eiweiß, danach innerhalb einiger Stunden eine eiweißreiche Mahlzeit. Nüchtern trainieren geht, bringt aber keinen Vorteil.',
    );
  }
  lines.push(
    'Das sind allgemeine Richtwerte, kein Ernährungsplan. Bei Vorerkrankungen (z. B. der Nieren), in der Schwangerschaft oder bei einer Essstörung sprich bitte mit einer Ärztin oder Ernährungsfachkraft.',
  );
  return lines.join('\n\n');
};

import type { ExerciseFacts } from '../../training-facts.js';
import { dayPhrase, germanDate, kg, plural, whole } from '../german.js';
import type { Answer } from './context.js';
import { exerciseName, exerciseOrLatest, GOAL_PLANS, increment, roundToPlate } from './context.js';

export const answerPlateau: Answer = (context) => {
  const { facts } = context;
  const exercise = context.exercise ?? (context.understanding.exercise ? null : ([...facts.exercises].sort((a, b) => b.entryCount - a.entryCount)[0] ?? null));
  const lines: string[] = [];
  if (exercise && exercise.sessions.length >= 3) {
    const recent = exercise.sessions.slice(-4);
    const best = exercise.recordSets.e1rm;
    // Training days since the best set: a lifter stuck for two or more is on a plateau.
    const since = exercise.sessions.filter((set) => set.date > best.date).length;
    lines.push(
      `Bei **${exercise.name}** sehen deine letzten Trainingstage so aus: ${recent.map((set) => `${kg(set.weight)} kg × ${set.reps}`).join(', ')}.` +
        (since >= 2
          ? ` Deinen besten Satz (${kg(best.weight)} kg × ${best.reps}) hast du am ${germanDate(best.date)} geschafft, seitdem an ${plural(since, 'Trainingstag', 'Trainingstagen')} nicht übertroffen – ein typisches **Plateau**.`
          : ` Dein letzter Bestwert ist noch frisch (${kg(best.weight)} kg × ${best.reps} am ${germanDate(best.date)}) – noch kein echtes Plateau, aber diese Stellschrauben helfen, dass es so weitergeht.`),
    );
    const deload = roundToPlate(exercise.latest.weight * 0.9);
    const step = increment(context.matcher.findClose(exercise.name), exercise.latest.weight);
    lines.push(
      [
        'So kommst du wieder in Bewegung:',
        `- **Doppelte Progression:** Bleib bei ${kg(exercise.latest.weight)} kg, bis du in allen Sätzen ${exercise.latest.reps + 2} Wiederholungen schaffst, dann in kleinen Schritten (+${kg(step)} kg) steigern`,
        `- **Deload:** Eine Woche mit etwa ${kg(deload)} kg und einem Satz weniger, danach frisch neu angreifen`,
        '- **Wiederholungsbereich wechseln:** Für 3–4 Wochen schwerer mit 4–6 oder leichter mit 10–15 Wiederholungen – oder eine verwandte Übungsvariante',
        '- **Basis prüfen:** 7–9 Stunden Schlaf, genug Eiweiß und 48 Stunden Pause für die Muskelgruppe',
      ].join('\n'),
    );
  } else {
    const named = exercise?.name ?? exerciseName(context);
    lines.push(
      exercise
        ? `Für **${exercise.name}** habe ich erst ${plural(exercise.sessions.length, 'Trainingstag', 'Trainingstage')} – zu wenig, um ein Plateau sicher zu erkennen.`
        : named
          ? `Zu **${named}** habe ich noch keine Einträge von dir, darum kann ich deinen Verlauf dort nicht prüfen.`
          : 'Ich habe noch zu wenige Einträge von dir, um ein Plateau zu erkennen.',
    );
    lines.push(
      [
        'Was bei Stillstand hilft:',
        '- Kleine Steigerungen (1–2,5 kg) oder erst eine Wiederholung mehr',
        '- Alle 6–8 Wochen eine leichtere Woche (Deload)',
        '- Wiederholungsbereich oder Übungsvariante für ein paar Wochen wechseln',
        '- Ausreichend Schlaf und Eiweiß – Erholung ist Teil des Trainings',
      ].join('\n'),
    );
  }
  return lines.join('\n\n');
};

export const answerProgression: Answer = (context) => {
  const plan = GOAL_PLANS[context.goal];
  const exercise = exerciseOrLatest(context);
  if (!exercise) {
    const named = exerciseName(context);
    return [
      named ? `Zu **${named}** habe ich noch keine Einträge von dir.` : 'Dafür brauche ich deine letzten Sätze – du hast noch keine eingetragen.',
      `So steigerst du dich sicher (**doppelte Progression**): Wähle ein Gewicht, mit dem du ${plan.repRange[0]} Wiederholungen sauber schaffst. Erhöhe die Wiederholungen von Training zu Training; erreichst du in allen Sätzen ${plan.repRange[1]}, leg das nächste Gewicht auf (2,5 kg an Oberkörperübungen, 5 kg an Kniebeugen oder Kreuzheben).`,
    ].join('\n\n');
  }
  const catalogue = context.exercise ? context.catalogue : context.matcher.findClose(exercise.name);
  const lastDay = exercise.lastDaySets;
  const top = Math.max(...lastDay.map((set) => set.weight));
  const atTop = lastDay.filter((set) => set.weight === top);
  const fewestReps = Math.min(...atTop.map((set) => set.reps));
  const step = increment(catalogue, top);
  const lines: string[] = [];
  const which = context.exercise ? `**${exercise.name}**` : `deiner letzten Übung, **${exercise.name}**,`;
  lines.push(
    `Bei ${which} hast du beim letzten Training (${dayPhrase(exercise.latest.date, context.facts.today)}) ${lastDay.map((set) => `${kg(set.weight)} kg × ${set.reps}`).join(', ')} geschafft.`,
  );
  if (top <= 0) {
    lines.push(
      `Ohne Zusatzgewicht steigerst du dich über Wiederholungen: nächstes Mal **${fewestReps + 1}–${fewestReps + 2} pro Satz**, ab etwa 15 sauberen Wiederholungen mit Zusatzgewicht oder einer schwereren Variante.`,
    );
  } else if (fewestReps >= plan.repRange[1]) {
    lines.push(
      `Du hast mit ${kg(top)} kg das obere Ende deines Bereichs (${plan.reps} für ${plan.label}) erreicht: Nimm nächstes Mal **${kg(top + step)} kg** (+${kg(step)} kg) und starte wieder bei etwa ${plan.repRange[0]} Wiederholungen.`,
    );
  } else {
    const target = Math.min(fewestReps + 1, plan.repRange[1]);
    lines.push(
      `Bleib nächstes Mal bei **${kg(top)} kg** und hol dir **${target} Wiederholungen** in jedem Satz. Sobald du ${plan.repRange[1]} schaffst, geht es mit ${kg(top + step)} kg weiter (+${kg(step)} kg).`,
    );
  }
  const asked = context.understanding.mentions.weightsKg[0];
  if (asked !== undefined && top > 0) {
    const jump = asked - top;
    lines.push(
      jump <= 0
        ? `${kg(asked)} kg hast du schon bewegt – das kannst du ohne Bedenken nehmen.`
        : jump <= step
          ? `${kg(asked)} kg sind ${kg(jump)} kg mehr als zuletzt: ein passender Schritt, wenn die letzten Sätze sauber waren.`
          : `${kg(asked)} kg wären ${kg(jump)} kg mehr als zuletzt – lieber in Schritten von ${kg(step)} kg dorthin, damit die Technik mitkommt.`,
    );
  }
  lines.push('Steigere nur, wenn die Technik sauber bleibt; der letzte Satz darf sich schwer anfühlen, aber nicht verzweifelt.');
  return lines.join('\n\n');
};

export const answerSetsAndReps: Answer = (context) => {
  const { facts, goal } = context;
  const plan = GOAL_PLANS[goal];
  const lines = [
    `Für **${plan.label}** empfehle ich dir **${plan.sets} Sätze à ${plan.reps} Wiederholungen** bei etwa ${whole(plan.intensity[0] * 100)}–${whole(plan.intensity[1] * 100)} % deines Maximalgewichts, mit ${plan.restBetweenSets} Pause zwischen den Sätzen.`,
    `Pro Muskelgruppe sind **${plan.weeklySets} harte Sätze pro Woche** ein guter Rahmen. Der letzte Satz sollte sich so anfühlen, als wären noch 1–2 Wiederholungen drin gewesen.`,
  ];
  const categories = context.understanding.mentions.categories;
  if (categories.length > 0) {
    const week = facts.periods.week;
    lines.push(
      categories
        .map((category) => `Diese Woche hast du **${category}** mit ${plural(week.setsByCategory[category] ?? 0, 'Satz', 'Sätzen')} trainiert.`)
        .join(' '),
    );
  }
  const exercise = exerciseOrLatest(context);
  if (exercise && exercise.bestE1rm > 0) {
    const max = exercise.bestE1rm;
    const low = roundToPlate(max * plan.intensity[0]);
    const high = roundToPlate(max * plan.intensity[1]);
    lines.push(
      `Auf dich übertragen bei **${exercise.name}**: Dein bester Satz entspricht einem geschätzten Maximalgewicht von ${kg(max)} kg. Für ${plan.label} wären das etwa **${kg(low)}–${kg(high)} kg** für ${plan.reps} Wiederholungen` +
        ` (zuletzt: ${kg(exercise.latest.weight)} kg × ${exercise.latest.reps}).`,
    );
  } else if (exerciseName(context)) {
    lines.push(
      `Zu **${exerciseName(context)}** hast du noch keine Einträge. Starte mit einem Gewicht, das du sicher für ${plan.repRange[1]} Wiederholungen schaffst, und trag es ein – dann kann ich genauer werden.`,
    );
  }
  if (!context.goalKnown) {
    lines.push('Wenn du ein anderes Ziel hast (Kraft, Definition, Abnehmen oder Ausdauer), schreib es dazu – die Zahlen ändern sich dann.');
  }
  return lines.join('\n\n');
};

export const answerDeload: Answer = (context) => {
  const { facts } = context;
  const lines = [
    'Ein **Deload** ist eine geplante leichtere Woche: Du trainierst weiter, aber mit etwa **der Hälfte der Sätze** oder **10–20 % weniger Gewicht**, ohne bis ans Limit zu gehen. Die Technik bleibt gleich, nur die Belastung sinkt, damit Muskeln, Sehnen und Nervensystem nachziehen.',
    '**Wann?** Nach 4–8 Wochen hartem Training, oder früher, wenn du mehrere Einheiten hintereinander stagnierst, dich dauernd müde fühlst, schlecht schläfst oder die Gelenke zwicken.',
  ];
  const weeks = facts.trainingWeeksInARow;
  if (weeks > 0) {
    lines.push(
      weeks >= 6
        ? `Du trainierst seit **${plural(weeks, 'Woche', 'Wochen')} am Stück** – eine Deload-Woche wäre jetzt gut platziert.`
        : `Du trainierst seit ${plural(weeks, 'Woche', 'Wochen')} am Stück; plane den nächsten Deload etwa nach Woche 6–8 ein, oder früher, wenn die Zeichen oben auftauchen.`,
    );
  }
  const exercises = context.exercise ? [context.exercise] : facts.exercises.filter((exercise) => exercise.latest.weight > 0).slice(0, 3);
  if (exercises.length > 0) {
    lines.push(
      [
        'Für deine Übungen hieße das in der Deload-Woche:',
        ...exercises.map(
          (exercise: ExerciseFacts) =>
            `- **${exercise.name}**: ${kg(roundToPlate(exercise.latest.weight * 0.85))} kg × ${exercise.latest.reps} (statt ${kg(exercise.latest.weight)} kg), 1–2 Sätze weniger`,
        ),
      ].join('\n'),
    );
  }
  lines.push('Danach steigst du wieder mit deinen normalen Gewichten ein – meist fühlen sie sich leichter an als vorher.');
  return lines.join('\n\n');
};

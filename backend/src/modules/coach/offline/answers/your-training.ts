import type { Category } from '../../../../common/exercise-categories.js';
import type { CalendarPeriod, ExerciseFacts, PeriodFacts, SetFact } from '../../training-facts.js';
import { estimatedOneRepMax } from '../../../workouts/index.js';
import { EXERCISE_CATALOGUE } from '../../../exercises/index.js';
import { dayPhrase, germanDate, kg, listing, plural, whole } from '../german.js';
import type { Answer, AnswerContext } from './context.js';
import { exerciseName, MUSCLE_GROUPS, percent, restDays, signed } from './context.js';
import { PLAN_SCREEN_LINK, planDayToday } from './plan.js';

export const answerToday: Answer = (context) => {
  const { facts, matcher } = context;
  const asked = context.understanding.mentions.categories.find((category) => MUSCLE_GROUPS.includes(category));
  if (asked && facts.exercises.length > 0) return categoryToday(context, asked);
  const fromPlan = planDayToday(context);
  if (fromPlan) return fromPlan;
  if (facts.exercises.length === 0) {
    const picks = ['Kniebeugen', 'Bankdrücken', 'Latzug', 'Plank'].map((name) => EXERCISE_CATALOGUE.find((exercise) => exercise.name === name)!);
    return [
      'Du hast noch keine Übungen eingetragen – perfekt für einen **Ganzkörpertag** zum Einstieg:',
      '',
      ...picks.map(
        (exercise) =>
          `- **${exercise.name}** (${exercise.categories.join(', ')}): 3 Sätze à 10–12 Wiederholungen mit einem Gewicht, das sich mittelschwer anfühlt`,
      ),
      '',
      'Trag deine Sätze danach ein, dann kann ich dir beim nächsten Mal Vorschläge nach deinen eigenen Zahlen machen.',
      '',
      NO_PLAN_HINT,
    ].join('\n');
  }
  const focus = facts.profile.focusAreas.filter((area): area is Category => (MUSCLE_GROUPS as readonly string[]).includes(area));
  // The big groups carry a training day; arms and abs are the extras that fit onto one.
  const rested = (groups: readonly Category[]) =>
    groups
      .filter((category) => restDays(facts, category) >= 2 && !context.spared.includes(category))
      .sort((a, b) => Math.min(restDays(facts, b), 14) - Math.min(restDays(facts, a), 14) || Number(focus.includes(b)) - Number(focus.includes(a)));
  const chosen = rested(MAIN_GROUPS).slice(0, 2);
  const extra = rested(EXTRA_GROUPS)[0];
  const lines: string[] = [];
  if (facts.latest && facts.latest.date === facts.today) {
    lines.push(
      `Du hast heute schon trainiert (zuletzt ${facts.latest.machine} mit ${kg(facts.latest.weight)} kg × ${facts.latest.reps}). Falls du noch eine Einheit dranhängen willst:`,
    );
  }
  if (chosen.length === 0) {
    const trained = MAIN_GROUPS.filter((category) => restDays(facts, category) < 2);
    lines.push(
      `Alle großen Muskelgruppen hast du in den letzten zwei Tagen trainiert (${listing(trained)}). Heute ist ein guter Tag für **Erholung** oder lockeres **Ausdauertraining** – 20–30 Minuten auf dem Rad oder Crosstrainer.`,
    );
    return lines.join('\n\n');
  }
  const reasons = chosen.map((category) => {
    const days = restDays(facts, category);
    return Number.isFinite(days) ? `**${category}** (zuletzt vor ${plural(days, 'Tag', 'Tagen')})` : `**${category}** (noch nie eingetragen)`;
  });
  lines.push(`Heute bieten sich ${listing(reasons)} an – diese Muskeln sind am längsten ausgeruht.`);
  const bullets: string[] = [];
  for (const category of chosen) {
    const ownExercises = facts.exercises.filter((exercise) => exercise.categories.includes(category)).slice(0, 2);
    for (const exercise of ownExercises) bullets.push(nextTimeBullet(exercise));
    if (ownExercises.length === 0) {
      const suggestions = EXERCISE_CATALOGUE.filter((exercise) => exercise.categories[0] === category && exercise.pattern !== 'cardio')
        .filter((exercise) => !facts.exercises.some((own) => matcher.findClose(own.name) === exercise))
        .slice(0, 2);
      for (const exercise of suggestions) bullets.push(`- **${exercise.name}** (neu für dich): 3 Sätze à 8–12 Wiederholungen`);
    }
  }
  lines.push(bullets.join('\n'));
  if (extra)
    lines.push(
      `Wenn du Zeit hast, häng noch 2–3 Sätze für **${extra}** an${Number.isFinite(restDays(facts, extra)) ? '' : ' – dafür hast du bisher nichts eingetragen'}.`,
    );
  lines.push('Wärm dich vorher 5–10 Minuten auf und steigere das Gewicht in den ersten Sätzen langsam.');
  if (!facts.plan) lines.push(NO_PLAN_HINT);
  return lines.join('\n\n');
};

/** Without a plan, "today" is worked out from rest; a plan would say it. */
const NO_PLAN_HINT = `Noch einfacher mit einem Trainingsplan: Unter ${PLAN_SCREEN_LINK} erstellt dir **„Trainingsplan generieren“** einen – dann sage ich dir hier, welcher Tag dran ist.`;

const MAIN_GROUPS: readonly Category[] = ['Brust', 'Rücken', 'Beine', 'Schultern'];
const EXTRA_GROUPS: readonly Category[] = ['Arme', 'Bauch'];

function nextTimeBullet(exercise: ExerciseFacts): string {
  const last = exercise.latest;
  return `- **${exercise.name}**: letztes Mal ${kg(last.weight)} kg × ${last.reps} – heute ${last.reps + 1} Wiederholungen oder ${kg(last.weight + 2.5)} kg probieren`;
}

/** "Kann ich heute Beine trainieren?": how rested that group is, with the user's exercises for it. */
function categoryToday({ facts }: AnswerContext, category: Category): string {
  const days = restDays(facts, category);
  const own = facts.exercises.filter((exercise) => exercise.categories.includes(category)).slice(0, 3);
  const lines: string[] = [];
  if (days < 2) {
    lines.push(
      `**${category}** hast du ${days === 0 ? 'heute schon' : 'gestern'} trainiert. Gib den Muskeln 48–72 Stunden, bevor du sie wieder schwer belastest – heute passt eher eine andere Muskelgruppe oder ein Ruhetag.`,
    );
  } else {
    lines.push(
      Number.isFinite(days)
        ? `Ja, **${category}** passt heute: Das letzte Training ist ${plural(days, 'Tag', 'Tage')} her, die Muskeln sind ausgeruht.`
        : `Ja, **${category}** passt heute – dafür hast du noch nichts eingetragen, die Muskeln sind frisch.`,
    );
  }
  if (own.length > 0 && days >= 2) lines.push(own.map(nextTimeBullet).join('\n'));
  return lines.join('\n\n');
}

export const answerProgress: Answer = (context) => {
  const { facts } = context;
  if (facts.exercises.length === 0) {
    return 'Ich sehe noch keine Einträge von dir, daher kann ich noch keinen Fortschritt auswerten. Trag deine ersten Sätze ein – schon nach zwei Einheiten zeige ich dir, wie du dich entwickelst.';
  }
  if (context.exercise) return exerciseProgress(context, context.exercise);
  const lines: string[] = [];
  const named = exerciseName(context);
  if (named) lines.push(`Zu **${named}** habe ich noch keine Einträge von dir. Hier dein Gesamtüberblick:`);
  lines.push(
    `Du hast bisher **${plural(facts.totalEntries, 'Satz', 'Sätze')}** bei ${plural(facts.exercises.length, 'Übung', 'Übungen')} eingetragen, in den letzten 7 Tagen an ${plural(facts.sessionsLast7Days, 'Tag', 'Tagen')} mit insgesamt ${whole(facts.volumeLast7Days)} kg Volumen.`,
  );
  const gains = facts.exercises
    .filter((exercise) => exercise.entryCount > 1)
    .map((exercise) => ({ exercise, gain: percent(e1rm(exercise.first), e1rm(exercise.latest)) }))
    .sort((a, b) => b.gain - a.gain)
    .slice(0, 3);
  if (gains.length > 0) {
    lines.push(
      [
        'Deine Entwicklung (geschätztes Maximalgewicht, erster → letzter Eintrag):',
        ...gains.map(
          ({ exercise, gain }) =>
            `- **${exercise.name}**: ${kg(exercise.first.weight)} kg × ${exercise.first.reps} → ${kg(exercise.latest.weight)} kg × ${exercise.latest.reps} (${signed(gain)} %)`,
        ),
      ].join('\n'),
    );
  }
  lines.push('Frag mich nach einer bestimmten Übung, z. B. „Wie ist mein Fortschritt beim Bankdrücken?“, dann schaue ich genauer hin.');
  return lines.join('\n\n');
};

function exerciseProgress({ facts }: AnswerContext, exercise: ExerciseFacts): string {
  const { first, latest } = exercise;
  const lines = [`**${exercise.name}** – ${plural(exercise.entryCount, 'Eintrag', 'Einträge')} seit dem ${germanDate(first.date)}:`];
  lines.push(
    [
      `- Erster Eintrag: ${kg(first.weight)} kg × ${first.reps}`,
      `- Letzter Eintrag (${dayPhrase(latest.date, facts.today)}): ${kg(latest.weight)} kg × ${latest.reps}`,
      `- Höchstes Gewicht: ${kg(exercise.bestWeight)} kg`,
      `- Geschätztes Maximalgewicht: ${kg(exercise.bestE1rm)} kg`,
    ].join('\n'),
  );
  if (exercise.entryCount > 1) {
    const gain = percent(e1rm(first), e1rm(latest));
    lines.push(
      gain > 0
        ? `Das sind **${signed(gain)} %** beim geschätzten Maximalgewicht seit deinem ersten Eintrag. Stark!`
        : `Dein letzter Satz liegt ${gain === 0 ? 'auf dem Niveau' : 'etwas unter dem Niveau'} deines ersten – an der Bestmarke von ${kg(exercise.bestE1rm)} kg siehst du aber, was in dir steckt. Fortschritt verläuft selten geradlinig.`,
    );
  }
  if (exercise.sessions.length >= 2) {
    const recent = exercise.sessions.slice(-4);
    lines.push(['Deine letzten Trainingstage:', ...recent.map((set) => `- ${germanDate(set.date)}: ${kg(set.weight)} kg × ${set.reps}`)].join('\n'));
  }
  return lines.join('\n\n');
}

export const answerRecords: Answer = (context) => {
  const { facts } = context;
  if (facts.exercises.length === 0) {
    return 'Du hast noch keine Sätze eingetragen, also auch noch keine Rekorde – dein erster Satz bei einer Übung ist gleich deine erste Bestmarke. Trag ihn ein, dann behalte ich deine Bestwerte für dich im Blick.';
  }
  if (context.exercise) return exerciseRecords(context, context.exercise);
  const lines: string[] = [];
  const named = exerciseName(context);
  if (named) lines.push(`Bei **${named}** hast du noch keinen Satz eingetragen, also auch keinen Rekord. Deine Bestwerte bei den anderen Übungen:`);
  const period = context.understanding.period;
  if (period === 'week' || period === 'month' || period === 'last_week' || period === 'last_month') {
    const { from, to } = facts.periods[period];
    const recent = facts.exercises.filter((exercise) => exercise.recordSets.e1rm.date >= from && exercise.recordSets.e1rm.date <= to);
    lines.push(
      recent.length > 0
        ? `${periodLabel(period)} hast du bei ${plural(recent.length, 'Übung', 'Übungen')} eine neue Bestmarke gesetzt: ${listing(recent.map((exercise) => `**${exercise.name}** (${kg(exercise.recordSets.e1rm.weight)} kg × ${exercise.recordSets.e1rm.reps})`))}.`
        : `${periodLabel(period)} war kein neuer Rekord dabei – deine Bestwerte stehen aber weiter:`,
    );
  }
  const strongest = [...facts.exercises].sort((a, b) => b.bestE1rm - a.bestE1rm).slice(0, 5);
  lines.push(
    [
      'Deine persönlichen Rekorde (höchstes Gewicht · geschätztes Maximalgewicht):',
      ...strongest.map(
        (exercise) =>
          `- **${exercise.name}**: ${kg(exercise.bestWeight)} kg (${germanDate(exercise.recordSets.weight.date)}) · ${kg(exercise.bestE1rm)} kg aus ${kg(exercise.recordSets.e1rm.weight)} kg × ${exercise.recordSets.e1rm.reps}`,
      ),
    ].join('\n'),
  );
  if (facts.exercises.length > strongest.length) lines.push('Frag mich nach einer Übung, dann zeige ich dir dort alle drei Bestwerte mit Datum.');
  return lines.join('\n\n');
};

function exerciseRecords({ facts, understanding }: AnswerContext, exercise: ExerciseFacts): string {
  const { weight, e1rm: bestSet, volume } = exercise.recordSets;
  const lines = [
    `Deine Bestwerte bei **${exercise.name}**:`,
    [
      `- **Schwerstes Gewicht:** ${kg(weight.weight)} kg × ${weight.reps} (${dayPhrase(weight.date, facts.today)})`,
      `- **Bester Satz** (geschätztes Maximalgewicht): ${kg(bestSet.weight)} kg × ${bestSet.reps} ≈ ${kg(exercise.bestE1rm)} kg (${dayPhrase(bestSet.date, facts.today)})`,
      `- **Meistes Volumen in einem Satz:** ${kg(volume.weight)} kg × ${volume.reps} = ${whole(exercise.bestVolume)} kg (${dayPhrase(volume.date, facts.today)})`,
    ].join('\n'),
  ];
  const asked = understanding.mentions.weightsKg[0];
  if (asked !== undefined) {
    lines.push(
      exercise.bestWeight >= asked
        ? `Ja, ${kg(asked)} kg hast du geschafft – dein schwerstes Gewicht liegt bei ${kg(exercise.bestWeight)} kg.`
        : `${kg(asked)} kg hast du noch nicht geschafft: Bis dahin fehlen noch ${kg(asked - exercise.bestWeight)} kg.`,
    );
  }
  const latest = exercise.latest;
  if (latest.entryId === bestSet.entryId) lines.push('Dein letzter Satz ist gleichzeitig dein bester – stark!');
  else lines.push(`Zuletzt: ${kg(latest.weight)} kg × ${latest.reps} (${dayPhrase(latest.date, facts.today)}).`);
  return lines.join('\n\n');
}

export const answerVolume: Answer = (context) => {
  const { facts } = context;
  if (facts.totalEntries === 0) {
    return 'Du hast noch keine Sätze eingetragen – sobald du trainierst, zeige ich dir hier Woche und Monat mit Trainingstagen, Sätzen und Volumen.';
  }
  const period: CalendarPeriod = context.understanding.period ?? 'week';
  const summary = facts.periods[period];
  const lines = [summaryLine(period, summary)];
  if (summary.sets > 0) {
    const byCategory = context.understanding.mentions.categories;
    if (byCategory.length > 0) {
      lines.push(byCategory.map((category) => `- **${category}:** ${plural(summary.setsByCategory[category] ?? 0, 'Satz', 'Sätze')}`).join('\n'));
    }
    lines.push(
      [
        period === 'today' || period === 'yesterday' ? 'Deine Übungen:' : 'Am meisten trainiert:',
        ...summary.exercises.slice(0, 5).map((exercise) => `- **${exercise.name}**: ${plural(exercise.sets, 'Satz', 'Sätze')}, ${whole(exercise.volume)} kg`),
      ].join('\n'),
    );
  }
  const comparison = COMPARE_WITH[period];
  if (comparison) {
    const before = facts.periods[comparison];
    lines.push(
      before.sets === 0
        ? `${periodLabel(comparison)} hattest du keine Sätze eingetragen.`
        : `Zum Vergleich ${periodLabel(comparison).toLowerCase()}: ${plural(before.days, 'Trainingstag', 'Trainingstage')}, ${plural(before.sets, 'Satz', 'Sätze')}, ${whole(before.volume)} kg Volumen${summary.volume > 0 ? ` (${signed(percent(before.volume, summary.volume))} %)` : ''}.`,
    );
  }
  if (facts.latest && summary.sets === 0) lines.push(`Dein letztes Training war ${dayPhrase(facts.latest.date, facts.today)} (${facts.latest.machine}).`);
  return lines.join('\n\n');
};

const COMPARE_WITH: Partial<Record<CalendarPeriod, CalendarPeriod>> = { week: 'last_week', month: 'last_month' };

function summaryLine(period: CalendarPeriod, summary: PeriodFacts): string {
  const span = summary.from === summary.to ? germanDate(summary.from) : `${germanDate(summary.from)}–${germanDate(summary.to)}`;
  if (summary.sets === 0) return `**${periodLabel(period)}** (${span}) hast du noch keine Sätze eingetragen.`;
  return (
    `**${periodLabel(period)}** (${span}): ${plural(summary.days, 'Trainingstag', 'Trainingstage')}, **${plural(summary.sets, 'Satz', 'Sätze')}** ` +
    `mit ${plural(summary.reps, 'Wiederholung', 'Wiederholungen')} und **${whole(summary.volume)} kg** Volumen (Gewicht × Wiederholungen).`
  );
}

export function periodLabel(period: CalendarPeriod): string {
  return { today: 'Heute', yesterday: 'Gestern', week: 'Diese Woche', last_week: 'Letzte Woche', month: 'Diesen Monat', last_month: 'Letzten Monat' }[period];
}

function e1rm(set: SetFact): number {
  return estimatedOneRepMax(set.weight, set.reps);
}

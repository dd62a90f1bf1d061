import type { Category } from '../../../../common/exercise-categories.js';
import { dayPhrase, kg, listing, plural } from '../german.js';
import type { Answer } from './context.js';
import { exerciseName, exerciseOrLatest, GOAL_PLANS, MUSCLE_GROUPS, restDays, roundToPlate } from './context.js';

export const answerRest: Answer = (context) => {
  const { facts } = context;
  const plan = GOAL_PLANS[context.goal];
  const lines = [
    `**Zwischen den Sätzen:** Für ${plan.label} sind ${plan.restBetweenSets} sinnvoll – bei schweren Grundübungen wie Kniebeugen oder Kreuzheben eher 2–3 Minuten, bei kleinen Übungen wie Curls reicht eine Minute.`,
    '**Zwischen den Einheiten:** Gib einer Muskelgruppe nach einem harten Training **48–72 Stunden**, bevor du sie wieder schwer belastest. Andere Muskelgruppen kannst du am nächsten Tag trainieren; mindestens ein kompletter Ruhetag pro Woche tut jedem gut.',
  ];
  const recent = MUSCLE_GROUPS.filter((category) => restDays(facts, category) < 2);
  if (facts.sessionsLast7Days > 0) {
    let sentence = `Du hast in den letzten 7 Tagen an ${plural(facts.sessionsLast7Days, 'Tag', 'Tagen')} trainiert`;
    sentence += facts.sessionsLast7Days >= 6 ? ' – plane diese Woche mindestens einen kompletten Ruhetag ein.' : '.';
    if (recent.length > 0) sentence += ` ${listing(recent)} hast du in den letzten zwei Tagen trainiert; diesen Muskeln tut heute noch Ruhe gut.`;
    lines.push(sentence);
  }
  lines.push(
    'Schlaf (7–9 Stunden) und genug Eiweiß (etwa 1,6–2 g pro kg Körpergewicht) sind die wichtigste Erholung. Fühlst du dich über Tage ausgelaugt, ist eine leichtere Woche (Deload) klüger als ein weiteres hartes Training.',
  );
  return lines.join('\n\n');
};

export const answerFrequency: Answer = (context) => {
  const { facts } = context;
  const lines = [
    '**Jede Muskelgruppe etwa zweimal pro Woche** zu trainieren bringt für Muskelaufbau und Kraft am meisten, mit 48–72 Stunden Abstand. Daraus ergeben sich **3–5 Trainingstage pro Woche**: mit 2–3 Tagen als Ganzkörpertraining, mit 4 Tagen als Oberkörper/Unterkörper-Split, mit 5–6 Tagen als Push/Pull/Beine.',
  ];
  const experience = facts.profile.experience;
  if (experience === 'beginner')
    lines.push('Als Anfänger bist du mit **3 Ganzkörpereinheiten** pro Woche bestens bedient – mehr bringt am Anfang kaum mehr, kostet aber Erholung.');
  else if (experience === 'advanced')
    lines.push('Mit deiner Erfahrung vertragen die meisten 4–6 Einheiten pro Woche, solange das Volumen pro Muskelgruppe im Rahmen bleibt.');
  const asked = context.understanding.mentions.daysPerWeek;
  if (asked !== null) {
    lines.push(
      asked >= 7
        ? '**Jeden Tag** hart zu trainieren lässt keine Erholung: Plane mindestens einen, besser zwei Ruhetage pro Woche ein.'
        : asked >= 6
          ? `**${asked} Tage pro Woche** gehen, wenn du die Muskelgruppen aufteilst (z. B. Push/Pull/Beine zweimal) und gut schläfst.`
          : asked <= 1
            ? '**Einmal pro Woche** hält dich fit, für sichtbaren Fortschritt sind zwei bis drei Einheiten deutlich besser.'
            : `**${asked} Tage pro Woche** sind ein guter Rahmen – ${asked <= 3 ? 'am besten als Ganzkörpertraining' : 'am besten als Split, damit jede Muskelgruppe zweimal drankommt'}.`,
    );
  }
  const categories = context.understanding.mentions.categories.filter((category) => (MUSCLE_GROUPS as readonly string[]).includes(category));
  if (categories.length > 0) {
    lines.push(`**${listing(categories)}**: zweimal pro Woche mit mindestens zwei Tagen Abstand, z. B. Montag und Donnerstag.`);
  }
  const average = Math.round((facts.sessionsLast28Days / 4) * 10) / 10;
  if (facts.totalEntries > 0) {
    const planned = facts.profile.frequency ? ` (geplant hattest du ${facts.profile.frequency}-mal pro Woche)` : '';
    lines.push(`In den letzten 4 Wochen hast du im Schnitt an **${kg(average)} Tagen pro Woche** trainiert${planned}.`);
  }
  lines.push('Am wichtigsten ist, was du dauerhaft durchhältst: Drei Einheiten jede Woche schlagen fünf, die nach einem Monat einschlafen.');
  return lines.join('\n\n');
};

export const answerSoreness: Answer = (context) => {
  const { facts } = context;
  const lines = [
    '**Muskelkater** sind winzige Überlastungen der Muskelfasern nach ungewohnter oder harter Belastung. Er kommt nach 12–24 Stunden, ist nach 1–2 Tagen am stärksten und nach 3–5 Tagen vorbei – harmlos, und kein Maß dafür, wie gut das Training war.',
    [
      'Was hilft:',
      '- Lockere Bewegung: Spazierengehen, leichtes Radfahren, Mobility',
      '- Schlaf und genug Eiweiß',
      '- Andere Muskelgruppen trainieren; den verkaterten Muskel erst wieder schwer belasten, wenn der Kater weitgehend weg ist',
    ].join('\n'),
  ];
  const sore = recentlyTrained(facts);
  if (sore.length > 0) {
    lines.push(
      `Zuletzt hast du ${listing(sore.map(({ category, date }) => `**${category}** ${dayPhrase(date, facts.today)}`))} trainiert – dort ist Muskelkater jetzt am wahrscheinlichsten. Heute passt eher eine andere Muskelgruppe.`,
    );
  }
  lines.push(
    'Wenn es nicht nach Muskelkater aussieht – stechender Schmerz, Schmerz im Gelenk, Schwellung, länger als eine Woche, oder sehr starke Schmerzen mit dunklem Urin nach einer extremen Einheit –, lass es ärztlich abklären.',
  );
  return lines.join('\n\n');
};

function recentlyTrained(facts: Parameters<Answer>[0]['facts']): { category: Category; date: string }[] {
  return MUSCLE_GROUPS.filter((category) => restDays(facts, category) <= 2).map((category) => ({ category, date: facts.lastTrainedByCategory[category]! }));
}

export const answerWarmup: Answer = (context) => {
  const exercise = exerciseOrLatest(context);
  const lines = [
    '**Allgemein:** 5–10 Minuten locker auf Rad, Crosstrainer oder Rudergerät, bis dir warm ist, dazu ein paar dynamische Mobility-Übungen für die Gelenke, die gleich arbeiten (Armkreisen, Hüftkreisen, Ausfallschritte ohne Gewicht). Statisches Dehnen hebst du dir für nach dem Training auf.',
    '**Speziell:** Vor der ersten schweren Übung 2–4 Aufwärmsätze, bei denen das Gewicht steigt und die Wiederholungen sinken. Bei Maschinen und kleinen Übungen reicht meist ein leichter Satz.',
  ];
  if (exercise && exercise.latest.weight >= 20) {
    const working = exercise.latest.weight;
    const ramp = [
      [0.4, 10],
      [0.6, 5],
      [0.8, 3],
    ] as const;
    lines.push(
      [
        `Für **${exercise.name}** mit deinen ${kg(working)} kg hieße das:`,
        ...ramp.map(([share, reps]) => `- ${kg(Math.max(roundToPlate(working * share), 20))} kg × ${reps}`),
        `- dann deine Arbeitssätze mit ${kg(working)} kg`,
      ].join('\n'),
    );
  } else if (exerciseName(context)) {
    lines.push(`Für **${exerciseName(context)}**: ein Satz mit der leeren Stange oder leichtem Gewicht × 10, dann ein mittlerer × 5, dann los.`);
  }
  lines.push('Aufwärmsätze sollen dich vorbereiten, nicht ermüden – keine davon bis zur Erschöpfung.');
  return lines.join('\n\n');
};

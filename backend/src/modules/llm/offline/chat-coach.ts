import type { Category } from '../categories.js';
import type { ExerciseFacts, TrainingFacts } from '../training-facts.js';
import { estimatedOneRepMax } from '../../workouts/index.js';
import type { ExerciseMatcher } from './categoriser.js';
import { defaultExerciseMatcher } from './categoriser.js';
import type { CatalogueExercise } from './exercise-catalogue.js';
import { EXERCISE_CATALOGUE } from './exercise-catalogue.js';
import { dayPhrase, daysBetween, germanDate, kg, listing, plural, whole } from './german.js';
import type { Goal } from './intents.js';
import { asGoal, detectIntent, goalInQuestion } from './intents.js';
import { compactKey, normaliseText } from './normalise.js';
import { TECHNIQUE_CUES } from './technique.js';

interface GoalPlan {
  label: string;
  sets: string;
  reps: string;
  /** Share of the one-repetition maximum. */
  intensity: [number, number];
  restBetweenSets: string;
  weeklySets: string;
}

const GOAL_PLANS: Record<Goal, GoalPlan> = {
  strength: { label: 'Kraft', sets: '3–5', reps: '3–6', intensity: [0.8, 0.9], restBetweenSets: '2–4 Minuten', weeklySets: '8–12' },
  muscle_building: { label: 'Muskelaufbau', sets: '3–4', reps: '8–12', intensity: [0.67, 0.77], restBetweenSets: '60–120 Sekunden', weeklySets: '10–20' },
  definition: { label: 'Definition', sets: '3–4', reps: '10–15', intensity: [0.6, 0.7], restBetweenSets: '45–90 Sekunden', weeklySets: '10–16' },
  weight_loss: { label: 'Abnehmen', sets: '2–4', reps: '12–15', intensity: [0.6, 0.7], restBetweenSets: '30–60 Sekunden', weeklySets: '8–14' },
  endurance: { label: 'Ausdauer', sets: '2–3', reps: '15–25', intensity: [0.5, 0.6], restBetweenSets: '30–45 Sekunden', weeklySets: '8–12' },
};

/** Muscle groups that need rest between sessions; Ausdauer and Ganzkörper are planned differently. */
const MUSCLE_GROUPS: readonly Category[] = ['Brust', 'Rücken', 'Beine', 'Schultern', 'Arme', 'Bauch'];

interface Mentioned {
  /** The user's own exercise the question is about. */
  exercise: ExerciseFacts | null;
  /** The catalogue entry, for technique, when the name is a known exercise. */
  catalogue: CatalogueExercise | null;
}

/**
 * The offline chat coach: recognises what a German question is about and answers it from the
 * user's own numbers, in markdown. When it does not know, it says so and offers what it can do.
 */
export function answerQuestion(question: string, facts: TrainingFacts, matcher: ExerciseMatcher = defaultExerciseMatcher): string {
  const intent = detectIntent(question);
  // Looking for exercise names costs the most; only the intents about one exercise need it.
  const mentioned = () => findMentionedExercise(question, facts, matcher);
  const goal = goalInQuestion(question) ?? asGoal(facts.profile.goal) ?? 'muscle_building';
  switch (intent) {
    case 'today':
      return answerToday(facts, matcher);
    case 'sets_reps':
      return answerSetsAndReps(facts, mentioned(), goal);
    case 'progress':
      return answerProgress(facts, mentioned());
    case 'rest':
      return answerRest(facts, goal);
    case 'technique':
      return answerTechnique(facts, mentioned(), matcher);
    case 'plateau':
      return answerPlateau(facts, mentioned());
    case 'greeting':
      return answerGreeting(facts);
    case 'thanks':
      return answerThanks(facts);
    case 'unknown':
      return answerUnknown(facts);
    default: {
      const unknownIntent: never = intent;
      return unknownIntent;
    }
  }
}

export function findMentionedExercise(question: string, facts: TrainingFacts, matcher: ExerciseMatcher = defaultExerciseMatcher): Mentioned {
  const words = normaliseText(question).split(' ').filter(Boolean);
  const questionKey = compactKey(question);
  // The user's own exercise names first, longest first, so "Kurzhantel Bankdrücken" beats "Bankdrücken".
  const own = [...facts.exercises].sort((a, b) => compactKey(b.name).length - compactKey(a.name).length);
  for (const exercise of own) {
    const key = compactKey(exercise.name);
    if (key.length >= 4 && questionKey.includes(key)) return { exercise, catalogue: matcher.findClose(exercise.name) };
  }
  // Exact spellings anywhere in the question beat typos, so "beim Kreuzheben" is not read as a typo of something else.
  for (const typos of [false, true]) {
    for (let size = Math.min(4, words.length); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const phrase = words.slice(start, start + size).join(' ');
        const catalogue = matcher.findClose(phrase, { typos });
        if (!catalogue) continue;
        const exercise = own.find((candidate) => matcher.findClose(candidate.name) === catalogue) ?? null;
        return { exercise, catalogue };
      }
    }
  }
  return { exercise: null, catalogue: null };
}

// ---- intents ----------------------------------------------------------------------------------

function answerToday(facts: TrainingFacts, matcher: ExerciseMatcher): string {
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
    ].join('\n');
  }
  const restDays = (category: Category) => {
    const last = facts.lastTrainedByCategory[category];
    return last ? daysBetween(last, facts.today) : Number.POSITIVE_INFINITY;
  };
  const focus = facts.profile.focusAreas.filter((area): area is Category => (MUSCLE_GROUPS as readonly string[]).includes(area));
  const ranked = [...MUSCLE_GROUPS]
    .filter((category) => restDays(category) >= 2)
    .sort((a, b) => {
      const byRest = Math.min(restDays(b), 14) - Math.min(restDays(a), 14);
      if (byRest !== 0) return byRest;
      return Number(focus.includes(b)) - Number(focus.includes(a));
    });
  const chosen = ranked.slice(0, 2);
  const lines: string[] = [];
  if (facts.latest && facts.latest.date === facts.today) {
    lines.push(
      `Du hast heute schon trainiert (zuletzt ${facts.latest.machine} mit ${kg(facts.latest.weight)} kg × ${facts.latest.reps}). Falls du noch eine Einheit dranhängen willst:`,
    );
  }
  if (chosen.length === 0) {
    const trained = MUSCLE_GROUPS.filter((category) => restDays(category) < 2);
    lines.push(
      `Alle großen Muskelgruppen hast du in den letzten zwei Tagen trainiert (${listing(trained)}). Heute ist ein guter Tag für **Erholung** oder lockeres **Ausdauertraining** – 20–30 Minuten auf dem Rad oder Crosstrainer.`,
    );
    return lines.join('\n\n');
  }
  const reasons = chosen.map((category) => {
    const days = restDays(category);
    return Number.isFinite(days) ? `**${category}** (zuletzt vor ${plural(days, 'Tag', 'Tagen')})` : `**${category}** (noch nie eingetragen)`;
  });
  lines.push(`Heute bieten sich ${listing(reasons)} an – diese Muskeln sind am längsten ausgeruht.`);
  const bullets: string[] = [];
  for (const category of chosen) {
    const ownExercises = facts.exercises.filter((exercise) => exercise.categories.includes(category)).slice(0, 2);
    for (const exercise of ownExercises) {
      const last = exercise.latest;
      bullets.push(
        `- **${exercise.name}**: letztes Mal ${kg(last.weight)} kg × ${last.reps} – heute ${last.reps + 1} Wiederholungen oder ${kg(last.weight + 2.5)} kg probieren`,
      );
    }
    if (ownExercises.length === 0) {
      const suggestions = EXERCISE_CATALOGUE.filter((exercise) => exercise.categories[0] === category && exercise.pattern !== 'cardio')
        .filter((exercise) => !facts.exercises.some((own) => matcher.findClose(own.name) === exercise))
        .slice(0, 2);
      for (const exercise of suggestions) bullets.push(`- **${exercise.name}** (neu für dich): 3 Sätze à 8–12 Wiederholungen`);
    }
  }
  lines.push(bullets.join('\n'));
  lines.push('Wärm dich vorher 5–10 Minuten auf und steigere das Gewicht in den ersten Sätzen langsam.');
  return lines.join('\n\n');
}

function answerSetsAndReps(facts: TrainingFacts, mentioned: Mentioned, goal: Goal): string {
  const plan = GOAL_PLANS[goal];
  const lines = [
    `Für **${plan.label}** empfehle ich dir **${plan.sets} Sätze à ${plan.reps} Wiederholungen** bei etwa ${whole(plan.intensity[0] * 100)}–${whole(plan.intensity[1] * 100)} % deines Maximalgewichts, mit ${plan.restBetweenSets} Pause zwischen den Sätzen.`,
    `Pro Muskelgruppe sind ${plan.weeklySets} harte Sätze pro Woche ein guter Rahmen. Der letzte Satz sollte sich so anfühlen, als wären noch 1–2 Wiederholungen drin gewesen.`,
  ];
  const exercise = mentioned.exercise ?? (mentioned.catalogue ? null : (facts.exercises[0] ?? null));
  if (exercise) {
    const max = exercise.bestE1rm;
    const low = roundToPlate(max * plan.intensity[0]);
    const high = roundToPlate(max * plan.intensity[1]);
    lines.push(
      `Auf dich übertragen bei **${exercise.name}**: Dein bester Satz entspricht einem geschätzten Maximalgewicht von ${kg(max)} kg. Für ${plan.label} wären das etwa **${kg(low)}–${kg(high)} kg** für ${plan.reps} Wiederholungen` +
        ` (zuletzt: ${kg(exercise.latest.weight)} kg × ${exercise.latest.reps}).`,
    );
  } else if (mentioned.catalogue) {
    lines.push(
      `Zu **${mentioned.catalogue.name}** hast du noch keine Einträge. Starte mit einem Gewicht, das du sicher für ${plan.reps.split('–')[1]} Wiederholungen schaffst, und trag es ein – dann kann ich genauer werden.`,
    );
  }
  if (!goalInGoalList(facts.profile.goal) && goal === 'muscle_building') {
    lines.push('Wenn du ein anderes Ziel hast (Kraft, Definition, Abnehmen oder Ausdauer), schreib es dazu – die Zahlen ändern sich dann.');
  }
  return lines.join('\n\n');
}

function answerProgress(facts: TrainingFacts, mentioned: Mentioned): string {
  if (facts.exercises.length === 0) {
    return 'Ich sehe noch keine Einträge von dir, daher kann ich noch keinen Fortschritt auswerten. Trag deine ersten Sätze ein – schon nach zwei Einheiten zeige ich dir, wie du dich entwickelst.';
  }
  if (mentioned.exercise) return exerciseProgress(facts, mentioned.exercise);
  const lines: string[] = [];
  if (mentioned.catalogue) lines.push(`Zu **${mentioned.catalogue.name}** habe ich noch keine Einträge von dir. Hier dein Gesamtüberblick:`);
  lines.push(
    `Du hast bisher **${plural(facts.totalEntries, 'Satz', 'Sätze')}** bei ${plural(facts.exercises.length, 'Übung', 'Übungen')} eingetragen, in den letzten 7 Tagen an ${plural(facts.sessionsLast7Days, 'Tag', 'Tagen')} mit insgesamt ${whole(facts.volumeLast7Days)} kg Volumen.`,
  );
  const gains = facts.exercises
    .filter((exercise) => exercise.entryCount > 1)
    .map((exercise) => ({
      exercise,
      gain: percent(estimatedOneRepMax(exercise.first.weight, exercise.first.reps), estimatedOneRepMax(exercise.latest.weight, exercise.latest.reps)),
    }))
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
}

function exerciseProgress(facts: TrainingFacts, exercise: ExerciseFacts): string {
  const { first, latest } = exercise;
  const lines = [`**${exercise.name}** – ${plural(exercise.entryCount, 'Eintrag', 'Einträge')} seit dem ${germanDate(first.date)}:`];
  const bullets = [
    `- Erster Eintrag: ${kg(first.weight)} kg × ${first.reps}`,
    `- Letzter Eintrag (${dayPhrase(latest.date, facts.today)}): ${kg(latest.weight)} kg × ${latest.reps}`,
    `- Höchstes Gewicht: ${kg(exercise.bestWeight)} kg`,
    `- Geschätztes Maximalgewicht: ${kg(exercise.bestE1rm)} kg`,
  ];
  lines.push(bullets.join('\n'));
  if (exercise.entryCount > 1) {
    const gain = percent(estimatedOneRepMax(first.weight, first.reps), estimatedOneRepMax(latest.weight, latest.reps));
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

function answerRest(facts: TrainingFacts, goal: Goal): string {
  const plan = GOAL_PLANS[goal];
  const lines = [
    `**Zwischen den Sätzen:** Für ${plan.label} sind ${plan.restBetweenSets} sinnvoll – bei schweren Grundübungen wie Kniebeugen oder Kreuzheben eher am oberen Ende.`,
    '**Zwischen den Einheiten:** Gib einer Muskelgruppe nach einem harten Training 48–72 Stunden, bevor du sie wieder schwer belastest. Leichter Muskelkater ist kein Hindernis, starker schon.',
  ];
  const recent = MUSCLE_GROUPS.filter((category) => {
    const last = facts.lastTrainedByCategory[category];
    return last !== undefined && daysBetween(last, facts.today) < 2;
  });
  if (facts.sessionsLast7Days > 0) {
    let sentence = `Du hast in den letzten 7 Tagen an ${plural(facts.sessionsLast7Days, 'Tag', 'Tagen')} trainiert`;
    sentence += facts.sessionsLast7Days >= 6 ? ' – plane diese Woche mindestens einen kompletten Ruhetag ein.' : '.';
    if (recent.length > 0) sentence += ` ${listing(recent)} hast du in den letzten zwei Tagen trainiert; diesen Muskeln tut heute noch Ruhe gut.`;
    lines.push(sentence);
  }
  lines.push('Schlaf (7–9 Stunden) und genug Eiweiß (etwa 1,6–2 g pro kg Körpergewicht) sind die wichtigste Erholung.');
  return lines.join('\n\n');
}

function answerTechnique(facts: TrainingFacts, mentioned: Mentioned, matcher: ExerciseMatcher): string {
  const catalogue = mentioned.catalogue ?? (mentioned.exercise ? matcher.findClose(mentioned.exercise.name) : null);
  if (!catalogue) {
    return [
      'Ein paar Grundregeln, die für jede Übung gelten:',
      '',
      '- 5–10 Minuten aufwärmen und die ersten Sätze leichter beginnen',
      '- Kontrolliert bewegen: etwa 2 Sekunden nach unten, kraftvoll nach oben',
      '- Den vollen Bewegungsumfang nutzen, den du sauber kontrollierst',
      '- Beim Drücken oder Ziehen ausatmen, den Rumpf fest halten',
      '',
      'Nenn mir die Übung (z. B. „Wie mache ich Kniebeugen richtig?“), dann gebe ich dir die wichtigsten Punkte genau dazu.',
    ].join('\n');
  }
  const lines = [`**${catalogue.name}** – darauf kommt es an:`, TECHNIQUE_CUES[catalogue.pattern].map((cue) => `- ${cue}`).join('\n')];
  if (mentioned.exercise) {
    const practice = roundToPlate(mentioned.exercise.latest.weight * 0.6);
    lines.push(
      `Zuletzt hast du ${kg(mentioned.exercise.latest.weight)} kg × ${mentioned.exercise.latest.reps} geschafft. Wenn du an der Technik feilen willst, übe sie mit etwa ${kg(practice)} kg und langsamen Wiederholungen.`,
    );
  }
  lines.push('Wenn etwas schmerzt (nicht nur anstrengt), brich den Satz ab und lass dir die Übung im Studio zeigen.');
  return lines.join('\n\n');
}

function answerPlateau(facts: TrainingFacts, mentioned: Mentioned): string {
  const exercise = mentioned.exercise ?? [...facts.exercises].sort((a, b) => b.entryCount - a.entryCount)[0] ?? null;
  const lines: string[] = [];
  if (exercise && exercise.sessions.length >= 3) {
    const recent = exercise.sessions.slice(-4);
    const earlier = exercise.sessions.slice(0, -recent.length);
    const recentBest = Math.max(...recent.map((set) => estimatedOneRepMax(set.weight, set.reps)));
    const earlierBest = earlier.length > 0 ? Math.max(...earlier.map((set) => estimatedOneRepMax(set.weight, set.reps))) : null;
    const stuck = earlierBest !== null && recentBest <= earlierBest;
    lines.push(
      `Bei **${exercise.name}** sehen deine letzten Trainingstage so aus: ${recent.map((set) => `${kg(set.weight)} kg × ${set.reps}`).join(', ')}.` +
        (stuck
          ? ` Dein geschätztes Maximalgewicht liegt damit bei ${kg(recentBest)} kg und damit nicht über dem früheren Bestwert von ${kg(earlierBest!)} kg – das ist ein typisches Plateau.`
          : ` Dein geschätztes Maximalgewicht steht bei ${kg(recentBest)} kg – die Zahlen zeigen eher kleine Schritte als einen echten Stillstand.`),
    );
    const deload = roundToPlate(exercise.latest.weight * 0.9);
    lines.push(
      [
        'So kommst du wieder in Bewegung:',
        `- **Doppelte Progression:** Bleib bei ${kg(exercise.latest.weight)} kg, bis du in allen Sätzen ${exercise.latest.reps + 2} Wiederholungen schaffst, dann +1–2,5 kg`,
        `- **Deload:** Eine Woche mit etwa ${kg(deload)} kg und einem Satz weniger, danach frisch neu angreifen`,
        '- **Variation:** Für 3–4 Wochen eine verwandte Übung oder einen anderen Wiederholungsbereich nehmen',
        '- **Basis prüfen:** Schlaf, Eiweiß und genug Pausen zwischen den Einheiten',
      ].join('\n'),
    );
  } else {
    lines.push(
      exercise
        ? `Für **${exercise.name}** habe ich erst ${plural(exercise.sessions.length, 'Trainingstag', 'Trainingstage')} – zu wenig, um ein Plateau zu erkennen.`
        : 'Ich habe noch zu wenige Einträge von dir, um ein Plateau zu erkennen.',
    );
    lines.push(
      [
        'Allgemein hilft bei Stillstand:',
        '- Kleine Steigerungen (1–2,5 kg) oder erst eine Wiederholung mehr',
        '- Alle 6–8 Wochen eine leichtere Woche (Deload)',
        '- Wiederholungsbereich oder Übungsvariante für ein paar Wochen wechseln',
      ].join('\n'),
    );
  }
  return lines.join('\n\n');
}

function answerGreeting(facts: TrainingFacts): string {
  const name = facts.userName ? ` ${facts.userName}` : '';
  const recent = facts.latest
    ? `Dein letzter Eintrag: ${facts.latest.machine} mit ${kg(facts.latest.weight)} kg × ${facts.latest.reps} (${dayPhrase(facts.latest.date, facts.today)}).`
    : 'Du hast noch keine Sätze eingetragen – gemeinsam legen wir los.';
  return `Hallo${name}! ${recent}\n\n${capabilities()}`;
}

function answerThanks(facts: TrainingFacts): string {
  const nudge =
    facts.sessionsLast7Days > 0
      ? `Mit ${plural(facts.sessionsLast7Days, 'Trainingstag', 'Trainingstagen')} in den letzten 7 Tagen bist du gut unterwegs.`
      : 'Ich freue mich auf deinen nächsten Eintrag.';
  return `Gern geschehen! ${nudge} Melde dich, wenn du noch Fragen hast.`;
}

function answerUnknown(facts: TrainingFacts): string {
  const data =
    facts.totalEntries > 0
      ? `Was ich über dein Training weiß: ${plural(facts.totalEntries, 'Satz', 'Sätze')} bei ${plural(facts.exercises.length, 'Übung', 'Übungen')}, zuletzt ${facts.latest!.machine} ${dayPhrase(facts.latest!.date, facts.today)}.`
      : 'Von dir habe ich bisher noch keine Trainingsdaten.';
  return `Darauf kann ich dir leider keine verlässliche Antwort geben – ich bin im Moment ein Offline-Coach und antworte nur auf Trainingsfragen, zu denen ich deine Daten auswerten kann. ${data}\n\n${capabilities()}`;
}

function capabilities(): string {
  return [
    'Frag mich zum Beispiel:',
    '- „Was soll ich heute trainieren?“',
    '- „Wie viele Sätze und Wiederholungen für Muskelaufbau?“',
    '- „Wie ist mein Fortschritt beim Bankdrücken?“',
    '- „Wie lange Pause zwischen den Sätzen?“',
    '- „Wie mache ich Kniebeugen richtig?“',
    '- „Ich komme beim Bankdrücken nicht weiter – was tun?“',
  ].join('\n');
}

// ---- numbers ----------------------------------------------------------------------------------

function roundToPlate(value: number): number {
  return Math.max(0, Math.round(value / 2.5) * 2.5);
}

function percent(from: number, to: number): number {
  if (from <= 0) return 0;
  return Math.round(((to - from) / from) * 100);
}

function signed(value: number): string {
  return value > 0 ? `+${whole(value)}` : whole(value);
}

function goalInGoalList(goal: string | null): boolean {
  return asGoal(goal) !== null;
}

import type { SetFact, TrainingFacts } from '../training-facts.js';
import { escapeMarkdown } from '../user-text.js';

const safeSet = (set: SetFact): SetFact => ({ ...set, machine: escapeMarkdown(set.machine) });

/**
 * The facts with every name the lifter typed (exercises, trainings, plans) escaped for Markdown, for the offline chat coach,
 * which writes them into its Markdown replies: a name like `![x](https://…)` shows as typed, not
 * as an image or a link. Matching is unaffected: it compares names after normaliseText, which
 * drops punctuation and so the escapes.
 */
export function markdownSafeFacts(facts: TrainingFacts): TrainingFacts {
  // Every set carries its exercise's name: each name is escaped once, not once per set.
  const escaped = new Map<string, string>();
  const safeName = (name: string) => escaped.get(name) ?? escaped.set(name, escapeMarkdown(name)).get(name)!;
  const safeSetOfMany = (set: SetFact): SetFact => ({ ...set, machine: safeName(set.machine) });
  return {
    ...facts,
    userName: facts.userName === null ? null : escapeMarkdown(facts.userName),
    latest: facts.latest && safeSet(facts.latest),
    exercises: facts.exercises.map((exercise) => ({
      ...exercise,
      name: escapeMarkdown(exercise.name),
      first: safeSet(exercise.first),
      latest: safeSet(exercise.latest),
      recordSets: { weight: safeSet(exercise.recordSets.weight), e1rm: safeSet(exercise.recordSets.e1rm), volume: safeSet(exercise.recordSets.volume) },
      sessions: exercise.sessions.map(safeSet),
      lastDaySets: exercise.lastDaySets.map(safeSet),
    })),
    periods: Object.fromEntries(
      Object.entries(facts.periods).map(([period, summary]) => [
        period,
        { ...summary, exercises: summary.exercises.map((exercise) => ({ ...exercise, name: escapeMarkdown(exercise.name) })) },
      ]),
    ) as TrainingFacts['periods'],
    sets: facts.sets.map(safeSetOfMany),
    warmups: facts.warmups.map((warmup) => ({ ...warmup, machine: safeName(warmup.machine) })),
    trainings: facts.trainings.map((training) => ({ ...training, title: escapeMarkdown(training.title) })),
    plan: facts.plan && {
      ...facts.plan,
      name: escapeMarkdown(facts.plan.name),
      otherPlans: facts.plan.otherPlans.map(escapeMarkdown),
      days: facts.plan.days.map((day) => ({
        ...day,
        name: escapeMarkdown(day.name),
        exercises: day.exercises.map((exercise) => ({ ...exercise, name: escapeMarkdown(exercise.name) })),
      })),
    },
  };
}

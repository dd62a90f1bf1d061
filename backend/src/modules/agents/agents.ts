import type { JobName } from '../jobs/index.js';

/** The agents of spec section 3, with the metadata a new conversation gets when the client sends none. */
export const AGENTS = {
  exercise_categorizer: { metadata: { name: 'Übung kategorisieren', type: 'exercise_categorization' }, job: 'coach-reply' },
  performance_coach: { metadata: { name: 'Leistungsanalyse', type: 'performance_analysis' }, job: 'coach-reply' },
  training_coach: { metadata: { name: 'Training Chat', type: 'training_advice' }, job: 'coach-reply' },
  // Answered on plan-generation by the training planner (modules/training-plans/generation).
  training_planner: { metadata: { name: 'Trainingsplan', type: 'plan_creation' }, job: 'generate-plan' },
} as const satisfies Record<string, { metadata: { name: string; type: string }; job: JobName }>;

export type AgentName = keyof typeof AGENTS;
export const AGENT_NAMES = Object.keys(AGENTS) as AgentName[];

export const MAX_MESSAGE_LENGTH = 4000;

/** A reply still pending after this long no longer blocks the next message (a lost job, a seam queue). */
export const PENDING_REPLY_BLOCKS_MS = 2 * 60 * 1000;

/**
 * The exercise an exercise_categorizer conversation asks about. The spec's client sends a German
 * request ("Kategorisiere die Übung „Beinpresse“ …"); a bare name works too.
 */
export function exerciseNameFromRequest(content: string): string {
  const text = content.trim();
  const quoted = /[„“"«»‚‘'](.+?)[“”"«»‘’']/.exec(text);
  if (quoted?.[1]?.trim()) return quoted[1].trim();
  const named = /(?:^|\s)(?:Übung|Uebung|exercise)\s*:?\s+(.+?)(?:[.?!,;\n]|\s+(?:in|zu|mit|und)\s|$)/iu.exec(text);
  if (named?.[1]?.trim()) return named[1].trim();
  return text.split('\n')[0]!.slice(0, 100);
}

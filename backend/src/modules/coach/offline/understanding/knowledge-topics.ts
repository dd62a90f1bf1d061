import type { GymQuestion } from '../answers/gym-questions.js';
import { normaliseText } from '../normalise.js';
import { loadDataFile } from '../../data/data-file.js';
import { checked, patternTable } from '../../data/table-checks.js';

/**
 * Questions about training knowledge the classifier's intents do not cover, recognised by the words
 * only such a question uses ("RPE", "Bauchfett", "bracing"): narrow on purpose, as a topic wins
 * over the classifier's intent when it is found.
 */
export type KnowledgeTopic =
  'rpe_rir' | 'breathing' | 'sleep' | 'creatine' | 'hydration' | 'spot_reduction' | 'visible_results' | 'relative_strength' | 'best_exercises' | GymQuestion;

/** Every topic, so that the data file has a pattern for each and for no other. */
const EVERY_TOPIC: Record<KnowledgeTopic, true> = {
  spot_reduction: true,
  relative_strength: true,
  visible_results: true,
  rpe_rir: true,
  breathing: true,
  calories_burned: true,
  caffeine: true,
  alcohol: true,
  time_off: true,
  best_exercises: true,
  belt: true,
  shoes: true,
  cardio: true,
  age: true,
  fasting: true,
  creatine: true,
  sleep: true,
  hydration: true,
};

export const KNOWLEDGE_TOPICS = Object.keys(EVERY_TOPIC) as KnowledgeTopic[];

export function checkKnowledgeTopics(content: unknown): string | { ok: [KnowledgeTopic, RegExp][] } {
  return checked(patternTable(content, KNOWLEDGE_TOPICS, 'topics'));
}

/** Each topic's pattern on the normalised question, the first that matches wins: data/knowledge-topics.json. */
const TOPICS = loadDataFile('knowledge-topics.json', checkKnowledgeTopics);

export function knowledgeTopic(question: string): KnowledgeTopic | null {
  const text = ` ${normaliseText(question)} `;
  return TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

import type { Category } from '../../../../common/exercise-categories.js';
import { CATEGORIES, isCategory } from '../../../../common/exercise-categories.js';
import { loadDataFile } from '../../data/data-file.js';
import type { Language } from '../language.js';

/** Everyday gym questions beside the science topics of knowledge.ts: gear, cardio, age, fasting (their answers: data/topic-answers.json). */
export type GymQuestion = 'belt' | 'shoes' | 'cardio' | 'age' | 'fasting' | 'calories_burned' | 'caffeine' | 'alcohol' | 'time_off';

/**
 * Good exercises per muscle group, the big lifts first, German and English: what "die beste Übung
 * für die Brust" is answered with. Data: data/best-exercises.json, a list for every category.
 */
export function checkBestExercises(content: unknown): string | { ok: Record<Category, [de: string, en: string][]> } {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return 'needs an object of categories and their exercises';
  const missing = CATEGORIES.filter((category) => !(category in content));
  if (missing.length > 0) return `no exercises for ${missing.join(', ')}`;
  for (const [category, exercises] of Object.entries(content)) {
    if (!isCategory(category)) return `unknown category ${category} (known: ${CATEGORIES.join(', ')})`;
    const pair = (exercise: unknown) => Array.isArray(exercise) && exercise.length === 2 && exercise.every((name) => typeof name === 'string' && name !== '');
    if (!Array.isArray(exercises) || exercises.length === 0 || !exercises.every(pair)) return `${category}: needs a list of [German name, English name]`;
  }
  return { ok: content as Record<Category, [string, string][]> };
}

const BEST_EXERCISES = loadDataFile('best-exercises.json', checkBestExercises);

/** The best exercises for the muscle group asked about; without one, for the whole body. */
export function bestExercises(category: Category | null, language: Language): string {
  const list = BEST_EXERCISES[category ?? 'Ganzkörper'].map(([de, en]) => `- **${language === 'de' ? de : en}**`).join('\n');
  return language === 'de'
    ? `Die eine beste Übung gibt es nicht – gut bewährt${category ? ` für **${category}**` : ''} sind:\n${list}\n\nNimm eine schwere Grundübung und eine oder zwei ergänzende, und steigere dich darin über die Wochen: Das bringt mehr als die perfekte Auswahl.`
    : `There is no single best exercise – proven choices${category ? ` for this muscle group` : ''} are:\n${list}\n\nPick one heavy compound lift and one or two accessories, and add weight over the weeks: that matters more than the perfect pick.`;
}

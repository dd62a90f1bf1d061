import type { Language, Texts } from '../language.js';
import type { SafetyConcern } from '../understanding/safety-concerns.js';
import { SAFETY_CONCERNS } from '../understanding/safety-concerns.js';
import { loadDataFile } from '../../data/data-file.js';
import { checked } from '../../data/table-checks.js';
import { answerTable } from './answer-table.js';

/**
 * The answers to a question that raises a health concern (`safetyConcern`): they stop the advice
 * the question asked for, whatever else it asks, and never give a dose, a diagnosis or a diet.
 * Data: data/health-answers.json, an answer for every concern.
 */
export function checkHealthAnswers(content: unknown): string | { ok: Record<SafetyConcern, Texts> } {
  return checked(answerTable(content, SAFETY_CONCERNS, 'health answers'));
}

const ANSWERS = loadDataFile('health-answers.json', checkHealthAnswers);

export function answerHealthConcern(concern: SafetyConcern, language: Language): string {
  return ANSWERS[concern][language];
}

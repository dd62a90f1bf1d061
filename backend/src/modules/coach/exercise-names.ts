import { EXERCISE_CATALOGUE } from '../exercises/index.js';
import type { Language } from './offline/language.js';

const ENGLISH_NAMES = new Map(EXERCISE_CATALOGUE.map((entry) => [entry.name, entry.en]));

/**
 * An exercise as the coach's texts name it: in English, a catalogue movement's English name when
 * the exercise is named exactly as the catalogue names it, as the English interface shows it; a
 * lifter's own name stays as typed.
 */
export const exerciseNameIn = (language: Language, name: string): string => (language === 'en' ? (ENGLISH_NAMES.get(name) ?? name) : name);

import { t, type ExercisesKey } from '../messages';

/** Categories are German data values; the label still goes through the catalogue. */
export const categoryLabel = (category: string): string => t(`exercises.category.${category}` as ExercisesKey);

import { t, type WorkoutsKey } from '../messages';

/** Categories are German data values; the label still goes through the catalogue. */
export const categoryLabel = (category: string): string => t(`workouts.category.${category}` as WorkoutsKey);

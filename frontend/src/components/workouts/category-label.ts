import { t, type MessageKey } from '../../i18n';

/** Categories are German data values; the label still goes through the catalogue. */
export const categoryLabel = (category: string): string => t(`workouts.category.${category}` as MessageKey);

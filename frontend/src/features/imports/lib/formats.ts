import type { ImportPreview } from '@hantelwerk/api-types';

/** The apps an export comes from, by their own names. */
export const FORMAT_NAMES = { strong: 'Strong', hevy: 'Hevy', hantelwerk: 'Hantelwerk' } as const satisfies Record<ImportPreview['format'], string>;

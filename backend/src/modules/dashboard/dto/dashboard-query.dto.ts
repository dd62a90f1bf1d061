import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CATEGORIES, PERIODS } from '../../workouts/index.js';
import type { Period } from '../../workouts/index.js';

export const ALL_CATEGORIES = 'Alle';
export const UNCATEGORISED = 'Ohne Kategorie';
export const CATEGORY_FILTERS = [ALL_CATEGORIES, ...CATEGORIES, UNCATEGORISED] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export class DashboardQueryDto {
  @ApiPropertyOptional({ enum: PERIODS, enumName: 'Period', default: '30d' })
  @IsOptional()
  @IsIn(PERIODS, { message: `Unbekannter Zeitraum. Erlaubt sind: ${PERIODS.join(', ')}.` })
  period?: Period;

  @ApiPropertyOptional({ enum: CATEGORY_FILTERS, enumName: 'CategoryFilter', default: ALL_CATEGORIES })
  @IsOptional()
  @IsIn(CATEGORY_FILTERS, { message: `Unbekannte Kategorie. Erlaubt sind: ${CATEGORY_FILTERS.join(', ')}.` })
  category?: CategoryFilter;
}

import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CATEGORIES } from '../../../common/exercise-categories.js';
import type { Category } from '../../../common/exercise-categories.js';
import { EQUIPMENT } from '../catalogue.js';
import type { CatalogueEntry, Equipment } from '../catalogue.js';
import type { CatalogueHit } from '../exercise-matching.js';

/** One movement of the exercise catalogue, as the search answers it. */
@ApiSchema({ name: 'CatalogueExercise' })
export class CatalogueExerciseDto {
  /** Stable id, e.g. "back-squat"; a machine's `catalogue_id`. */
  id!: string;
  /** The usual German name. */
  name!: string;
  /** English name. */
  en!: string;
  /** Other spellings: synonyms, plurals, English variants. */
  aliases!: string[];
  @ApiProperty({ enum: CATEGORIES, enumName: 'Category', isArray: true }) categories!: Category[];
  @ApiProperty({ enum: EQUIPMENT, enumName: 'Equipment', isArray: true }) equipment!: Equipment[];
  /** How well it matches the search, 0–100 (100: the same spelling); 0 without a search. */
  score!: number;
}

export function toCatalogueExercise({ entry, score }: { entry: CatalogueEntry; score: CatalogueHit['score'] }): CatalogueExerciseDto {
  const { id, name, en, aliases, categories, equipment } = entry;
  return { id, name, en, aliases, categories, equipment, score };
}

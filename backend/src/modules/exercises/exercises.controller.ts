import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { SignedInGuard } from '../../common/http/signed-in.guard.js';
import { EXERCISE_CATALOGUE } from './catalogue.js';
import { CatalogueExerciseDto, toCatalogueExercise } from './dto/catalogue-exercise.dto.js';
import { ExerciseSearchQuery } from './dto/exercise-search.dto.js';
import { CatalogueNameDto } from './dto/catalogue-name.dto.js';
import { catalogueIndex } from './catalogue-index.js';

const DEFAULT_LIMIT = 10;

/** The exercise catalogue (docs/api.md): the same for every lifter, so it needs sign-in only. */
@Controller('exercises')
@UseGuards(SignedInGuard)
export class ExercisesController {
  @Get()
  @ApiOkResponse({ type: [CatalogueExerciseDto], description: 'Catalogue entries, best match first.' })
  search(@Query() query: ExerciseSearchQuery): CatalogueExerciseDto[] {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const search = query.search?.trim() ?? '';
    if (!search) return EXERCISE_CATALOGUE.slice(0, limit).map((entry) => toCatalogueExercise({ entry, score: 0 }));
    return catalogueIndex.search(search, limit).map(toCatalogueExercise);
  }

  @Get('names')
  @ApiOkResponse({ type: [CatalogueNameDto], description: 'Every catalogue movement’s German and English name, for the English interface.' })
  names(): CatalogueNameDto[] {
    return EXERCISE_CATALOGUE.map(({ name, en }) => ({ name, en }));
  }
}

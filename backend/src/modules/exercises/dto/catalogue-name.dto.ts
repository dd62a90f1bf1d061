import { ApiSchema } from '@nestjs/swagger';

/** A catalogue movement's German name and its English one: what the English interface shows for an exercise of that name. */
@ApiSchema({ name: 'CatalogueName' })
export class CatalogueNameDto {
  /** The usual German name, as an exercise made from the catalogue is named. */
  name!: string;
  /** English name. */
  en!: string;
}

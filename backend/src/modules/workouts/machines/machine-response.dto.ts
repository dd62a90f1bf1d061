import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CATEGORIES } from './machine-rules.js';

export type Category = (typeof CATEGORIES)[number];

/** Machine (an exercise) as spec §3 names it. */
@ApiSchema({ name: 'Machine' })
export class MachineDto {
  id!: string;
  name!: string;
  @ApiProperty({ enum: CATEGORIES, enumName: 'Category', isArray: true }) categories!: Category[];
  /** The exercise catalogue's entry this exercise is (GET /exercises), null when none matches its name. */
  catalogue_id!: string | null;
  created_date!: string;
  /** The last change of the machine or the last set logged on it. */
  updated_date!: string;
}

/** What `POST /machines` answers: the new exercise (201), or the one the name already is (200, `existing`). */
@ApiSchema({ name: 'CreatedMachine' })
export class CreatedMachineDto extends MachineDto {
  /** True when the name is already one of the lifter's exercises, by name or by catalogue movement (200, nothing created); false for a new one (201). */
  existing!: boolean;
}

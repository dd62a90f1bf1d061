import { EntitySchema } from 'typeorm';
import type { Category } from '../machines/machine-rules.js';
import type { CategorySource } from '../machines/machines.events.js';

/** The spec's Machine (an exercise). Deleted machines stay as tombstones with their version. */
export interface MachineRow {
  id: string;
  user_id: string;
  name: string;
  categories: Category[];
  categories_source: CategorySource | null;
  /** The exercise catalogue's entry this exercise is (exercises context), null when none matches its name. */
  catalogue_id: string | null;
  /** Set with deleted_at when the exercise was merged into another: that one's id. */
  merged_into: string | null;
  created_date: Date;
  updated_date: Date;
  deleted_at: Date | null;
  version: number;
}

export const MachineEntity = new EntitySchema<MachineRow>({
  name: 'Machine',
  tableName: 'machines',
  columns: {
    id: { type: 'uuid', primary: true },
    user_id: { type: 'uuid' },
    name: { type: 'text' },
    categories: { type: 'text', array: true },
    categories_source: { type: 'text', nullable: true },
    catalogue_id: { type: 'text', nullable: true },
    merged_into: { type: 'uuid', nullable: true },
    created_date: { type: 'timestamptz' },
    updated_date: { type: 'timestamptz' },
    deleted_at: { type: 'timestamptz', nullable: true },
    version: { type: 'integer' },
  },
  // Indexes over an expression or in descending order are the migrations' alone: TypeORM cannot
  // state them, so it only checks that they are there by name.
  indices: [
    { name: 'machines_user_name_unique', columns: ['user_id', 'name'], unique: true, where: 'deleted_at IS NULL', synchronize: false },
    { name: 'machines_user_updated_idx', columns: ['user_id', 'updated_date'], where: 'deleted_at IS NULL', synchronize: false },
    { name: 'machines_user_catalogue_idx', columns: ['user_id', 'catalogue_id'], where: 'deleted_at IS NULL' },
    { name: 'machines_uncategorised_idx', columns: ['created_date'], where: 'categories_source IS NULL AND deleted_at IS NULL' },
  ],
});

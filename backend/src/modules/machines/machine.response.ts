import type { Machine } from '@hantelwerk/api-types';
import type { MachineRow } from './machines.read-model.js';

/** Machine as spec §3 names it. */
export function toMachineResponse(row: MachineRow): Machine {
  return {
    id: row.id,
    name: row.name,
    categories: row.categories,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}

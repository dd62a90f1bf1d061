import type { MachineDto } from './machine-response.dto.js';
import type { MachineRow } from './machines.reader.js';

/** Machine as spec §3 names it. */
export function toMachineResponse(row: MachineRow): MachineDto {
  return {
    id: row.id,
    name: row.name,
    categories: row.categories,
    catalogue_id: row.catalogue_id,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}

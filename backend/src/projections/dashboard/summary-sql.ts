/**
 * SQL fragments that merge a candidate set into a machine summary row (`dashboard_machines AS m`,
 * candidate in EXCLUDED), shared by the per-event and the batch path so both rank alike.
 */

/** `a` beats the holder `m.<record>`: higher value, or equal and reached first (date, then log order). */
export const beats = (record: string) =>
  `(m.${record}_entry_id IS NULL OR EXCLUDED.${record}_value > m.${record}_value OR
    (EXCLUDED.${record}_value = m.${record}_value AND (EXCLUDED.${record}_date, EXCLUDED.${record}_seq) < (m.${record}_date, m.${record}_seq)))`;
export const NEWER = '(m.latest_entry_id IS NULL OR (EXCLUDED.latest_date, EXCLUDED.latest_seq) > (m.latest_date, m.latest_seq))';
export const takeIf = (condition: string, columns: string[]) =>
  columns.map((column) => `${column} = CASE WHEN ${condition} THEN EXCLUDED.${column} ELSE m.${column} END`).join(',\n      ');
export const holderColumns = (record: string) => ['entry_id', 'value', 'date', 'seq'].map((column) => `${record}_${column}`);

/** What the dashboard context offers the other contexts; they import nothing else of it. */
export { recordHolders } from './record-holders.query.js';
export type { RecordHolders } from './record-holders.query.js';
export { StreakReader } from './streak.reader.js';

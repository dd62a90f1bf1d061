/** All own entries as CSV (semicolon-separated, decimal comma), for spreadsheets and other apps. */
export const WORKOUT_EXPORT_URL = '/api/workouts/export.csv';

import { EXPECTED_FORMATS } from './parsing/formats.js';

/** What an import refuses or reports, by code, in German. */
export const IMPORT_ERRORS = {
  'import.file_required': 'Bitte wähle eine CSV-Datei aus.',
  'import.unreadable': 'Der Upload konnte nicht gelesen werden. Bitte sende genau eine Datei im Feld "file" (multipart/form-data).',
  'import.too_large': 'Die Datei ist zu groß (höchstens {{limit}}).',
  'import.unit': 'unit muss kg oder lb sein.',
  'import.not_csv': `Die Datei ist keine CSV-Datei. ${EXPECTED_FORMATS}`,
  'import.unknown_header': `Unbekanntes Format. ${EXPECTED_FORMATS}`,
  'import.empty': 'Die Datei enthält keine Sätze.',
  'import.not_found': 'Import nicht gefunden',
  'import.busy': 'Es läuft schon ein Import. Bitte warte, bis er fertig ist.',
  'import.failed': 'Der Import ist fehlgeschlagen. Bitte versuche es noch einmal.',
  'import.row_no_reps': 'Ohne Wiederholungen.',
  'import.row_not_weights': 'Zeit oder Strecke statt Gewicht und Wiederholungen.',
  'import.row_bad_reps': 'Die Wiederholungen sind keine ganze Zahl über 0.',
  'import.row_bad_weight': 'Das Gewicht ist keine Zahl oder negativ.',
  'import.row_bad_date': 'Das Datum ist nicht lesbar.',
  'import.row_no_exercise': 'Die Übung fehlt.',
  'import.row_rest_timer': 'Pausen-Timer, kein Satz.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    imports: typeof IMPORT_ERRORS;
  }
}

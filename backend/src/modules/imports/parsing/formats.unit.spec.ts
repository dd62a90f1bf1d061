import { describe, expect, it } from '@jest/globals';
import { detectFormat, layoutOf } from './formats.js';
import { ImportFileError } from './types.js';

const split = (line: string, delimiter = ',') => line.split(delimiter);

const STRONG_CLASSIC = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const STRONG_NEW = 'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes';
const STRONG_DE = 'Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE';
const HEVY =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
const HANTELWERK = 'Datum;Übung;Gewicht (kg);Wiederholungen;Volumen (kg);Geschätztes 1RM (kg);Notizen;Erstellt von;Erstellt am';

function fileError(header: readonly string[]): ImportFileError {
  try {
    detectFormat(header);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('telling the exports apart by their header', () => {
  it.each([
    ['Strong classic', split(STRONG_CLASSIC), { format: 'strong', unit: null }],
    ['Strong with Weight (kg)', split(STRONG_NEW), { format: 'strong', unit: 'kg' }],
    ['Strong with Weight (lbs)', split(STRONG_NEW.replace('Weight (kg)', 'Weight (lbs)')), { format: 'strong', unit: 'lb' }],
    ['Strong with a Weight Unit column', split(STRONG_NEW.replace('Weight (kg)', 'Weight,Weight Unit')), { format: 'strong', unit: null }],
    ['Strong in German', split(STRONG_DE), { format: 'strong', unit: null }],
    ['Hevy in kg', split(HEVY), { format: 'hevy', unit: 'kg' }],
    ['Hevy in lbs', split(HEVY.replace('weight_kg', 'weight_lbs')), { format: 'hevy', unit: 'lb' }],
    ['Hantelwerk', split(HANTELWERK, ';'), { format: 'hantelwerk', unit: 'kg' }],
    [
      'Hantelwerk with trainings',
      split(`Datum;Training;Trainingsbeginn;Übung;Satztyp;${HANTELWERK.slice('Datum;Übung;'.length)};RPE`, ';'),
      { format: 'hantelwerk', unit: 'kg' },
    ],
  ])('%s', (_name, header, detected) => {
    expect(detectFormat(header)).toEqual(detected);
  });

  it('compares names trimmed, in any case, without a BOM, and finds columns wherever they are', () => {
    const header = ['\uFEFFDATE', ' reps ', 'exercise name', 'SET ORDER', 'Weight'];
    expect(detectFormat(header)).toEqual({ format: 'strong', unit: null });
    const layout = layoutOf(header);
    expect(layout.columns).toMatchObject({ date: 0, reps: 1, exercise: 2, setOrder: 3, weight: 4 });
    // Umlauts written as a letter and a combining mark (macOS) are the same name.
    expect(detectFormat(['Datum', 'U\u0308bung', 'Gewicht (kg)', 'Wiederholungen'])).toEqual({ format: 'hantelwerk', unit: 'kg' });
  });

  it('names the formats and the columns it expects for another file', () => {
    const error = fileError(['Buchungstag', 'Verwendungszweck', 'Betrag']);
    expect(error.code).toBe('import.unknown_header');
    expect(error.message).toBe(
      'Unbekanntes Format. Erwartet wird ein Export aus Strong (Spalten Date, Workout Name, Exercise Name, Set Order, Weight, Reps …), ' +
        'Hevy (title, start_time, exercise_title, set_type, weight_kg, reps …) oder Hantelwerk (Datum, Übung, Gewicht (kg), Wiederholungen …).',
    );
    // A Strong header without reps is no export the parser can read.
    expect(fileError(split(STRONG_CLASSIC.replace(',Reps', ''))).code).toBe('import.unknown_header');
  });

  it('calls a header of one column no CSV and no header empty', () => {
    expect(fileError(['‰PNG']).code).toBe('import.not_csv');
    expect(fileError([STRONG_CLASSIC.replaceAll(',', '\t')]).code).toBe('import.not_csv');
    expect(fileError([]).code).toBe('import.empty');
    expect(fileError(['', ' ']).code).toBe('import.empty');
  });
});

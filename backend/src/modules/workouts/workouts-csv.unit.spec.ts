import { CSV_HEADER, germanNumber, spreadsheetText, workoutsCsv } from './workouts-csv.js';

const row = {
  date: '2026-11-23',
  machine_name: 'Rückenstrecker',
  max_weight: 82.5,
  reps: 8,
  notes: null as string | null,
  created_by: 'lena@example.com',
  created_at: new Date('2026-11-23T17:05:00Z'),
  set_type: 'normal' as const,
  rpe: null as string | null,
  training_title: null as string | null,
  training_started_at: null as Date | null,
};

describe('CSV export', () => {
  it('starts with a BOM and the German header, separated by semicolons', () => {
    const csv = workoutsCsv([]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe(`\uFEFF${CSV_HEADER.join(';')}\r\n`);
  });

  it('writes decimal commas, German dates and umlauts as they are', () => {
    const [, line] = workoutsCsv([row]).split('\r\n');
    expect(line).toBe('23.11.2026;;;Rückenstrecker;normal;82,5;8;;660;104,5;;lena@example.com;23.11.2026 18:05');
  });

  it('names the training, its start, the set type and the RPE, so an import reads the set back whole', () => {
    const imported = { ...row, set_type: 'warmup' as const, rpe: '7.5', training_title: '=Push', training_started_at: new Date('2026-11-23T16:40:00Z') };
    const [, line] = workoutsCsv([imported]).split('\r\n');
    expect(line).toBe("23.11.2026;'=Push;23.11.2026 17:40;Rückenstrecker;warmup;82,5;8;7,5;660;104,5;;lena@example.com;23.11.2026 18:05");
  });

  it('quotes fields with semicolons, quotes and line breaks', () => {
    const csv = workoutsCsv([{ ...row, notes: 'Satz 1; "schwer"\nSatz 2' }]);
    expect(csv).toContain(';"Satz 1; ""schwer""\nSatz 2";');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(spreadsheetText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(spreadsheetText('-5 kg')).toBe("'-5 kg");
    expect(spreadsheetText('Bankdrücken')).toBe('Bankdrücken');
  });

  it('formats numbers with a decimal comma', () => {
    expect(germanNumber(101.3)).toBe('101,3');
    expect(germanNumber(100)).toBe('100');
  });
});

import { CSV_HEADER, germanNumber, spreadsheetText, workoutsCsv } from './workouts-csv.js';

const row = {
  date: '2026-11-23',
  machine_name: 'Rückenstrecker',
  max_weight: 82.5,
  reps: 8,
  notes: null as string | null,
  created_by: 'lena@example.com',
  created_at: new Date('2026-11-23T17:05:00Z'),
};

describe('CSV export', () => {
  it('starts with a BOM and the German header, separated by semicolons', () => {
    const csv = workoutsCsv([]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe(`\uFEFF${CSV_HEADER.join(';')}\r\n`);
  });

  it('writes decimal commas, German dates and umlauts as they are', () => {
    const [, line] = workoutsCsv([row]).split('\r\n');
    expect(line).toBe('23.11.2026;Rückenstrecker;82,5;8;660;104,5;;lena@example.com;23.11.2026 18:05');
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

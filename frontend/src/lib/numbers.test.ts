import { setLanguage } from '../i18n';
import { formatCount, formatNumber, formatOneDecimal, numberFieldText, parseDecimal } from './numbers';

const intlOf = (locale: string) => ({
  formatNumber: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  formatCount: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
  formatOneDecimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
});
const LOCALES = { de: 'de-DE', en: 'en-US' } as const;
const ours = { formatNumber, formatCount, formatOneDecimal };

/** Weights, reps, volumes, percentages and the edges: halves, carries, negatives, zero, huge and tiny numbers. */
function samples(): number[] {
  const values = [
    0,
    -0,
    0.5,
    1.005,
    2.675,
    0.125,
    9.995,
    99.95,
    999.5,
    999.95,
    1234.5,
    -2.5,
    -0.001,
    -0.04,
    0.05,
    1e-7,
    1e21,
    123456789.987,
    Number.MAX_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ];
  for (let step = 0; step <= 4000; step++) values.push(step * 1.25, step / 8, step / 3, step * 7.77, -step / 6, step * 1013.7, step / 1000);
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let index = 0; index < 5000; index++) values.push((random() - 0.2) * 10 ** Math.floor(random() * 9), Math.round(random() * 1e5) / 1000);
  return values;
}

describe.each(['de', 'en'] as const)('numbers in %s', (language) => {
  const intl = intlOf(LOCALES[language]);
  it.each(Object.keys(ours) as (keyof typeof ours)[])('%s writes what Intl.NumberFormat writes', (name) => {
    // One assertion over all samples: an expect per sample made this file take minutes on a busy machine.
    const differing = samples()
      .map((value) => [value, ours[name](value, language), intl[name].format(value)] as const)
      .filter(([, written, expected]) => written !== expected);
    expect(differing).toEqual([]);
  });
});

describe('numbers in the interface language', () => {
  afterEach(() => setLanguage('de'));

  it("writes the app's examples the German way", () => {
    expect([formatNumber(82.5), formatNumber(1.005), formatCount(12345.6), formatOneDecimal(0), formatCount(6915)]).toEqual([
      '82,5',
      '1,01',
      '12.346',
      '0,0',
      '6.915',
    ]);
    expect(numberFieldText(82.5)).toBe('82,5');
    expect(numberFieldText(1234.5)).toBe('1234,5');
  });

  it('writes them the English way once the interface speaks English', async () => {
    await setLanguage('en');
    expect([formatNumber(82.5), formatCount(6915), formatOneDecimal(0)]).toEqual(['82.5', '6,915', '0.0']);
    expect(numberFieldText(82.5)).toBe('82.5');
  });

  it('reads a typed decimal with comma or dot, and nothing else', () => {
    expect([parseDecimal('78,5'), parseDecimal('78.5'), parseDecimal(' 80 '), parseDecimal('0')]).toEqual([78.5, 78.5, 80, 0]);
    expect([parseDecimal(''), parseDecimal('-1'), parseDecimal('7,8,5'), parseDecimal('1.234,5'), parseDecimal('abc'), parseDecimal('78,')]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

import { currentLanguage, type Language } from '../i18n/i18n';

interface Separators {
  thousands: string;
  decimal: string;
}

const SEPARATORS: Record<Language, Separators> = { de: { thousands: '.', decimal: ',' }, en: { thousands: ',', decimal: '.' } };
const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/**
 * Numbers as Intl.NumberFormat writes them for the interface's language ("82,5" and "12.346" in
 * German, "82.5" and "12,346" in English), written here rather than by Intl: a page's first Intl
 * formatter starts ICU, 100–300 ms at a phone's 4× slower CPU, on the first screen's path
 * (docs/decisions/16-first-load.md). The output is Intl.NumberFormat's: the number's shortest
 * decimal form rounded half away from zero, "-0" for a negative that rounds to zero
 * (numbers.test.ts compares the two in both languages).
 */
function localNumber(value: number, minimumFractionDigits: number, maximumFractionDigits: number, language: Language): string {
  const text = String(Math.abs(value));
  // NaN, infinities and numbers JavaScript writes with an exponent: Intl, which is then worth its start.
  if (!Number.isFinite(value) || text.includes('e')) {
    return new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits, maximumFractionDigits }).format(value);
  }
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > maximumFractionDigits) {
    const roundUp = fraction[maximumFractionDigits]! >= '5';
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundUp) {
      const digits = [...whole, ...fraction];
      let index = digits.length - 1;
      while (index >= 0 && digits[index] === '9') digits[index--] = '0';
      if (index < 0) digits.unshift('1');
      else digits[index] = String(Number(digits[index]) + 1);
      whole = digits.slice(0, digits.length - fraction.length).join('');
      fraction = digits.slice(digits.length - fraction.length).join('');
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const { thousands, decimal } = SEPARATORS[language];
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, thousands)}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** "82,5" / "82.5": up to two decimals. */
export const formatNumber = (value: number, language: Language = currentLanguage()) => localNumber(value, 0, 2, language);

/** "12.346" / "12,346": whole numbers. */
export const formatCount = (value: number, language: Language = currentLanguage()) => localNumber(value, 0, 0, language);

/** "0,0" / "0.0": exactly one decimal. */
export const formatOneDecimal = (value: number, language: Language = currentLanguage()) => localNumber(value, 1, 1, language);

/** A number as a field shows it for typing: the language's decimal mark, no thousands separator ("1234,5"). */
export const numberFieldText = (value: number, language: Language = currentLanguage()): string => String(value).replace('.', SEPARATORS[language].decimal);

/**
 * A decimal as a lifter types it: "82,5" and "82.5" both mean 82.5 whatever the interface's
 * language (a phone's number pad offers the one or the other); null unless a number ≥ 0.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * German number formats ("82,5", "12.346"), written here rather than by Intl.NumberFormat: a
 * page's first Intl formatter starts ICU, 100–300 ms at a phone's 4× slower CPU, on the first
 * screen's path (docs/decisions.md, "First load"). The output is Intl.NumberFormat('de-DE')'s: the
 * number's shortest decimal form rounded half away from zero, '.' between thousands, ',' before
 * the fraction, "-0" for a negative that rounds to zero (numbers.test.ts compares the two).
 */
function german(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  const text = String(Math.abs(value));
  // NaN, infinities and numbers JavaScript writes with an exponent: Intl, which is then worth its start.
  if (!Number.isFinite(value) || text.includes('e')) return new Intl.NumberFormat('de-DE', { minimumFractionDigits, maximumFractionDigits }).format(value);
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
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

/** "82,5": up to two decimals. */
export const formatNumber = (value: number) => german(value, 0, 2);

/** "12.346": whole numbers. */
export const formatCount = (value: number) => german(value, 0, 0);

/** "0,0": exactly one decimal. */
export const formatOneDecimal = (value: number) => german(value, 1, 1);

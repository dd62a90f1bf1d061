/** German number formats ("82,5", "12.346"). */
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** "82,5" */
export const formatNumber = (value: number) => decimal.format(value);

export const formatCount = (value: number) => whole.format(value);

/** Numbers written as words in lifters' questions, German and English, folded (ä → ae). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ein: 1,
  eins: 1,
  einem: 1,
  einen: 1,
  einer: 1,
  one: 1,
  a: 1,
  an: 1,
  zwei: 2,
  two: 2,
  drei: 3,
  three: 3,
  vier: 4,
  four: 4,
  fuenf: 5,
  five: 5,
  sechs: 6,
  six: 6,
  sieben: 7,
  seven: 7,
  acht: 8,
  eight: 8,
  neun: 9,
  nine: 9,
  zehn: 10,
  ten: 10,
  vierzehn: 14,
  fourteen: 14,
  dreissig: 30,
  thirty: 30,
  halbes: 0.5,
  half: 0.5,
  anderthalb: 1.5,
  eineinhalb: 1.5,
};

/** A number or a number word, as a regular expression's group. */
export const NUMBER_PATTERN = `(\\d+(?:[.,]\\d)?|${Object.keys(NUMBER_WORDS).join('|')})`;

/** The value of a number or number word the pattern matched. */
export function numberValue(written: string): number {
  return NUMBER_WORDS[written] ?? Number(written.replace(',', '.'));
}

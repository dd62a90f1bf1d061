/**
 * Damerau-Levenshtein distance (optimal string alignment: insert, delete, substitute, swap two
 * neighbours), which is how people mistype exercise names: "Bankdrüken", "Kniebuege".
 * `limit` stops early once every path is over it, which keeps matching against the whole
 * catalogue cheap.
 */
export function damerauLevenshtein(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How many typos a name of this length may carry and still count as the same word. Short names
 * must match exactly ("dips" is not "hips"); long compound names forgive up to three.
 */
export function typoAllowance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  if (length <= 14) return 2;
  return 3;
}

export type Trigrams = ReadonlyMap<string, number>;

/** Character trigrams of a key, padded so the start of a word counts. */
export function trigrams(text: string): Trigrams {
  const padded = `  ${text} `;
  const result = new Map<string, number>();
  for (let index = 0; index < padded.length - 2; index++) {
    const gram = padded.slice(index, index + 3);
    result.set(gram, (result.get(gram) ?? 0) + 1);
  }
  return result;
}

/** Dice coefficient over character trigrams: order-insensitive similarity of two keys (0..1). */
export function diceOf(left: Trigrams, right: Trigrams): number {
  let shared = 0;
  let total = 0;
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

export function trigramSimilarity(a: string, b: string): number {
  return diceOf(trigrams(a), trigrams(b));
}

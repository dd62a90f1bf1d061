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
  // Three rows of the table, reused in turn: matching a name runs this against every spelling.
  let previousPrevious = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const letter = a.charCodeAt(i - 1);
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (letter === other ? 0 : 1));
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) value = Math.min(value, previousPrevious[j - 2]! + 1);
      current[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return previous[b.length]!;
}

/**
 * The letters of a text as bits (letters whose codes are 32 apart share one), for
 * `fewestEdits`.
 */
export function letterBits(text: string): number {
  let bits = 0;
  for (let index = 0; index < text.length; index++) bits |= 1 << (text.charCodeAt(index) & 31);
  return bits;
}

/**
 * A floor under damerauLevenshtein of two texts, from their letterBits alone and far cheaper: each
 * letter one text has and the other lacks takes an edit of its own. Matching a name against the
 * whole catalogue skips most spellings by it.
 */
export function fewestEdits(a: number, b: number): number {
  return Math.max(bitCount(a & ~b), bitCount(b & ~a));
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
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

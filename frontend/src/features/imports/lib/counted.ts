import { formatCount } from '../../../lib/numbers';
import { t } from '../messages';

type Key = Parameters<typeof t>[0];

/** "1 Satz" or "12 Sätze": the text of `one` for a count of 1, else `other` with the count written out. */
export const counted = (count: number, one: Key, other: Key) => (count === 1 ? t(one) : t(other, { count: formatCount(count) }));

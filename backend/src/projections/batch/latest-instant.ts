/**
 * Timestamps from events are compared by Postgres (`greatest(updated_date, $at)`), not by
 * JavaScript. To send fewer of them, a batch keeps only those that may be the latest: an ISO 8601
 * timestamp with an explicit offset (what `Date.toISOString()` writes) is ordered exactly by
 * `Date.parse` down to the millisecond, so all but the ones of the latest millisecond can go. Any
 * other text is kept, for Postgres to read with its own rules (time zone, sub-millisecond digits).
 */
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export class LatestInstant {
  private latestMs = Number.NEGATIVE_INFINITY;
  private latest: string[] = [];
  private readonly others = new Set<string>();

  add(instant: string): void {
    const ms = ZONED_ISO.test(instant) ? Date.parse(instant) : Number.NaN;
    if (Number.isNaN(ms)) {
      this.others.add(instant);
    } else if (ms > this.latestMs) {
      this.latestMs = ms;
      this.latest = [instant];
    } else if (ms === this.latestMs && !this.latest.includes(instant)) {
      this.latest.push(instant);
    }
  }

  /** The candidates; the latest instant is among them (none if nothing was added). */
  candidates(): string[] {
    return [...this.latest, ...this.others];
  }
}

/**
 * One probe for many callers: whoever asks while it runs shares it, and its success is reused for
 * `freshMs`. A failure is not reused, so the next caller probes again (a failed probe of the worker
 * took its whole timeout already). An anonymous flood thus costs at most one probe per `freshMs`.
 */
export class SharedProbe<T> {
  private current: { result: Promise<T>; succeededAt: number | null } | null = null;

  constructor(
    private readonly probe: () => Promise<T>,
    private readonly freshMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  run(): Promise<T> {
    const current = this.current;
    if (current && (current.succeededAt === null || this.now() - current.succeededAt < this.freshMs)) return current.result;
    const entry: { result: Promise<T>; succeededAt: number | null } = { result: this.probe(), succeededAt: null };
    this.current = entry;
    entry.result.then(
      () => (entry.succeededAt = this.now()),
      () => {
        if (this.current === entry) this.current = null;
      },
    );
    return entry.result;
  }
}

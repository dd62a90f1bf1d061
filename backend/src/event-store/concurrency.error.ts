/** Another writer appended to the stream first; the command may be retried on fresh state. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | null,
  ) {
    super(`Stream ${streamId}: expected version ${expectedVersion}, found ${actualVersion ?? 'a newer one'}`);
    this.name = 'ConcurrencyError';
  }
}

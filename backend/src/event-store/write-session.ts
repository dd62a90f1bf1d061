import type { Transaction } from '../database/database.js';
import type { AppendedInTransaction } from './appended-in-transaction.js';
import type { Decider } from './decider.js';
import { fold } from './decider.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './event.js';
import type { EventStore, StreamAppend } from './event-store.js';
import type { WriterAdmission } from './writer-admission.js';

/**
 * One command's unit of work: everything appended here commits together with what the app does
 * with it in the same transaction (its read models), so the user reads their own write at once.
 */
export class WriteSession {
  /** Everything appended so far, handed to reactors once the transaction has committed. */
  readonly appended: RecordedEvent[] = [];
  /** The users this transaction has been admitted to write as. */
  private readonly admitted = new Set<string>();

  constructor(
    readonly tx: Transaction,
    private readonly store: EventStore,
    private readonly appendedInTransaction: AppendedInTransaction,
    readonly metadata: EventMetadata,
    private readonly admission: WriterAdmission,
  ) {}

  /** Admits the user the command writes as; `registers` when the command creates that user, who has nothing to admit yet. */
  async admitWriter(registers: boolean): Promise<void> {
    const { userId } = this.metadata;
    if (typeof userId !== 'string') return;
    if (!registers) await this.admission.admit(this.tx, userId);
    this.admitted.add(userId);
  }

  async load<State, Event extends NewEvent>(
    streamId: string,
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<{ state: State; version: number }> {
    const events = await this.store.readStream(this.tx, streamId);
    return { state: fold(decider, events as unknown as Event[]), version: events.at(-1)?.streamVersion ?? 0 };
  }

  /** A stream's events as recorded, e.g. the first answer to a replayed request (common/idempotent-id.ts). */
  readStream(streamId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(this.tx, streamId);
  }

  /** Which of these streams exist already, e.g. the sets of an import recorded by an earlier one. */
  existingStreams(streamIds: readonly string[]): Promise<Set<string>> {
    return this.store.existingStreams(this.tx, streamIds);
  }

  /** `causedBy` names the event that led to these, for following a chain of reactions later. */
  async append(streamId: string, expectedVersion: ExpectedVersion, events: readonly NewEvent[], causedBy?: RecordedEvent): Promise<RecordedEvent[]> {
    return this.recorded(await this.store.append(this.tx, streamId, expectedVersion, events, this.metadataCausedBy(causedBy)));
  }

  /** Many streams in one statement, e.g. every set of a deleted exercise; see EventStore.appendToStreams. */
  async appendToStreams(appends: readonly StreamAppend[], causedBy?: RecordedEvent): Promise<RecordedEvent[]> {
    return this.recorded(await this.store.appendToStreams(this.tx, appends, this.metadataCausedBy(causedBy)));
  }

  /** Load, decide, append with the version that was read: the whole life of a command on one stream. */
  async handle<State, Command, Event extends NewEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    causedBy?: RecordedEvent,
  ): Promise<{ state: State; events: RecordedEvent[] }> {
    const { state, version } = await this.load(streamId, decider);
    const decided = decider.decide(command, state);
    const events = await this.append(streamId, version, decided, causedBy);
    return { state: decided.reduce((next, event) => decider.evolve(next, event), state), events };
  }

  private metadataCausedBy(causedBy: RecordedEvent | undefined): EventMetadata {
    return causedBy ? { ...this.metadata, causationId: causedBy.eventId } : this.metadata;
  }

  private async recorded(recorded: RecordedEvent[]): Promise<RecordedEvent[]> {
    // A batch writes as each of its streams' users; in one order, so two batches cannot deadlock on them.
    const others = new Set(
      recorded.map((event) => event.metadata.userId).filter((userId): userId is string => typeof userId === 'string' && !this.admitted.has(userId)),
    );
    for (const userId of [...others].sort()) {
      await this.admission.admit(this.tx, userId);
      this.admitted.add(userId);
    }
    await this.appendedInTransaction.apply(this.tx, recorded);
    this.appended.push(...recorded);
    return recorded;
  }
}

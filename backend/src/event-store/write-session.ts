import type { Transaction } from '../database/database.js';
import type { AnswersOf, StatementPart } from '../database/one-statement.js';
import { runAsOne } from '../database/one-statement.js';
import type { AppendedInTransaction } from './appended-in-transaction.js';
import type { Decider } from './decider.js';
import { fold } from './decider.js';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './event.js';
import type { EventStore, Reservation, StreamAppend } from './event-store.js';
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
  /** The admission of the command's user, while it waits to go with the command's first statement (see startStream). */
  private deferredAdmission: StatementPart<void> | null = null;

  constructor(
    private readonly transaction: Transaction,
    private readonly store: EventStore,
    private readonly appendedInTransaction: AppendedInTransaction,
    readonly metadata: EventMetadata,
    private readonly admission: WriterAdmission,
  ) {}

  /** The command's transaction, for its own statements; its writer is admitted by then. */
  get tx(): Transaction {
    if (this.deferredAdmission) throw new Error('The command sends its first statement through startStream, which admits its writer');
    return this.transaction;
  }

  /**
   * Admits the user the command writes as; `registers` when the command creates that user, who has
   * nothing to admit yet; `withFirstStatement` when the command's first statement is startStream's,
   * which admits them in that statement instead of a round trip of its own.
   */
  async admitWriter(registers: boolean, withFirstStatement = false): Promise<void> {
    const { userId } = this.metadata;
    if (typeof userId !== 'string') return;
    this.deferredAdmission = registers || !withFirstStatement ? null : this.admission.admissionPart(userId);
    if (!registers && !this.deferredAdmission) await this.admission.admit(this.transaction, userId);
    this.admitted.add(userId);
  }

  /** Runs the deferred admission by itself, for a command whose first statement was not startStream's after all. */
  private async admitNow(): Promise<void> {
    const admission = this.deferredAdmission;
    this.deferredAdmission = null;
    if (admission) await runAsOne(this.transaction, [admission]);
  }

  /**
   * The first events of a new stream (at version 0) and their read models, in two statements. The
   * first takes the writer's admission, then `reads` (the command's own: the locks it needs and
   * what it checks), the read-model rows the events will change (locked), and the events'
   * positions. The command decides from its reads' answers whether to `append`, which records the
   * events and writes those rows in one statement, with `after` (reads that must come after the
   * locks, answered as of before the statement's writes). For a set this is the whole transaction.
   * After `append`, `folded` answers the rows the events left in a read model (by its name), as
   * written, where the fold ran here; null where `append` had to apply them the generic way.
   */
  async startStream<const Reads extends readonly StatementPart[]>(
    streamId: string,
    events: readonly NewEvent[],
    reads: Reads,
  ): Promise<{
    answers: AnswersOf<Reads>;
    append<const After extends readonly StatementPart[]>(after: After): Promise<[RecordedEvent[], ...AnswersOf<After>]>;
    folded(readModel: string): readonly object[] | null;
  }> {
    const admission = this.deferredAdmission ? [this.deferredAdmission] : [];
    this.deferredAdmission = null;
    const asRecorded = (reserved: readonly Reservation[]) => events.map((event, index) => this.asRecorded(streamId, index, event, reserved[index]));
    const prepared = this.appendedInTransaction.prepare(asRecorded([]));
    const parts = [...admission, ...reads, ...(prepared?.reads ?? []), this.store.reservePart(events.length)];
    const answers = await runAsOne(this.transaction, parts);
    const reserved = answers.at(-1) as Reservation[];
    const loaded = answers.slice(admission.length + reads.length, -1);
    let folded: ReadonlyMap<string, readonly object[]> | null = null;
    return {
      answers: answers.slice(admission.length, admission.length + reads.length) as AnswersOf<Reads>,
      append: async <const After extends readonly StatementPart[]>(after: After) => {
        const writes = prepared?.writes(loaded, asRecorded(reserved));
        if (!writes) return [await this.append(streamId, 0, events), ...(await runAsOne(this.transaction, after))] as [RecordedEvent[], ...AnswersOf<After>];
        const [recorded, ...written] = await this.store.appendReserved(this.transaction, streamId, events, this.metadata, reserved, [
          ...writes.parts,
          ...after,
        ]);
        this.appended.push(...recorded);
        folded = writes.rows;
        return [recorded, ...written.slice(writes.parts.length)] as [RecordedEvent[], ...AnswersOf<After>];
      },
      folded: (readModel) => (folded ? (folded.get(readModel) ?? []) : null),
    };
  }

  /** A stream's events as a part of startStream's first statement, e.g. a replayed request's first answer. */
  streamPart(streamId: string): StatementPart<RecordedEvent[]> {
    return this.store.readStreamPart(streamId);
  }

  /** An event as the store will record it, with what was reserved for it (before that, stand-ins no fold may depend on). */
  private asRecorded(streamId: string, index: number, event: NewEvent, reserved?: Reservation): RecordedEvent {
    return {
      position: reserved?.position ?? 0,
      eventId: reserved?.eventId ?? '',
      streamId,
      streamVersion: index + 1,
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      // As the log gives it back: what JSON keeps of it.
      data: JSON.parse(JSON.stringify(event.data)) as unknown,
      metadata: JSON.parse(JSON.stringify(this.metadata)) as EventMetadata,
      recordedAt: new Date(reserved?.recordedAt ?? 0),
    };
  }

  async load<State, Event extends NewEvent>(
    streamId: string,
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<{ state: State; version: number }> {
    const events = await this.readStream(streamId);
    return { state: fold(decider, events as unknown as Event[]), version: events.at(-1)?.streamVersion ?? 0 };
  }

  /** A stream's events as recorded, e.g. the first answer to a replayed request (common/idempotent-id.ts). */
  async readStream(streamId: string): Promise<RecordedEvent[]> {
    await this.admitNow();
    return this.store.readStream(this.transaction, streamId);
  }

  /** Which of these streams exist already, e.g. the sets of an import recorded by an earlier one. */
  async existingStreams(streamIds: readonly string[]): Promise<Set<string>> {
    await this.admitNow();
    return this.store.existingStreams(this.transaction, streamIds);
  }

  /** `causedBy` names the event that led to these, for following a chain of reactions later. */
  async append(streamId: string, expectedVersion: ExpectedVersion, events: readonly NewEvent[], causedBy?: RecordedEvent): Promise<RecordedEvent[]> {
    await this.admitNow();
    return this.recorded(await this.store.append(this.transaction, streamId, expectedVersion, events, this.metadataCausedBy(causedBy)));
  }

  /** Many streams in one statement, e.g. every set of a deleted exercise; see EventStore.appendToStreams. */
  async appendToStreams(appends: readonly StreamAppend[], causedBy?: RecordedEvent): Promise<RecordedEvent[]> {
    await this.admitNow();
    return this.recorded(await this.store.appendToStreams(this.transaction, appends, this.metadataCausedBy(causedBy)));
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
      await this.admission.admit(this.transaction, userId);
      this.admitted.add(userId);
    }
    await this.appendedInTransaction.apply(this.transaction, recorded);
    this.appended.push(...recorded);
    return recorded;
  }
}

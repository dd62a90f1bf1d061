import { Inject } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import type { StatementPart } from '../../../database/one-statement.js';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { idempotentId } from '../../../common/idempotent-id.js';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import type { WorkoutEntryRow } from '../read-models/workout-entries.entity.js';
import { workoutEntriesReadModel } from '../read-models/workout-entries.projection.js';
import { exerciseSummariesReadModel } from '../read-models/exercise-summaries.projection.js';
import type { ExerciseSummaryRow } from '../read-models/exercise-summaries.entity.js';
import { holdersOf } from '../record-holders.query.js';
import type { RecordHolders } from '../record-holders.query.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { RecordedEvent } from '../../../event-store/event.js';
import type { WriteSession } from '../../../event-store/write-session.js';
import { StreakReader } from '../streak.reader.js';
import { MachinesReader } from '../machines/machines.reader.js';
import { refuse } from '../../../common/refuse.js';
import { walletDecider, walletStream, CreditedKeyCache, creditedKeysPart } from '../../wallet/index.js';
import type { HantelnCredited } from '../../wallet/index.js';
import { berlinDate } from '../rules/calendar.js';
import { candidateKeys, earningsForLoggedSet, streakMatters } from '../rules/earnings.js';
import type { EarningContext } from '../rules/earnings.js';
import { isSameLoggedSet, workoutDecider } from '../workouts.decider.js';
import type { WorkoutEvent, WorkoutValues } from '../workouts.events.js';
import { workoutStream } from '../workouts.events.js';

export interface LoggedWorkout {
  /** The entry as its read model now holds it: the answer needs no read after the commit. */
  entry: WorkoutEntryRow;
  hantelnEarned: number;
  /** Which sets hold the machine's records with this one, as the set's fold wrote them; null where they are to be read. */
  holders: RecordHolders | null;
}

/**
 * Logs one set. The hot path of the app, so it reads no long stream: the entry is a new stream
 * appended at version 0, the machine row is locked (not its stream read), and the wallet stream is
 * only loaded when the ledger says a credit is still open (at most a few times a week). Everything
 * else is two statements (WriteSession.startStream): the first admits the lifter, finds a keyed
 * request's first answer, locks the machine and asks which credits are open, with the read-model
 * rows the set changes; the second records the set with those rows (and reads the streak, where
 * this week's bonus is open). With COMMIT, three round trips to Postgres (BEGIN goes with the first
 * statement); the answer's record holders come from the fold of the second.
 */
/** Who logs: the signed-in user as the request found them. */
export interface Lifter {
  id: string;
  email: string;
}

export class LogWorkoutCommand extends Command<LoggedWorkout> {
  constructor(
    readonly lifter: Lifter,
    readonly machineId: string,
    readonly values: WorkoutValues,
    readonly meta: RequestMeta,
    /** The client's Idempotency-Key: the same key logs the set once and answers every retry with it. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

type WorkoutLogged = RecordedEvent<'WorkoutLogged', Extract<WorkoutEvent, { type: 'WorkoutLogged' }>['data']>;

@CommandHandler(LogWorkoutCommand)
export class LogWorkoutHandler implements ICommandHandler<LogWorkoutCommand> {
  private readonly credited = new CreditedKeyCache();

  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
    @Inject(StreakReader) private readonly streaks: StreakReader,
    @Inject(Database) private readonly db: Database,
  ) {}

  async execute({ lifter, machineId, values, meta, idempotencyKey }: LogWorkoutCommand): Promise<LoggedWorkout> {
    const { id: userId, email } = lifter;
    const entryId = idempotentId(idempotencyKey, 'workout', userId);
    const today = berlinDate(meta.now);
    const candidates = candidateKeys(today, values.date);
    let settled: string[] = [];
    const logged = await this.runner.run(
      { userId, requestId: meta.requestId, causationId: meta.requestId },
      async (session) => {
        const remembered = candidates.filter((key) => this.credited.has(userId, key));
        const asked = candidates.filter((key) => !remembered.includes(key));
        const decided = workoutDecider.decide(
          { type: 'LogWorkout', data: { entryId, userId, machineId, createdBy: email, ...values, now: meta.now } },
          workoutDecider.initialState(),
        );
        const {
          answers: [earlier, ownMachine, creditedNow],
          append,
          folded,
        } = await session.startStream(workoutStream(entryId), decided, [
          // A retry of a keyed request finds its set; two at once both miss it, and the loser's
          // append at version 0 conflicts, which the runner retries into this branch.
          idempotencyKey !== null ? session.streamPart(workoutStream(entryId)) : answered<RecordedEvent[]>([]),
          // Holds off a concurrent deletion of the machine until this set is committed (or the other way round).
          this.machines.lockOwnPart(userId, machineId),
          asked.length > 0 ? creditedKeysPart(this.db.manager, userId, asked) : answered(new Set<string>()),
        ]);
        const [first, ...later] = earlier as [WorkoutLogged?, ...RecordedEvent[]];
        if (first)
          return this.firstAnswer(
            session,
            first,
            machineId,
            values,
            later.some((event) => event.type === 'WorkoutDeleted'),
          );
        if (!ownMachine) throw refuse.notFound('machine.not_found');
        const context = { today, entryDate: values.date, credited: new Set([...remembered, ...creditedNow]) };
        // The streak counts this set's day: read after the locks, as the set is recorded.
        const [[loggedEvent], streakWeeks] = await append([
          streakMatters(context) ? this.streaks.weeksPart(userId, meta.now, values.date) : answered<number | null>(null),
        ]);
        const credits = await this.earn(session, userId, { ...context, streakWeeks }, meta.now, loggedEvent!);
        settled = [...context.credited, ...credits.flatMap((event) => (event.data.key ? [event.data.key] : []))];
        const summary = (folded(exerciseSummariesReadModel.name) as ExerciseSummaryRow[] | null)?.find((row) => row.machine_id === machineId);
        return {
          entry: workoutEntriesReadModel.evolve(null, loggedEvent!)!,
          hantelnEarned: credits.reduce((sum, event) => sum + event.data.amount, 0),
          holders: summary ? holdersOf(summary) : null,
        };
      },
      { startsWithStream: true },
    );
    this.credited.remember(userId, settled);
    return logged;
  }

  /**
   * The answer the request got the first time: the set as it was logged and the Hanteln it earned.
   * A set deleted since is gone for its replay too (404), and nothing is logged again.
   */
  private async firstAnswer(session: WriteSession, first: WorkoutLogged, machineId: string, values: WorkoutValues, deleted: boolean): Promise<LoggedWorkout> {
    if (!isSameLoggedSet(first.data, machineId, values)) throw refuse.unprocessable('request.key_reused');
    if (deleted) throw refuse.notFound('set.not_found');
    const wallet = await session.readStream(walletStream(first.data.userId));
    const earned = wallet.filter((event) => event.metadata.causationId === first.eventId) as unknown as HantelnCredited[];
    return { entry: workoutEntriesReadModel.evolve(null, first)!, hantelnEarned: earned.reduce((sum, event) => sum + event.data.amount, 0), holders: null };
  }

  /** The wallet decides on its own stream whether each key is still open (a few times a week, when the ledger says one is). */
  private async earn(session: WriteSession, userId: string, context: EarningContext, now: Date, logged: RecordedEvent): Promise<HantelnCredited[]> {
    const earnings = earningsForLoggedSet(context);
    if (earnings.length === 0) return [];
    // Two sets logged at once cannot both be paid: the second append meets a newer version and is retried.
    const { events } = await session.handle(walletStream(userId), walletDecider, { type: 'EarnHanteln', data: { userId, credits: earnings, now } }, logged);
    return events as unknown as HantelnCredited[];
  }
}

/** A part that asks nothing and answers `value`: for a read the command does not need this time. */
function answered<T>(value: T): StatementPart<T> {
  return { sql: 'SELECT WHERE false', values: [], answer: () => value };
}

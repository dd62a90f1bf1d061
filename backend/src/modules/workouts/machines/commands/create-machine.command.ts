import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { idempotentId } from '../../../../common/idempotent-id.js';
import type { RequestMeta } from '../../../../common/http/request-meta.js';
import { isUniqueViolation } from '../../../../database/database.js';
import { CommandRunner } from '../../../../event-store/command-runner.js';
import { normaliseMachineName } from '../machine-rules.js';
import { machineDecider } from '../machines.decider.js';
import { machineStream } from '../machines.events.js';
import type { MachineEvent } from '../machines.events.js';
import type { RecordedEvent } from '../../../../event-store/event.js';
import { MachinesReader } from '../machines.reader.js';
import { existingExerciseFor } from '../existing-exercise.js';
import { movementOf } from '../../../exercises/index.js';
import { refuse } from '../../../../common/refuse.js';

/** What creating an exercise answers: the new one, or the lifter's exercise the name already is (`existing`). */
export interface CreatedMachine {
  id: string;
  existing: boolean;
}

/**
 * Creates a machine (exercise) for the user, unless the name already is one of theirs, by name or
 * by catalogue movement (existing-exercise.ts): then it answers that one and creates nothing.
 */
export class CreateMachineCommand extends Command<CreatedMachine> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly categories: readonly string[],
    readonly meta: RequestMeta,
    /** The client's Idempotency-Key: an exercise created offline with its first set is created once. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

type MachineCreated = RecordedEvent<'MachineCreated', Extract<MachineEvent, { type: 'MachineCreated' }>['data']>;

@CommandHandler(CreateMachineCommand)
export class CreateMachineHandler implements ICommandHandler<CreateMachineCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
  ) {}

  async execute({ userId, name, categories, meta, idempotencyKey }: CreateMachineCommand): Promise<CreatedMachine> {
    const machineId = idempotentId(idempotencyKey, 'machine', userId);
    const normalised = normaliseMachineName(name);
    return this.runner.run(
      { userId, requestId: meta.requestId, causationId: meta.requestId },
      async (session) => {
        // A retry of a keyed request finds the exercise it created (common/idempotent-id.ts).
        if (idempotencyKey !== null) {
          const [first] = (await session.readStream(machineStream(machineId))) as MachineCreated[];
          if (first && first.data.name !== normalised) throw refuse.unprocessable('request.key_reused');
          if (first) return { id: machineId, existing: false };
        }
        // The unique index on the read model settles a race between two creations of one name;
        // the loser is retried and then finds the winner here. A request of the same key that
        // committed after the stream was read above holds the name under this very id: that is
        // this key's creation, answered as the first request answered it.
        const existing = existingExerciseFor(normalised, await this.machines.list(userId, session.tx.manager), movementOf);
        if (existing) return { id: existing.exercise.id, existing: existing.exercise.id !== machineId };
        const events = machineDecider.decide(
          { type: 'CreateMachine', data: { machineId, userId, name: normalised, categories, now: meta.now } },
          machineDecider.initialState(),
        );
        await session.append(machineStream(machineId), 0, events);
        return { id: machineId, existing: false };
      },
      { retryOn: (error) => isUniqueViolation(error, 'machines_user_name_unique') },
    );
  }
}

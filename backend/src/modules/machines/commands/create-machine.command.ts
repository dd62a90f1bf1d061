import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { idempotentId } from '../../../common/idempotent-id.js';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { isUniqueViolation } from '../../../database/database.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { normaliseMachineName } from '../machine-rules.js';
import { machineDecider } from '../machines.decider.js';
import { machineStream } from '../machines.events.js';
import type { MachineEvent } from '../machines.events.js';
import type { RecordedEvent } from '../../../event-store/event.js';
import { MachinesReadModel } from '../machines.read-model.js';
import { refuse } from '../../refuse.js';

/** Creates a machine (exercise) for the user; answers its id. A taken name is a 409 naming the existing one. */
export class CreateMachineCommand extends Command<string> {
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
    @Inject(MachinesReadModel) private readonly machines: MachinesReadModel,
  ) {}

  async execute({ userId, name, categories, meta, idempotencyKey }: CreateMachineCommand): Promise<string> {
    const machineId = idempotentId(idempotencyKey, 'machine', userId);
    const normalised = normaliseMachineName(name);
    await this.runner.run(
      { userId, requestId: meta.requestId, causationId: meta.requestId },
      async (session) => {
        // A retry of a keyed request finds the exercise it created (common/idempotent-id.ts).
        if (idempotencyKey !== null) {
          const [first] = (await session.readStream(machineStream(machineId))) as MachineCreated[];
          if (first && first.data.name !== normalised) throw refuse.unprocessable('request.key_reused');
          if (first) return;
        }
        // The unique index on the read model settles a race between two creations of one name;
        // the loser is retried and then finds the winner here.
        // A keyed twin that committed meanwhile holds the name under this very id: the append
        // below then conflicts, and the retry answers with it.
        await assertNameFree(this.machines, session.tx.manager, userId, normalised, machineId);
        const events = machineDecider.decide(
          { type: 'CreateMachine', data: { machineId, userId, name: normalised, categories, now: meta.now } },
          machineDecider.initialState(),
        );
        await session.append(machineStream(machineId), 0, events);
      },
      { retryOn: (error) => isUniqueViolation(error, 'machines_user_name_unique') },
    );
    return machineId;
  }
}

export async function assertNameFree(
  machines: MachinesReadModel,
  tx: Parameters<MachinesReadModel['findIdByName']>[2],
  userId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const existing = await machines.findIdByName(userId, name, tx);
  if (existing && existing !== exceptId) throw refuse.conflict('machine.duplicate_name', { id: existing });
}

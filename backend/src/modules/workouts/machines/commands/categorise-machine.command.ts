import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../../common/http/request-meta.js';
import { CommandRunner } from '../../../../event-store/command-runner.js';
import { machineDecider } from '../machines.decider.js';
import type { CategorySource } from '../machines.events.js';
import { machineStream } from '../machines.events.js';

export interface CategoriseMachineResult {
  /** False when nothing changed: the machine is gone or not the user's, the user chose already, or the categories are the same. */
  applied: boolean;
}

/**
 * Sets a machine's categories, e.g. when the AI categoriser finishes (`source: 'ai'`). Never an
 * error for a machine deleted meanwhile or whose categories the user already chose by hand: those
 * are no-ops (user choice wins over AI). Unknown categories from the AI are dropped.
 */
export class CategoriseMachineCommand extends Command<CategoriseMachineResult> {
  constructor(
    readonly userId: string,
    readonly machineId: string,
    readonly categories: readonly string[],
    readonly source: CategorySource,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(CategoriseMachineCommand)
export class CategoriseMachineHandler implements ICommandHandler<CategoriseMachineCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, machineId, categories, source, meta }: CategoriseMachineCommand): Promise<CategoriseMachineResult> {
    return this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, async (session) => {
      const { events } = await session.handle(machineStream(machineId), machineDecider, {
        type: 'CategoriseMachine',
        data: { machineId, userId, categories, source, now: meta.now },
      });
      return { applied: events.length > 0 };
    });
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { userDecider } from '../users.decider.js';
import type { ProfileChanges } from '../users.events.js';
import { userStream } from '../users.events.js';

export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, changes, meta }: UpdateProfileCommand): Promise<void> {
    // The metadata names who acted: an admin changing someone's profile, or the user themselves.
    await this.runner.run({ userId: meta.userId ?? userId, requestId: meta.requestId, causationId: meta.requestId }, (session) =>
      session.handle(userStream(userId), userDecider, { type: 'UpdateProfile', data: { userId, changes, now: meta.now } }),
    );
  }
}

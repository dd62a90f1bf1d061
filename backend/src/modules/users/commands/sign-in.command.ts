import { randomUUID } from 'node:crypto';
import { Inject, UnauthorizedException } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { isUniqueViolation } from '../../../database/database.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import { walletDecider } from '../../wallet/index.js';
import { walletStream } from '../../wallet/index.js';
import { userDecider } from '../users.decider.js';
import type { SignInProvider } from '../users.events.js';
import { userStream } from '../users.events.js';
import { UsersReader } from '../users.reader.js';

export interface VerifiedIdentity {
  email: string;
  fullName: string | null;
  picture: string | null;
  provider: SignInProvider;
}

/** Finds or registers the user behind a verified identity; answers the user's id. */
export class SignInCommand extends Command<string> {
  constructor(
    readonly identity: VerifiedIdentity,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ identity, meta }: SignInCommand): Promise<string> {
    const email = identity.email.trim().toLowerCase();
    const role = this.config.adminEmails.includes(email) ? 'admin' : 'user';
    // Two first sign-ins with one address race on the users' unique e-mail index; the loser
    // rolls back and signs in to the account the winner created. A sign-in to an account erased
    // meanwhile is refused its admission and registers a new one.
    for (let attempt = 0; ; attempt++) {
      const known = await this.users.findIdByEmail(email);
      const userId = known ?? randomUUID();
      try {
        await this.runner.run(
          { userId, requestId: meta.requestId, causationId: meta.requestId },
          async (session) => {
            const { events } = await session.handle(userStream(userId), userDecider, {
              type: 'SignIn',
              data: { userId, email, fullName: identity.fullName, picture: identity.picture, provider: identity.provider, role, now: meta.now },
            });
            const registered = events.find((event) => event.type === 'UserRegistered');
            if (registered) {
              await session.handle(walletStream(userId), walletDecider, { type: 'GrantWelcomeBonus', data: { userId, now: meta.now } }, registered);
            }
          },
          { registersWriter: known === null },
        );
        return userId;
      } catch (error) {
        const retry = isUniqueViolation(error, 'users_email_unique') || error instanceof UnauthorizedException;
        if (!retry || attempt >= 2) throw error;
      }
    }
  }
}

import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { StreakReader } from '../dashboard/index.js';
import { SignInCommand } from '../users/index.js';
import { toUserResponse } from '../users/index.js';
import { UsersReadModel } from '../users/index.js';
import { RateLimit } from '../limits/index.js';
import { DevLoginDto } from './dto/dev-login.dto.js';
import { startSession } from './session-lifecycle.js';

/**
 * Sign-in without an identity provider, for development and tests. Only registered outside
 * production and when Google is not configured (see AuthModule), so in production the route
 * does not exist at all.
 */
@Controller('auth')
export class DevAuthController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(UsersReadModel) private readonly users: UsersReadModel,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  @Post('dev-login')
  @RateLimit('sign-in')
  async devLogin(@Body() body: DevLoginDto, @Req() req: Request, @Meta() meta: RequestMeta) {
    const userId = await this.commandBus.execute(new SignInCommand({ email: body.email, fullName: body.name.trim(), picture: null, provider: 'dev' }, meta));
    const user = await startSession(req, userId, this.users);
    return toUserResponse(user, await this.streaks.compute(userId, meta.now));
  }
}

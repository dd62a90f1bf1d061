import { Body, Controller, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import { SignInCommand, UserDto, UsersReader } from '../users/index.js';
import { CurrentUserQuery } from '../profile/index.js';
import { RateLimit } from '../limits/index.js';
import { DevLoginDto } from './dto/dev-login.dto.js';
import { LoopbackOnlyGuard } from '../../common/http/loopback-only.guard.js';
import { startSession } from './session-lifecycle.js';

/**
 * Sign-in without an identity provider, for development and tests. Only registered outside
 * production and when Google is not configured (see AuthModule), so in production the route
 * does not exist at all; and it answers only requests from this machine's own addresses.
 */
@Controller('auth')
export class DevAuthController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(CurrentUserQuery) private readonly currentUser: CurrentUserQuery,
  ) {}

  @Post('dev-login')
  @UseGuards(LoopbackOnlyGuard)
  @RateLimit('sign-in')
  async devLogin(@Body() body: DevLoginDto, @Req() req: Request, @Meta() meta: RequestMeta): Promise<UserDto> {
    const userId = await this.commandBus.execute(new SignInCommand({ email: body.email, fullName: body.name.trim(), picture: null, provider: 'dev' }, meta));
    const user = await startSession(req, userId, this.users);
    return this.currentUser.answer(user, meta.now);
  }
}

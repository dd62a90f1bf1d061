import { Controller, Get, HttpCode, Inject, Logger, NotFoundException, Next, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiFoundResponse } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { Meta } from '../../common/http/request-meta.js';
import type { RequestMeta } from '../../common/http/request-meta.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Database } from '../../database/database.js';
import { SignInCommand, UsersReader } from '../users/index.js';
import { RateLimit } from '../limits/index.js';
import { AuthProvidersDto, EndedSessionsDto } from './dto/auth-response.dto.js';
import { GoogleOAuth } from './google-oauth.js';
import { SessionEndings } from '../agents/index.js';
import { endOtherSessions, endSession, startSession } from './session-lifecycle.js';
import { SignedInGuard } from '../../common/http/signed-in.guard.js';

@Controller('auth')
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(GoogleOAuth) private readonly google: GoogleOAuth,
    @Inject(Database) private readonly db: Database,
    @Inject(SessionEndings) private readonly endings: SessionEndings,
  ) {}

  /** Which sign-in ways this deployment offers; the login screen shows exactly those. */
  @Get('providers')
  providers(): AuthProvidersDto {
    return { google: this.config.google !== null, devLogin: this.config.devLoginEnabled };
  }

  @Get('login')
  @ApiFoundResponse({ description: "To Google's sign-in." })
  login(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    if (!this.config.google) throw new NotFoundException({ code: 'auth.google_not_configured' });
    this.google.redirectToProvider(req, res, next);
  }

  @Get('google/callback')
  @ApiFoundResponse({ description: 'To `/` with a fresh session, or `/?login_error=1`.' })
  @RateLimit('sign-in')
  async googleCallback(@Req() req: Request, @Res() res: Response, @Meta() meta: RequestMeta): Promise<void> {
    if (!this.config.google) throw new NotFoundException();
    try {
      const identity = await this.google.finish(req, res);
      const userId = await this.commandBus.execute(new SignInCommand(identity, meta));
      await startSession(req, userId, this.users);
      res.redirect('/');
    } catch (error) {
      this.logger.warn(`Google sign-in failed [${req.requestId}]: ${(error as Error).message}`);
      res.redirect('/?login_error=1');
    }
  }

  /** Signs out every other browser and device of this user (a lost phone, a shared computer). */
  @Post('sessions/end-others')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async endOtherSessions(@Req() req: Request): Promise<EndedSessionsDto> {
    const ended = await endOtherSessions(this.db, req);
    this.endings.announce(ended);
    return { ended: ended.length };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const signedIn = req.session?.userId !== undefined;
    const sessionId = req.sessionID;
    await endSession(req, res, this.config);
    if (signedIn) this.endings.announce([sessionId]);
  }
}

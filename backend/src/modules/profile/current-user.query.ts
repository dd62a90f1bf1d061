import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { toUserResponse, UsersReader } from '../users/index.js';
import type { UserDto, UserRow } from '../users/index.js';
import { StreakReader } from '../workouts/index.js';
import { signedInUser } from '../../common/http/signed-in.guard.js';

/**
 * Who is signed in and what `GET /api/auth/me` answers for them: the guard's and the controller's
 * own steps, and the first screen's the api draws into index.html (app/first-screen-reads.ts).
 */
@Injectable()
export class CurrentUserQuery {
  constructor(
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(StreakReader) private readonly streaks: StreakReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The user of the session the session middleware loaded into `req`, as SignedInGuard lets through; else null. */
  signedIn(req: Request): Promise<UserRow | null> {
    return signedInUser(req, this.users, this.config);
  }

  /** `user` (with their role of now) as `/api/auth/me` answers at `now`. */
  async answer(user: UserRow, now: Date): Promise<UserDto> {
    return toUserResponse(user, await this.streaks.compute(user.id, now));
  }
}

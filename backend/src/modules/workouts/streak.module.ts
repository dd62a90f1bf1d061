import { Global, Module } from '@nestjs/common';
import { StreakReader } from './streak.reader.js';

/**
 * The streak is shown in several places (the user from /auth/me, the dashboard, the
 * calculateStreak function) and decides the weekly Hanteln bonus, so its reader is global.
 */
@Global()
@Module({ providers: [StreakReader], exports: [StreakReader] })
export class StreakModule {}

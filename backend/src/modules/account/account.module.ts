import { Module } from '@nestjs/common';
import { QueueModule, RedisModule, allQueuesProvider } from '../jobs/index.js';
import { AgentsModule, SessionEndingsModule } from '../agents/index.js';
import { UploadsModule } from '../uploads/index.js';
import { AccountErasure } from './account-erasure.js';
import { DeleteUserAccountFunction } from './delete-user-account.function.js';
import { OwnedJobs } from './owned-jobs.js';

/** Deleting one's own account (spec §4, Account deletion). */
@Module({
  imports: [QueueModule, RedisModule, UploadsModule, AgentsModule, SessionEndingsModule],
  providers: [allQueuesProvider, OwnedJobs, AccountErasure, DeleteUserAccountFunction],
})
export class AccountModule {}

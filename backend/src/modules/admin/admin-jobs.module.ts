import { Module } from '@nestjs/common';
import { RebuildJobs } from './projections/rebuild.jobs.js';

/** The worker's side of the admin tools: rebuilds of read models as jobs. */
@Module({ providers: [RebuildJobs] })
export class AdminJobsModule {}

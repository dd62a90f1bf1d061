import { REBUILD_READ_MODELS } from '../modules/admin/projections/rebuild.job.js';
import { CATEGORISE_MACHINE, CATEGORISE_NAME } from '../modules/agents/jobs/categorisation.job.js';
import { COACH_REPLY } from '../modules/agents/jobs/coach-chat.job.js';
import { ANALYSE_PERFORMANCE } from '../modules/agents/jobs/performance-analysis.job.js';
import { HEALTH_PING } from '../modules/health/health-ping.job.js';
import { IMPORT_HISTORY } from '../modules/imports/import-history.job.js';
import type { AllJobs } from '../modules/jobs/index.js';
import { GENERATE_PLAN } from '../modules/onboarding/generation/plan-generation.job.js';

/**
 * Every job of the system, each declared beside its handler: the worker refuses to start while one
 * has no handler or two, and `GET /api/jobs/:id` finds an AI job's queue by its id's prefix. A job
 * left out of this list does not compile.
 */
export const allJobs: AllJobs = {
  ping: HEALTH_PING,
  'categorise-machine': CATEGORISE_MACHINE,
  'categorise-name': CATEGORISE_NAME,
  'analyse-performance': ANALYSE_PERFORMANCE,
  'coach-reply': COACH_REPLY,
  'generate-plan': GENERATE_PLAN,
  'rebuild-read-models': REBUILD_READ_MODELS,
  'import-history': IMPORT_HISTORY,
};

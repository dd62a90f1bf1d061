import type { ErrorCode, ErrorTexts } from '../common/error-catalogue.js';
import { HTTP_ERRORS } from '../common/http/errors.js';
import { ACCOUNT_ERRORS } from '../modules/account/errors.js';
import { ADMIN_ERRORS } from '../modules/admin/index.js';
import { AGENT_ERRORS } from '../modules/agents/index.js';
import { AUTH_ERRORS } from '../modules/auth/index.js';
import { PROFILE_ERRORS } from '../modules/profile/index.js';
import { FEEDBACK_ERRORS } from '../modules/feedback/index.js';
import { FUNCTION_ERRORS } from '../modules/functions/index.js';
import { HEALTH_ERRORS } from '../modules/health/errors.js';
import { IMPORT_ERRORS } from '../modules/imports/index.js';
import { JOB_ERRORS } from '../modules/jobs/index.js';
import { LIMIT_ERRORS } from '../modules/limits/index.js';
import { MACHINE_ERRORS } from '../modules/workouts/index.js';
import { SHOP_ERRORS } from '../modules/shop/index.js';
import { PLAN_ERRORS } from '../modules/training-plans/index.js';
import { UPLOAD_ERRORS } from '../modules/uploads/index.js';
import { USER_ERRORS } from '../modules/users/index.js';
import { WORKOUT_ERRORS } from '../modules/workouts/index.js';

/**
 * Every context's error codes with their German texts, for the exception filter. The type checks
 * that no context's catalogue is left out (each declared itself in common/error-catalogue.ts).
 */
export const ERROR_TEXTS: ErrorTexts & Record<ErrorCode, string> = {
  ...HTTP_ERRORS,
  ...ACCOUNT_ERRORS,
  ...ADMIN_ERRORS,
  ...AGENT_ERRORS,
  ...AUTH_ERRORS,
  ...PROFILE_ERRORS,
  ...FEEDBACK_ERRORS,
  ...FUNCTION_ERRORS,
  ...HEALTH_ERRORS,
  ...IMPORT_ERRORS,
  ...JOB_ERRORS,
  ...LIMIT_ERRORS,
  ...MACHINE_ERRORS,
  ...SHOP_ERRORS,
  ...PLAN_ERRORS,
  ...UPLOAD_ERRORS,
  ...USER_ERRORS,
  ...WORKOUT_ERRORS,
};

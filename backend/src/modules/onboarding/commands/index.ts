import {
  RecordGeneratedPlanHandler,
  RecordPlanGenerationFailureHandler,
  ReportPlanGenerationTimeoutHandler,
  StartPlanGenerationHandler,
} from './plan-generation.commands.js';
import { RestartOnboardingHandler } from './restart-onboarding.command.js';

export { ReportPlanGenerationTimeoutCommand, StartPlanGenerationCommand } from './plan-generation.commands.js';
export { RestartOnboardingCommand } from './restart-onboarding.command.js';

export const onboardingCommandHandlers = [
  StartPlanGenerationHandler,
  RecordGeneratedPlanHandler,
  RecordPlanGenerationFailureHandler,
  ReportPlanGenerationTimeoutHandler,
  RestartOnboardingHandler,
];

import { CreatePlanHandler } from './create-plan.command.js';
import { DeletePlanHandler } from './delete-plan.command.js';
import {
  RecordGeneratedPlanHandler,
  RecordPlanGenerationFailureHandler,
  ReportPlanGenerationTimeoutHandler,
  StartPlanGenerationHandler,
} from './plan-generation.commands.js';
import { LinkMachineHandler, UnlinkMachineHandler } from './relation.commands.js';
import { UpdatePlanHandler } from './update-plan.command.js';
import { CompleteTrainingDayHandler, RestartOnboardingHandler } from './user-plan.commands.js';

export { CreatePlanCommand } from './create-plan.command.js';
export { DeletePlanCommand } from './delete-plan.command.js';
export { ReportPlanGenerationTimeoutCommand, StartPlanGenerationCommand } from './plan-generation.commands.js';
export { LinkMachineCommand, UnlinkMachineCommand } from './relation.commands.js';
export { UpdatePlanCommand } from './update-plan.command.js';
export { CompleteTrainingDayCommand, RestartOnboardingCommand } from './user-plan.commands.js';

export const trainingPlanCommandHandlers = [
  CreatePlanHandler,
  UpdatePlanHandler,
  DeletePlanHandler,
  LinkMachineHandler,
  UnlinkMachineHandler,
  RestartOnboardingHandler,
  CompleteTrainingDayHandler,
  StartPlanGenerationHandler,
  RecordGeneratedPlanHandler,
  RecordPlanGenerationFailureHandler,
  ReportPlanGenerationTimeoutHandler,
];

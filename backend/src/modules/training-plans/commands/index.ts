import { CompleteTrainingDayHandler } from './complete-training-day.command.js';
import { CreatePlanHandler } from './create-plan.command.js';
import { DeletePlanHandler } from './delete-plan.command.js';
import { LinkMachineHandler, UnlinkMachineHandler } from './relation.commands.js';
import { UpdatePlanHandler } from './update-plan.command.js';

export { CompleteTrainingDayCommand } from './complete-training-day.command.js';
export { CreatePlanCommand } from './create-plan.command.js';
export { DeletePlanCommand } from './delete-plan.command.js';
export { LinkMachineCommand, UnlinkMachineCommand } from './relation.commands.js';
export { UpdatePlanCommand } from './update-plan.command.js';

export const trainingPlanCommandHandlers = [
  CreatePlanHandler,
  UpdatePlanHandler,
  DeletePlanHandler,
  LinkMachineHandler,
  UnlinkMachineHandler,
  CompleteTrainingDayHandler,
];

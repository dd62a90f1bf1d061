import { EventStore1764000000000 } from './1764000000000-event-store.js';
import { ReadModels1764000000001 } from './1764000000001-read-models.js';
import { DashboardDayBests1764000000002 } from './1764000000002-dashboard-day-bests.js';
import { PlanGenerationFields1765300000000 } from './1765300000000-plan-generation-fields.js';
import { TrainingPlans1765300000001 } from './1765300000001-training-plans.js';
import { UserSessionsByUser1765100000000 } from './1765100000000-user-sessions-by-user.js';
import { ShopInventory1765400000000 } from './1765400000000-shop-inventory.js';
import { Feedback1765400000001 } from './1765400000001-feedback.js';
import { AccountErasure1765400000002 } from './1765400000002-account-erasure.js';
import { EventBrowserIndexes1765500000000 } from './1765500000000-event-browser-indexes.js';
import { WaitingReplies1765100000001 } from './1765100000001-waiting-replies.js';
import { ExerciseSummaries1765600000000 } from './1765600000000-exercise-summaries.js';
import { MachineCatalogue1765700000000 } from './1765700000000-machine-catalogue.js';
import { TrainingMonths1765800000000 } from './1765800000000-training-months.js';
import { LastLoggedAt1765900000000 } from './1765900000000-last-logged-at.js';
import { TrainingMonthDays1765900000001 } from './1765900000001-training-month-days.js';
import { TrainingsAndImports1766000000000 } from './1766000000000-trainings-and-imports.js';
import { PendingAiWork1765100000002 } from './1765100000002-pending-ai-work.js';

/** TypeORM migrations in order; never edit one that has shipped, add a new one. */
export const migrations = [
  EventStore1764000000000,
  ReadModels1764000000001,
  DashboardDayBests1764000000002,
  PlanGenerationFields1765300000000,
  TrainingPlans1765300000001,
  UserSessionsByUser1765100000000,
  ShopInventory1765400000000,
  Feedback1765400000001,
  AccountErasure1765400000002,
  EventBrowserIndexes1765500000000,
  WaitingReplies1765100000001,
  PendingAiWork1765100000002,
  ExerciseSummaries1765600000000,
  MachineCatalogue1765700000000,
  TrainingMonths1765800000000,
  LastLoggedAt1765900000000,
  TrainingMonthDays1765900000001,
  TrainingsAndImports1766000000000,
];

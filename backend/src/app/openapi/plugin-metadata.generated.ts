/** Generated from the backend's DTO and controller types by `npm run contract`; do not edit. */
import * as m0 from '../../common/http/api-error.dto.js';
import * as m1 from '../../modules/account/delete-user-account.function.js';
import * as m2 from '../../modules/admin/debug/debug-probe.controller.js';
import * as m3 from '../../modules/admin/debug/debug-probe.dto.js';
import * as m4 from '../../modules/admin/events/admin-event.dto.js';
import * as m5 from '../../modules/admin/events/event-browser.controller.js';
import * as m6 from '../../modules/admin/events/event-query.dto.js';
import * as m7 from '../../modules/admin/projections/projections-response.dto.js';
import * as m8 from '../../modules/admin/projections/projections.controller.js';
import * as m9 from '../../modules/admin/projections/rebuild-request.dto.js';
import * as m10 from '../../modules/admin/queues/failed-jobs.dto.js';
import * as m11 from '../../modules/admin/queues/queue-response.dto.js';
import * as m12 from '../../modules/admin/queues/queues.controller.js';
import * as m13 from '../../modules/admin/users/admin-users.controller.js';
import * as m14 from '../../modules/admin/users/user-search.dto.js';
import * as m15 from '../../modules/agents/coach-settings.controller.js';
import * as m16 from '../../modules/agents/conversations.controller.js';
import * as m17 from '../../modules/agents/dto/conversation-response.dto.js';
import * as m18 from '../../modules/agents/dto/conversation.dto.js';
import * as m19 from '../../modules/agents/functions/categorize-exercise.function.js';
import * as m20 from '../../modules/agents/functions/generate-performance-analysis.function.js';
import * as m21 from '../../modules/agents/live/conversation-stream.controller.js';
import * as m22 from '../../modules/auth/auth.controller.js';
import * as m23 from '../../modules/auth/dev-auth.controller.js';
import * as m24 from '../../modules/auth/dto/auth-response.dto.js';
import * as m25 from '../../modules/auth/dto/dev-login.dto.js';
import * as m26 from '../../modules/dashboard/calculate-streak.function.js';
import * as m27 from '../../modules/dashboard/dashboard.controller.js';
import * as m28 from '../../modules/dashboard/dto/dashboard-query.dto.js';
import * as m29 from '../../modules/dashboard/dto/dashboard-response.dto.js';
import * as m30 from '../../modules/exercises/dto/catalogue-exercise.dto.js';
import * as m31 from '../../modules/exercises/dto/catalogue-name.dto.js';
import * as m32 from '../../modules/exercises/dto/exercise-search.dto.js';
import * as m33 from '../../modules/exercises/exercises.controller.js';
import * as m34 from '../../modules/feedback/dto/feedback-response.dto.js';
import * as m35 from '../../modules/feedback/dto/feedback.dto.js';
import * as m36 from '../../modules/feedback/feedback.controller.js';
import * as m37 from '../../modules/functions/function-result.dto.js';
import * as m38 from '../../modules/functions/functions.controller.js';
import * as m39 from '../../modules/functions/invoke-function.dto.js';
import * as m40 from '../../modules/health/health-response.dto.js';
import * as m41 from '../../modules/health/health.controller.js';
import * as m42 from '../../modules/imports/dto/import.dto.js';
import * as m43 from '../../modules/imports/imports.controller.js';
import * as m44 from '../../modules/jobs/job-status.dto.js';
import * as m45 from '../../modules/jobs/jobs.controller.js';
import * as m46 from '../../modules/onboarding/dto/onboarding.dto.js';
import * as m47 from '../../modules/onboarding/onboarding.controller.js';
import * as m48 from '../../modules/profile/dto/update-profile.dto.js';
import * as m49 from '../../modules/profile/profile.controller.js';
import * as m50 from '../../modules/profile/users.controller.js';
import * as m51 from '../../modules/shop/purchase-shop-item.function.js';
import * as m52 from '../../modules/shop/shop-response.dto.js';
import * as m53 from '../../modules/shop/shop.controller.js';
import * as m54 from '../../modules/training-plans/dto/training-plan-response.dto.js';
import * as m55 from '../../modules/training-plans/dto/training-plan.dto.js';
import * as m56 from '../../modules/training-plans/training-plan-relations.controller.js';
import * as m57 from '../../modules/training-plans/training-plans.controller.js';
import * as m58 from '../../modules/uploads/upload.dto.js';
import * as m59 from '../../modules/uploads/uploads.controller.js';
import * as m60 from '../../modules/users/user-response.dto.js';
import * as m61 from '../../modules/workouts/dto/workout.dto.js';
import * as m62 from '../../modules/workouts/machines/dto/machine.dto.js';
import * as m63 from '../../modules/workouts/machines/machine-response.dto.js';
import * as m64 from '../../modules/workouts/machines/machines.controller.js';
import * as m65 from '../../modules/workouts/trainings/record-training.dto.js';
import * as m66 from '../../modules/workouts/trainings/training-response.dto.js';
import * as m67 from '../../modules/workouts/trainings/trainings.controller.js';
import * as m68 from '../../modules/workouts/workout-response.dto.js';
import * as m69 from '../../modules/workouts/workouts.controller.js';

const t = {
  '../../common/http/api-error.dto.js': m0,
  '../../modules/account/delete-user-account.function.js': m1,
  '../../modules/admin/debug/debug-probe.controller.js': m2,
  '../../modules/admin/debug/debug-probe.dto.js': m3,
  '../../modules/admin/events/admin-event.dto.js': m4,
  '../../modules/admin/events/event-browser.controller.js': m5,
  '../../modules/admin/events/event-query.dto.js': m6,
  '../../modules/admin/projections/projections-response.dto.js': m7,
  '../../modules/admin/projections/projections.controller.js': m8,
  '../../modules/admin/projections/rebuild-request.dto.js': m9,
  '../../modules/admin/queues/failed-jobs.dto.js': m10,
  '../../modules/admin/queues/queue-response.dto.js': m11,
  '../../modules/admin/queues/queues.controller.js': m12,
  '../../modules/admin/users/admin-users.controller.js': m13,
  '../../modules/admin/users/user-search.dto.js': m14,
  '../../modules/agents/coach-settings.controller.js': m15,
  '../../modules/agents/conversations.controller.js': m16,
  '../../modules/agents/dto/conversation-response.dto.js': m17,
  '../../modules/agents/dto/conversation.dto.js': m18,
  '../../modules/agents/functions/categorize-exercise.function.js': m19,
  '../../modules/agents/functions/generate-performance-analysis.function.js': m20,
  '../../modules/agents/live/conversation-stream.controller.js': m21,
  '../../modules/auth/auth.controller.js': m22,
  '../../modules/auth/dev-auth.controller.js': m23,
  '../../modules/auth/dto/auth-response.dto.js': m24,
  '../../modules/auth/dto/dev-login.dto.js': m25,
  '../../modules/dashboard/calculate-streak.function.js': m26,
  '../../modules/dashboard/dashboard.controller.js': m27,
  '../../modules/dashboard/dto/dashboard-query.dto.js': m28,
  '../../modules/dashboard/dto/dashboard-response.dto.js': m29,
  '../../modules/exercises/dto/catalogue-exercise.dto.js': m30,
  '../../modules/exercises/dto/catalogue-name.dto.js': m31,
  '../../modules/exercises/dto/exercise-search.dto.js': m32,
  '../../modules/exercises/exercises.controller.js': m33,
  '../../modules/feedback/dto/feedback-response.dto.js': m34,
  '../../modules/feedback/dto/feedback.dto.js': m35,
  '../../modules/feedback/feedback.controller.js': m36,
  '../../modules/functions/function-result.dto.js': m37,
  '../../modules/functions/functions.controller.js': m38,
  '../../modules/functions/invoke-function.dto.js': m39,
  '../../modules/health/health-response.dto.js': m40,
  '../../modules/health/health.controller.js': m41,
  '../../modules/imports/dto/import.dto.js': m42,
  '../../modules/imports/imports.controller.js': m43,
  '../../modules/jobs/job-status.dto.js': m44,
  '../../modules/jobs/jobs.controller.js': m45,
  '../../modules/onboarding/dto/onboarding.dto.js': m46,
  '../../modules/onboarding/onboarding.controller.js': m47,
  '../../modules/profile/dto/update-profile.dto.js': m48,
  '../../modules/profile/profile.controller.js': m49,
  '../../modules/profile/users.controller.js': m50,
  '../../modules/shop/purchase-shop-item.function.js': m51,
  '../../modules/shop/shop-response.dto.js': m52,
  '../../modules/shop/shop.controller.js': m53,
  '../../modules/training-plans/dto/training-plan-response.dto.js': m54,
  '../../modules/training-plans/dto/training-plan.dto.js': m55,
  '../../modules/training-plans/training-plan-relations.controller.js': m56,
  '../../modules/training-plans/training-plans.controller.js': m57,
  '../../modules/uploads/upload.dto.js': m58,
  '../../modules/uploads/uploads.controller.js': m59,
  '../../modules/users/user-response.dto.js': m60,
  '../../modules/workouts/dto/workout.dto.js': m61,
  '../../modules/workouts/machines/dto/machine.dto.js': m62,
  '../../modules/workouts/machines/machine-response.dto.js': m63,
  '../../modules/workouts/machines/machines.controller.js': m64,
  '../../modules/workouts/trainings/record-training.dto.js': m65,
  '../../modules/workouts/trainings/training-response.dto.js': m66,
  '../../modules/workouts/trainings/trainings.controller.js': m67,
  '../../modules/workouts/workout-response.dto.js': m68,
  '../../modules/workouts/workouts.controller.js': m69,
};

export default async () => ({
  '@nestjs/swagger': {
    models: [
      [m3, {
          "DebugProbeDto": { data: { required: true, type: () => [Object] }, count: { required: true, type: () => Number }, limit: { required: true, type: () => Number }, sort: { required: true, type: () => String }, error: { required: true, type: () => String, nullable: true }, message: { required: false, type: () => String, description: "The error again, as every error of the API carries it." }, code: { required: false, type: () => String, description: "The error's stable code, as every error of the API carries it." }, params: { required: false, type: "object", additionalProperties: true } }
      }],
      [m4, {
          "AdminEventMetadataDto": { user_id: { required: true, type: () => String, nullable: true }, request_id: { required: true, type: () => String, nullable: true }, causation_id: { required: true, type: () => String, nullable: true, description: "The event (id) or request that led to this one." } },
          "AdminEventDto": { position: { required: true, type: () => Number }, event_id: { required: true, type: () => String }, stream_id: { required: true, type: () => String }, stream_version: { required: true, type: () => Number }, type: { required: true, type: () => String }, schema_version: { required: true, type: () => Number }, data: { required: true, type: () => Object }, metadata: { required: true, type: () => t["../../modules/admin/events/admin-event.dto.js"].AdminEventMetadataDto }, recorded_at: { required: true, type: () => String }, user_id: { required: true, type: () => String, nullable: true }, user_email: { required: true, type: () => String, nullable: true, description: "That user's address; null once the account is deleted." } },
          "AdminEventPageDto": { events: { required: true, type: () => [t["../../modules/admin/events/admin-event.dto.js"].AdminEventDto] }, next_before: { required: true, type: () => Number, nullable: true }, head: { required: true, type: () => Number, description: "The newest position in the log when the page was read." } },
          "AdminStreamDto": { stream_id: { required: true, type: () => String }, version: { required: true, type: () => Number }, events: { required: true, type: () => [t["../../modules/admin/events/admin-event.dto.js"].AdminEventDto] }, next_after_version: { required: true, type: () => Number, nullable: true } },
          "EventTypesDto": { types: { required: true, type: () => [String], description: "Every event type in the log." } }
      }],
      [m14, {
          "UserSearchQuery": { search: { required: false, type: () => String, description: "Part of an e-mail address or a name, any case; empty lists the first users by address.", maxLength: 100 }, limit: { required: false, type: () => Number } },
          "AdminUserDto": { id: { required: true, type: () => String }, email: { required: true, type: () => String }, name: { required: true, type: () => String, nullable: true, description: "The name the user gave, else the one from sign-in." }, created_date: { required: true, type: () => String } },
          "AdminUserSearchDto": { users: { required: true, type: () => [t["../../modules/admin/users/user-search.dto.js"].AdminUserDto], description: "Addresses starting with the search first, then by address." }, more: { required: true, type: () => Boolean, description: "More users match than were answered." } }
      }],
      [m6, {
          "EventPageQuery": { before: { required: false, type: () => Number }, limit: { required: false, type: () => Number }, stream: { required: false, type: () => String, description: "A stream id.", maxLength: 200 }, type: { required: false, type: () => String, description: "One type or several, comma-separated.", maxLength: 500 }, user: { required: false, type: () => String, description: "Events about that user.", format: "uuid" }, from: { required: false, type: () => String }, to: { required: false, type: () => String } },
          "StreamPageQuery": { after_version: { required: false, type: () => Number }, limit: { required: false, type: () => Number } }
      }],
      [m7, {
          "LastRebuildDto": { at: { required: true, type: () => String }, position: { required: true, type: () => Number } },
          "ProjectionStatusDto": { name: { required: true, type: () => String }, table: { required: true, type: () => String }, source: { required: true, type: () => String, nullable: true, description: "The read model this one is derived from, if any." }, version: { required: true, type: () => Number, description: "The version of the read model's rules in this code." }, built_version: { required: true, type: () => Number, nullable: true, description: "The version its table was built by; another one (stale) is rebuilt at the next start." }, status: { required: true, enum: ["current", "stale"] }, checkpoint: { required: true, type: () => Number, description: "The log position the table reflects: read models are written in the appending transaction." }, lag: { required: true, type: () => Number }, rows: { required: true, type: () => Number }, rows_estimated: { required: true, type: () => Boolean, description: "Large tables are counted from Postgres' statistics." }, last_rebuild: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].LastRebuildDto, nullable: true } },
          "RebuildProgressDto": { percent: { required: true, type: () => Number }, phase: { required: true, enum: ["waiting", "fold", "fill", "swap", "done"] }, events: { required: true, type: () => Number }, events_per_second: { required: true, type: () => Number }, position: { required: true, type: () => Number }, head: { required: true, type: () => Number }, seconds_left: { required: true, type: () => Number, nullable: true, description: "Seconds still to go at the pace so far; null before any progress." } },
          "RebuildResultDto": { events: { required: true, type: () => Number }, position: { required: true, type: () => Number }, milliseconds: { required: true, type: () => Number }, events_per_second: { required: true, type: () => Number } },
          "RebuildJobDto": { id: { required: true, type: () => String }, state: { required: true, enum: ["waiting", "active", "completed", "failed", "delayed", "unknown"] }, read_models: { required: true, type: () => [String] }, requested_by: { required: true, type: () => String }, progress: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].RebuildProgressDto }, result: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].RebuildResultDto, nullable: true }, error: { required: true, type: () => String, nullable: true }, created_at: { required: true, type: () => String }, finished_at: { required: true, type: () => String, nullable: true } },
          "ProjectionsOverviewDto": { head: { required: true, type: () => Number }, projections: { required: true, type: () => [t["../../modules/admin/projections/projections-response.dto.js"].ProjectionStatusDto] }, rebuild: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].RebuildJobDto, nullable: true, description: "The running rebuild, else the last one." } },
          "RebuildPreviewDto": { read_models: { required: true, type: () => [String], description: "The read models that would be rebuilt." }, events: { required: true, type: () => Number, description: "How many events of the log the rebuild reads: those of the types these read models and their sources handle." }, head: { required: true, type: () => Number, description: "The newest position in the log now." } }
      }],
      [m9, {
          "RebuildRequestDto": { read_model: { required: true, type: () => String, description: "A read model's name, or `all`.", maxLength: 100 } }
      }],
      [m10, {
          "FailedJobsQuery": { start: { required: false, type: () => Number }, limit: { required: false, type: () => Number } }
      }],
      [m11, {
          "QueueCountsDto": { name: { required: true, type: () => String }, waiting: { required: true, type: () => Number }, active: { required: true, type: () => Number }, delayed: { required: true, type: () => Number }, failed: { required: true, type: () => Number }, completed: { required: true, type: () => Number }, workers: { required: true, type: () => Number } },
          "QueueListDto": { queues: { required: true, type: () => [t["../../modules/admin/queues/queue-response.dto.js"].QueueCountsDto] } },
          "FailedJobDto": { id: { required: true, type: () => String }, queue: { required: true, type: () => String }, name: { required: true, type: () => String }, error: { required: true, type: () => String, description: "The failure as the worker recorded it (for operators, not translated)." }, stacktrace: { required: true, type: () => String, nullable: true }, attempts_made: { required: true, type: () => Number }, data: { required: true, type: () => Object }, created_at: { required: true, type: () => String }, failed_at: { required: true, type: () => String, nullable: true } },
          "FailedJobPageDto": { total: { required: true, type: () => Number }, jobs: { required: true, type: () => [t["../../modules/admin/queues/queue-response.dto.js"].FailedJobDto] } },
          "RetriedJobDto": { id: { required: true, type: () => String }, state: { required: true, type: () => String } }
      }],
      [m60, {
          "UserDto": { id: { required: true, type: () => String }, email: { required: true, type: () => String }, full_name: { required: true, type: () => String, nullable: true }, name: { required: true, type: () => String, nullable: true }, display_name: { required: true, type: () => String, nullable: true }, profile_image: { required: true, type: () => String, nullable: true }, picture: { required: true, type: () => String, nullable: true }, role: { required: true, enum: ["admin", "user"] }, language: { required: true, enum: ["de", "en"] }, hantel_currency: { required: true, type: () => Number }, onboarding_completed: { required: true, type: () => Boolean }, training_frequency: { required: true, type: () => String, nullable: true, description: "'1'..'7+'" }, fitness_goal: { required: true, type: () => String, nullable: true }, training_experience: { required: true, type: () => String, nullable: true }, body_weight: { required: true, type: () => Number, nullable: true }, focus_areas: { required: true, type: () => [String] }, current_streak: { required: true, type: () => Number, description: "Whole weeks in a row with training." }, pause_mode_active: { required: true, type: () => Boolean }, pause_mode_start_date: { required: true, type: () => String, nullable: true, description: "yyyy-MM-dd" }, week_start_date: { required: true, type: () => String, description: "yyyy-MM-dd, the Monday of the current week." }, selected_training_plan_id: { required: true, type: () => String, nullable: true }, last_completed_training_day_number: { required: true, type: () => Number, nullable: true }, last_training_date: { required: true, type: () => String, nullable: true }, last_completed_training_day_per_plan: { required: true, type: "object", additionalProperties: { type: "number" }, description: "Training plan id -> day number last completed in that plan." }, last_performance_analysis: { required: true, type: () => String, nullable: true }, last_analysis_date: { required: true, type: () => String, nullable: true, description: "ISO timestamp" }, plan_generation_status: { required: true, nullable: true, enum: ["completed", "failed", "pending", "generating"] }, plan_generation_conversation_id: { required: true, type: () => String, nullable: true, description: "The planner's conversation, only while generating." }, plan_generation_started_at: { required: true, type: () => String, nullable: true, description: "ISO timestamp of the latest start." }, plan_generation_attempts: { required: true, type: () => Number }, plan_generation_error: { required: true, type: () => String, nullable: true, description: "Why the last generation failed (\"Plan generation timeout\", \u2026), else null." }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } }
      }],
      [m68, {
          "WorkoutEntryDto": { id: { required: true, type: () => String }, machine_id: { required: true, type: () => String }, max_weight: { required: true, type: () => Number }, reps: { required: true, type: () => Number }, date: { required: true, type: () => String, description: "yyyy-MM-dd" }, notes: { required: true, type: () => String, nullable: true }, set_type: { required: true, enum: ["normal", "warmup", "failure", "dropset"] }, rpe: { required: true, type: () => Number, nullable: true, description: "6\u201310 in half steps" }, session_id: { required: true, type: () => String, nullable: true, description: "The training (GET /api/sessions/{id}) the set belongs to" }, created_by: { required: true, type: () => String }, created_at: { required: true, type: () => String }, e1rm: { required: true, type: () => Number }, personal_records: { required: true, type: () => [Object], enum: ["weight", "e1rm", "volume"], isArray: true } },
          "CreatedWorkoutEntryDto": { hanteln_earned: { required: true, type: () => Number } }
      }],
      [m62, {
          "CreateMachineDto": { name: { required: true, type: () => String, minLength: 1 }, categories: { required: false, type: () => [String], maxItems: 20 } },
          "UpdateMachineDto": { name: { required: false, type: () => String, minLength: 1 }, categories: { required: false, type: () => [String], maxItems: 20 } },
          "MergeMachineDto": { into: { required: true, type: () => String, description: "The exercise that stays and takes every set of this one.", format: "uuid" } }
      }],
      [m63, {
          "MachineDto": { id: { required: true, type: () => String }, name: { required: true, type: () => String }, categories: { required: true, type: () => [Object], enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer"], isArray: true }, catalogue_id: { required: true, type: () => String, nullable: true, description: "The exercise catalogue's entry this exercise is (GET /exercises), null when none matches its name." }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String, description: "The last change of the machine or the last set logged on it." } },
          "CreatedMachineDto": { existing: { required: true, type: () => Boolean, description: "True when the name is already one of the lifter's exercises, by name or by catalogue movement (200, nothing created); false for a new one (201)." } }
      }],
      [m17, {
          "ConversationToolCallDto": { name: { required: true, type: () => String }, arguments: { required: true, type: "object", additionalProperties: true }, result: { required: true, type: () => Object } },
          "ConversationMessageDto": { id: { required: true, type: () => String }, role: { required: true, enum: ["user", "assistant"] }, content: { required: true, type: () => String }, created_at: { required: true, type: () => String }, tool_calls: { required: false, type: () => [t["../../modules/agents/dto/conversation-response.dto.js"].ConversationToolCallDto], description: "The tools the coach read the user\u2019s data with for this reply, when it used any." } },
          "ConversationMetadataResponseDto": { name: { required: true, type: () => String }, type: { required: true, type: () => String } },
          "ConversationDto": { id: { required: true, type: () => String }, agent_name: { required: true, enum: ["exercise_categorizer", "performance_coach", "training_coach", "training_planner"] }, metadata: { required: true, type: () => t["../../modules/agents/dto/conversation-response.dto.js"].ConversationMetadataResponseDto }, messages: { required: true, type: () => [t["../../modules/agents/dto/conversation-response.dto.js"].ConversationMessageDto] }, status: { required: true, enum: ["failed", "idle", "thinking"] }, pending_job_id: { required: true, type: () => String, nullable: true }, error: { required: true, type: () => String, nullable: true, description: "Why the last reply failed (German, meant for the user), while status is 'failed'." }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } },
          "ReplyInProgressDto": { in_reply_to: { required: true, type: () => String, description: "The user message being answered." }, content: { required: true, type: () => String, description: "The reply's text so far." } },
          "CoachSettingsDto": { answered_by: { required: true, description: "'model': an OpenAI-compatible language model; 'rules': the built-in coach.", enum: ["model", "rules"] }, model: { required: true, type: () => String, nullable: true, description: "The model's name when one answers." }, streaming: { required: true, type: () => Boolean, description: "Whether replies stream while they are written." } }
      }],
      [m18, {
          "ConversationMetadataDto": { name: { required: true, type: () => String, maxLength: 100 }, type: { required: true, type: () => String, maxLength: 100 } },
          "CreateConversationDto": { agent_name: { required: true, enum: ["exercise_categorizer", "performance_coach", "training_coach", "training_planner"] }, metadata: { required: false, type: () => t["../../modules/agents/dto/conversation.dto.js"].ConversationMetadataDto, description: "Defaults per agent." } },
          "ListConversationsQuery": { agent_name: { required: false, enum: ["exercise_categorizer", "performance_coach", "training_coach", "training_planner"] }, status: { required: false, enum: ["failed", "idle", "thinking"] }, limit: { required: false, type: () => Number } },
          "SendMessageDto": { role: { required: true, enum: ["user"] }, content: { required: true, type: () => String, pattern: "\\S" } }
      }],
      [m19, {
          "CategorizeExerciseParams": { exerciseName: { required: true, type: () => String, maxLength: 100 } },
          "CategorizeExerciseResult": { categories: { required: true, type: () => [Object], enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer"], isArray: true }, job_id: { required: false, type: () => String, description: "Only when the worker did not finish within the wait limit: the job to poll for the answer." } },
          "CategorizeExerciseFunction": { queueEvents: { required: true, nullable: true, default: null } }
      }],
      [m54, {
          "PlanExerciseDto": { exercise_name: { required: true, type: () => String }, sets: { required: true, type: () => Number, nullable: true }, reps: { required: true, type: () => String, nullable: true, description: "A number or a range, e.g. \"8\" or \"8-10\"" }, target_weight: { required: true, type: () => Number, nullable: true, description: "kg" } },
          "TrainingDayDto": { id: { required: true, type: () => String, description: "Stable within its plan (\"d1\", \"d2\", \u2026): send it back with `PUT` so the day keeps its identity." }, day_number: { required: true, type: () => Number, description: "1-based, renumbered when a day is removed." }, day_name: { required: true, type: () => String }, exercises: { required: true, type: () => [t["../../modules/training-plans/dto/training-plan-response.dto.js"].PlanExerciseDto] } },
          "TrainingPlanDto": { id: { required: true, type: () => String }, user_email: { required: true, type: () => String }, plan_name: { required: true, type: () => String }, plan_description: { required: true, type: () => String }, training_days: { required: true, type: () => [t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingDayDto] }, is_active: { required: true, type: () => Boolean }, source: { required: true, description: "'generated' by the planner or 'manual'.", enum: ["generated", "manual"] }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } },
          "TrainingPlanRelationDto": { id: { required: true, type: () => String }, training_plan_id: { required: true, type: () => String }, machine_id: { required: true, type: () => String }, day_number: { required: true, type: () => Number }, created_date: { required: true, type: () => String } }
      }],
      [m55, {
          "PlanExerciseDto": { exercise_name: { required: true, type: () => String }, sets: { required: false, type: () => Number, nullable: true, minimum: 1 }, reps: { required: false, type: () => String, nullable: true, description: "A count or a range from 1 to 100, e.g. 8, \"8\" or \"8-10\"", pattern: "^\\s*\\d{1,3}(\\s*[-\u2013]\\s*\\d{1,3})?\\s*$" }, target_weight: { required: false, type: () => Number, nullable: true, minimum: 0 } },
          "TrainingDayDto": { id: { required: false, type: () => String, nullable: true, description: "The day's id from a GET; a day without one is matched by day_number, else it is new.", pattern: "^d\\d{1,6}$" }, day_number: { required: false, type: () => Number, nullable: true, minimum: 1, maximum: 1000 }, day_name: { required: true, type: () => String }, exercises: { required: false, type: () => [t["../../modules/training-plans/dto/training-plan.dto.js"].PlanExerciseDto] } },
          "PlanFieldsDto": { plan_name: { required: false, type: () => String }, plan_description: { required: false, type: () => String, nullable: true }, is_active: { required: false, type: () => Boolean } },
          "CreatePlanDto": { user_email: { required: false, type: () => String, description: "Only the user's own", format: "email" }, training_days: { required: true, type: () => [t["../../modules/training-plans/dto/training-plan.dto.js"].TrainingDayDto] } },
          "UpdatePlanDto": { training_days: { required: false, type: () => [t["../../modules/training-plans/dto/training-plan.dto.js"].TrainingDayDto], description: "The whole new list of days." } },
          "CreateRelationDto": { training_plan_id: { required: true, type: () => String, format: "uuid" }, machine_id: { required: true, type: () => String, format: "uuid" }, day_number: { required: true, type: () => Number, minimum: 1, maximum: 1000 } },
          "CompleteTrainingDayDto": { day_number: { required: true, type: () => Number, minimum: 1, maximum: 1000 } }
      }],
      [m20, {
          "PerformanceAnalysisStartDto": { job_id: { required: false, type: () => String, description: "The analysis job to poll (GET /api/jobs/{id})." }, skipped: { required: false, description: "Why nothing was queued.", enum: ["no_entries", "no_recent_entries"] } },
          "GeneratePerformanceAnalysisFunction": {}
      }],
      [m58, {
          "UploadDto": { file: { required: true, type: () => Object } },
          "UploadedFileDto": { file_url: { required: true, type: () => String, description: "`/api/files/{userId}/{id}.{png|jpg|webp}`" } }
      }],
      [m1, {
          "DeleteAccountResultDto": { success: { required: true, type: () => Boolean }, error: { required: false, type: () => String, description: "Why the account could not be erased yet (German), when `success` is false." } },
          "DeleteUserAccountFunction": {}
      }],
      [m48, {
          "UpdateProfileDto": { full_name: { required: false, type: () => String, nullable: true, maxLength: 120 }, name: { required: false, type: () => String, maxLength: 80 }, display_name: { required: false, type: () => String, nullable: true, maxLength: 80 }, profile_image: { required: false, type: () => String, nullable: true, description: "A web address or one of the profile owner's own `/api/files/\u2026` URLs", maxLength: 2000 }, language: { required: false, enum: ["de", "en"] }, onboarding_completed: { required: false, type: () => Boolean }, training_frequency: { required: false, type: () => String, nullable: true }, fitness_goal: { required: false, type: () => String, nullable: true }, training_experience: { required: false, type: () => String, nullable: true }, body_weight: { required: false, type: () => Number, nullable: true, minimum: 0, maximum: 500 }, focus_areas: { required: false, type: () => [String] }, pause_mode_active: { required: false, type: () => Boolean }, pause_mode_start_date: { required: false, type: () => String, nullable: true, description: "yyyy-MM-dd" }, selected_training_plan_id: { required: false, type: () => String, nullable: true, description: "One of the user's own plans; null clears it", maxLength: 100 }, last_completed_training_day_number: { required: false, type: () => Number, nullable: true, minimum: 1, maximum: 14 }, last_training_date: { required: false, type: () => String, nullable: true, description: "yyyy-MM-dd" }, last_completed_training_day_per_plan: { required: false, type: "object", additionalProperties: { type: "number" } } }
      }],
      [m24, {
          "AuthProvidersDto": { google: { required: true, type: () => Boolean }, devLogin: { required: true, type: () => Boolean } },
          "EndedSessionsDto": { ended: { required: true, type: () => Number, description: "Sessions of this user signed out on other devices." } }
      }],
      [m25, {
          "DevLoginDto": { email: { required: true, type: () => String, maxLength: 254, format: "email" }, name: { required: true, type: () => String, maxLength: 120 } }
      }],
      [m28, {
          "DashboardQueryDto": { period: { required: false, enum: ["7d", "30d", "6m", "1y", "all"] }, category: { required: false, enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer", "Alle", "Ohne Kategorie"] } }
      }],
      [m29, {
          "SparklineDto": { dates: { required: true, type: () => [String], description: "yyyy-MM-dd, the day of each point\u2019s set." }, weights: { required: true, type: () => [Number], description: "kg of each point\u2019s set." }, reps: { required: true, type: () => [Number] }, record: { required: true, type: () => Number, nullable: true, description: "Index of the point that is the exercise's e1RM record (best_e1rm_set); null when the record lies outside the period." } },
          "SparklineSpanDto": { unit: { required: true, enum: ["day", "month"] }, length: { required: true, type: () => Number, description: "How many days or months one point stands for: 1 day is a training day." } },
          "RecordSetDto": { date: { required: true, type: () => String, description: "yyyy-MM-dd" }, max_weight: { required: true, type: () => Number }, reps: { required: true, type: () => Number } },
          "MachineRecordsDto": { max_weight_set: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].RecordSetDto }, best_e1rm_set: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].RecordSetDto }, best_volume_set: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].RecordSetDto } },
          "LatestSetDto": { id: { required: true, type: () => String }, max_weight: { required: true, type: () => Number }, reps: { required: true, type: () => Number }, date: { required: true, type: () => String }, personal_records: { required: true, type: () => [Object], enum: ["weight", "e1rm", "volume"], isArray: true } },
          "DashboardMachineDto": { latest: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].LatestSetDto, nullable: true, description: "The newest entry overall, also outside the period." }, sparkline: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].SparklineDto }, change_percent: { required: true, type: () => Number, nullable: true, description: "The best set's e1RM on the first vs. the last training day in the period, rounded; null with fewer than two training days." }, records: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].MachineRecordsDto, nullable: true }, entry_count: { required: true, type: () => Number } },
          "StreakDto": { current_streak: { required: true, type: () => Number }, week_start_date: { required: true, type: () => String, description: "yyyy-MM-dd, the Monday of the current week." } },
          "DashboardTotalsDto": { workouts: { required: true, type: () => Number, description: "Entries, all time (spec)." }, volume: { required: true, type: () => Number, description: "kg, all time." }, training_days: { required: true, type: () => Number, description: "Days with at least one set in the period." }, period_volume: { required: true, type: () => Number, description: "kg, the sets in the period." } },
          "DashboardDto": { period: { required: true, enum: ["7d", "30d", "6m", "1y", "all"] }, category: { required: true, enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer", "Alle", "Ohne Kategorie"] }, totals: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].DashboardTotalsDto }, streak: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].StreakDto }, sparkline_span: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].SparklineSpanDto, description: "What each point of the cards' sparklines stands for." }, machines: { required: true, type: () => [t["../../modules/dashboard/dto/dashboard-response.dto.js"].DashboardMachineDto] } }
      }],
      [m26, {
          "CalculateStreakFunction": {}
      }],
      [m30, {
          "CatalogueExerciseDto": { id: { required: true, type: () => String, description: "Stable id, e.g. \"back-squat\"; a machine's `catalogue_id`." }, name: { required: true, type: () => String, description: "The usual German name." }, en: { required: true, type: () => String, description: "English name." }, aliases: { required: true, type: () => [String], description: "Other spellings: synonyms, plurals, English variants." }, categories: { required: true, type: () => [Object], enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer"], isArray: true }, equipment: { required: true, type: () => [Object], enum: ["barbell", "dumbbell", "cable", "machine", "smith_machine", "kettlebell", "bodyweight", "band", "cardio_machine", "other"], isArray: true }, score: { required: true, type: () => Number, description: "How well it matches the search, 0\u2013100 (100: the same spelling); 0 without a search." } }
      }],
      [m32, {
          "ExerciseSearchQuery": { search: { required: false, type: () => String }, limit: { required: false, type: () => Number } }
      }],
      [m31, {
          "CatalogueNameDto": { name: { required: true, type: () => String, description: "The usual German name, as an exercise made from the catalogue is named." }, en: { required: true, type: () => String, description: "English name." } }
      }],
      [m34, {
          "FeedbackDto": { id: { required: true, type: () => String }, user_email: { required: true, type: () => String }, message: { required: true, type: () => String }, image_url: { required: true, type: () => String, description: "'' without a screenshot; else `/api/files/\u2026`" }, status: { required: true, enum: ["new", "in_progress", "resolved"] }, build_version: { required: true, type: () => String }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } }
      }],
      [m35, {
          "SubmitFeedbackDto": { message: { required: true, type: () => String }, image_url: { required: false, type: () => String, description: "'' or one of the user's own `/api/files/\u2026` uploads", maxLength: 300 }, user_email: { required: false, type: () => String, description: "Only the signer's own", maxLength: 254, format: "email" }, status: { required: false, enum: ["new"] }, build_version: { required: false, type: () => String, description: "x.y.z (default 1.0.8)", pattern: "^\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$" } },
          "FeedbackStatusQuery": { id: { required: true, type: () => String, format: "uuid" }, status: { required: true, enum: ["new", "in_progress", "resolved"] } },
          "FeedbackListQuery": { sort: { required: false, type: () => String } }
      }],
      [m37, {
          "FunctionResultDto": { data: { required: true, type: () => Object } }
      }],
      [m39, {
          "InvokeFunctionDto": { functionName: { required: true, type: () => String, description: "One of ServerFunctions' names.", maxLength: 100 }, params: { required: false, type: "object", additionalProperties: true } }
      }],
      [m40, {
          "LivenessDto": { status: { required: true, enum: ["ok"] } },
          "ReadinessDto": { status: { required: true, description: "'degraded' while Redis is away (the api still serves everything but the AI).", enum: ["ok", "degraded"] }, database: { required: true, enum: ["ok", "down"] }, redis: { required: true, enum: ["ok", "down"] } },
          "WorkerPingDto": { pid: { required: true, type: () => Number }, answeredAt: { required: true, type: () => String } },
          "WorkerHealthDto": { status: { required: true, enum: ["ok"] }, worker: { required: true, type: () => t["../../modules/health/health-response.dto.js"].WorkerPingDto, description: "The worker that answered the ping." } }
      }],
      [m42, {
          "ImportUploadDto": { file: { required: true, type: () => Object }, unit: { required: false, description: "The unit of weights the file states no unit for (Strong classic); guessed when left out", enum: ["kg", "lb"] } },
          "ImportSkippedRowDto": { line: { required: true, type: () => Number, description: "The file line; the header is line 1" }, code: { required: true, type: () => String }, message: { required: true, type: () => String } },
          "ImportPreviewExerciseDto": { imported_names: { required: true, type: () => [String], description: "The names the file writes for it" }, name: { required: true, type: () => String, description: "The lifter's exercise the sets join, or the one the import creates" }, catalogue_id: { required: true, type: () => String, nullable: true }, status: { required: true, enum: ["new", "existing"] }, sets: { required: true, type: () => Number } },
          "ImportPreviewDto": { format: { required: true, enum: ["strong", "hevy", "hantelwerk"] }, unit: { required: true, description: "The unit weights without one are read in", enum: ["kg", "lb"] }, unit_assumed: { required: true, type: () => Boolean, description: "Whether the file states no unit for some weights, so the lifter should confirm `unit`" }, rows: { required: true, type: () => Number }, trainings: { required: true, type: () => Number }, sets: { required: true, type: () => Number }, warmups: { required: true, type: () => Number }, first_date: { required: true, type: () => String, nullable: true, description: "yyyy-MM-dd of the first training" }, last_date: { required: true, type: () => String, nullable: true }, exercises: { required: true, type: () => [t["../../modules/imports/dto/import.dto.js"].ImportPreviewExerciseDto] }, sets_skipped: { required: true, type: () => Number }, skipped: { required: true, type: () => [t["../../modules/imports/dto/import.dto.js"].ImportSkippedRowDto], description: "The first 100" } },
          "ImportStartedDto": { id: { required: true, type: () => String }, state: { required: true, enum: ["done", "failed", "queued", "running"] } },
          "ImportErrorDto": { code: { required: true, type: () => String }, message: { required: true, type: () => String } },
          "ImportReportDto": { progress: { required: true, type: () => Number, description: "Sets handled of all, 0\u2013100" }, format: { required: true, nullable: true, enum: ["strong", "hevy", "hantelwerk"] }, file_name: { required: true, type: () => String }, unit: { required: true, nullable: true, enum: ["kg", "lb"] }, rows: { required: true, type: () => Number, description: "Data rows of the file" }, sets_done: { required: true, type: () => Number, description: "Sets handled so far" }, sets_total: { required: true, type: () => Number, description: "Sets of the file" }, sets_imported: { required: true, type: () => Number }, sets_skipped: { required: true, type: () => Number }, duplicates: { required: true, type: () => Number }, sessions: { required: true, type: () => Number }, exercises_matched: { required: true, type: () => Number }, exercises_created: { required: true, type: () => Number }, skipped: { required: true, type: () => [t["../../modules/imports/dto/import.dto.js"].ImportSkippedRowDto], description: "The first 100, by line" }, error: { required: false, type: () => t["../../modules/imports/dto/import.dto.js"].ImportErrorDto }, created_at: { required: true, type: () => String }, finished_at: { required: true, type: () => String, nullable: true } }
      }],
      [m44, {
          "JobStatusDto": { id: { required: true, type: () => String }, queue: { required: true, type: () => String }, state: { required: true, enum: ["waiting", "active", "completed", "failed", "delayed", "unknown", "prioritized", "waiting-children"] }, progress: { required: true, type: () => Object }, result: { required: false, type: () => Object }, error: { required: false, type: () => String, description: "Why it failed (German, for the user), once failed." }, attempts_made: { required: true, type: () => Number }, created_at: { required: true, type: () => String }, finished_at: { required: true, type: () => String, nullable: true } }
      }],
      [m52, {
          "StreakFreezeEffectDto": { kind: { required: true, enum: ["streak_freeze"] }, weeks: { required: true, type: () => Number } },
          "ProfileFrameEffectDto": { kind: { required: true, enum: ["profile_frame"] }, style: { required: true, enum: ["gold"] } },
          "ProfileTitleEffectDto": { kind: { required: true, enum: ["profile_title"] }, title: { required: true, type: () => String } },
          "ShopItemDto": { id: { required: true, type: () => String }, name: { required: true, type: () => String }, description: { required: true, type: () => String }, price: { required: true, type: () => Number }, is_active: { required: true, type: () => Boolean }, effect: { required: true, type: () => Object }, once: { required: true, type: () => Boolean, description: "Bought at most once per account; the inventory says whether it is owned." } },
          "InventoryItemDto": { item_id: { required: true, type: () => String }, name: { required: true, type: () => String }, effect: { required: true, type: () => Object }, quantity: { required: true, type: () => Number }, purchased_at: { required: true, type: () => [String], description: "ISO timestamps, oldest first." } },
          "InventoryDto": { items: { required: true, type: () => [t["../../modules/shop/shop-response.dto.js"].InventoryItemDto] }, streak_freezes_left: { required: true, type: () => Number, description: "Streak freezes bought and not used up by a missed week yet." } },
          "PurchaseResultDto": { purchase_id: { required: true, type: () => String }, item_id: { required: true, type: () => String }, newly_bought: { required: true, type: () => Boolean, description: "False when this purchase id had been bought before (a retry): nothing was spent again." }, hantel_currency: { required: true, type: () => Number, description: "The balance after the purchase." } }
      }],
      [m51, {
          "PurchaseShopItemParams": { itemId: { required: true, type: () => String, maxLength: 100 }, purchaseId: { required: false, type: () => String, description: "Chosen by the client per purchase, so that a retry of the same tap buys once.", format: "uuid" } },
          "PurchaseShopItemFunction": {}
      }],
      [m46, {
          "CompleteOnboardingDto": { display_name: { required: true, type: () => String }, training_frequency: { required: true, type: () => String }, fitness_goal: { required: true, type: () => String }, training_experience: { required: true, type: () => String }, body_weight: { required: true, type: () => Number, minimum: 0 }, focus_areas: { required: false, type: () => [String], description: "Categories", maxItems: 20 } },
          "RestartOnboardingDto": { clear_selected_plan: { required: false, type: () => Boolean, description: "True from the plan screen, which also clears the selected plan." } }
      }],
      [m65, {
          "RecordTrainingDto": { title: { required: true, type: () => String, description: "The training day's name", minLength: 1 }, started_at: { required: true, type: () => String, description: "ISO instant the training began" }, duration_min: { required: false, type: () => Number, nullable: true, minimum: 0 }, notes: { required: false, type: () => String, nullable: true }, sets: { required: true, type: () => [String], description: "Its sets: each by its id, or by the Idempotency-Key it was logged with", format: "uuid", maxItems: 500 } }
      }],
      [m66, {
          "TrainingSessionDto": { id: { required: true, type: () => String }, title: { required: true, type: () => String }, started_at: { required: true, type: () => String, description: "ISO instant the training began" }, duration_min: { required: true, type: () => Number, nullable: true }, notes: { required: true, type: () => String, nullable: true }, set_count: { required: true, type: () => Number } },
          "TrainingSessionWithSetsDto": { sets: { required: true, type: () => [t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto] } }
      }],
      [m61, {
          "LogWorkoutDto": { machine_id: { required: true, type: () => String, format: "uuid" }, max_weight: { required: true, type: () => Number, description: "kg" }, reps: { required: true, type: () => Number }, date: { required: true, type: () => String, description: "yyyy-MM-dd, at most one day ahead" }, notes: { required: false, type: () => String, nullable: true }, set_type: { required: false, enum: ["normal", "warmup", "failure", "dropset"] }, rpe: { required: false, type: () => Number, nullable: true, description: "6\u201310 in half steps" } },
          "EditWorkoutDto": { max_weight: { required: false, type: () => Number }, reps: { required: false, type: () => Number }, date: { required: false, type: () => String, description: "yyyy-MM-dd" }, notes: { required: false, type: () => String, nullable: true }, set_type: { required: false, enum: ["normal", "warmup", "failure", "dropset"] }, rpe: { required: false, type: () => Number, nullable: true, description: "6\u201310 in half steps" } }
      }],
      [m0, {
          "ApiErrorDto": { message: { required: true, type: () => String, description: "German, shown to the user as it is." }, error: { required: true, type: () => String, description: "The status's name, e.g. 'Bad Request'." }, code: { required: true, type: () => String, description: "A stable code the client translates (e.g. 'set.reps'); docs/api.md, Errors." }, params: { required: false, type: "object", additionalProperties: true }, details: { required: false, type: () => Object } }
      }],
    ],
    controllers: [
      [m2, {
          "DebugProbeController": {
              "run": { type: t["../../modules/admin/debug/debug-probe.dto.js"].DebugProbeDto }
          }
      }],
      [m5, {
          "EventBrowserController": {
              "page": { type: t["../../modules/admin/events/admin-event.dto.js"].AdminEventPageDto },
              "types": { type: t["../../modules/admin/events/admin-event.dto.js"].EventTypesDto },
              "event": { type: t["../../modules/admin/events/admin-event.dto.js"].AdminEventDto },
              "stream": { type: t["../../modules/admin/events/admin-event.dto.js"].AdminStreamDto }
          }
      }],
      [m8, {
          "ProjectionsController": {
              "overview": { type: t["../../modules/admin/projections/projections-response.dto.js"].ProjectionsOverviewDto },
              "preview": { type: t["../../modules/admin/projections/projections-response.dto.js"].RebuildPreviewDto },
              "rebuild": { type: t["../../modules/admin/projections/projections-response.dto.js"].RebuildJobDto },
              "rebuildJob": { type: t["../../modules/admin/projections/projections-response.dto.js"].RebuildJobDto }
          }
      }],
      [m12, {
          "QueuesController": {
              "list": { type: t["../../modules/admin/queues/queue-response.dto.js"].QueueListDto },
              "failed": { type: t["../../modules/admin/queues/queue-response.dto.js"].FailedJobPageDto },
              "retry": { type: t["../../modules/admin/queues/queue-response.dto.js"].RetriedJobDto },
              "remove": {}
          }
      }],
      [m13, {
          "AdminUsersController": {
              "search": { type: t["../../modules/admin/users/user-search.dto.js"].AdminUserSearchDto }
          }
      }],
      [m64, {
          "MachinesController": {
              "list": { type: [t["../../modules/workouts/machines/machine-response.dto.js"].MachineDto] },
              "get": { type: t["../../modules/workouts/machines/machine-response.dto.js"].MachineDto },
              "create": { type: t["../../modules/workouts/machines/machine-response.dto.js"].CreatedMachineDto },
              "update": { type: t["../../modules/workouts/machines/machine-response.dto.js"].MachineDto },
              "merge": { type: t["../../modules/workouts/machines/machine-response.dto.js"].MachineDto },
              "remove": {}
          }
      }],
      [m16, {
          "ConversationsController": {
              "create": { type: t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto },
              "list": { type: [t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto] },
              "get": { type: t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto },
              "send": { type: t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto }
          }
      }],
      [m56, {
          "TrainingPlanRelationsController": {
              "list": { type: [t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanRelationDto] },
              "create": { type: t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanRelationDto },
              "remove": {}
          }
      }],
      [m57, {
          "TrainingPlansController": {
              "list": { type: [t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanDto] },
              "create": { type: t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanDto },
              "update": { type: t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanDto },
              "remove": {},
              "completeDay": { type: t["../../modules/users/user-response.dto.js"].UserDto }
          }
      }],
      [m15, {
          "CoachSettingsController": {
              "settings": { type: t["../../modules/agents/dto/conversation-response.dto.js"].CoachSettingsDto }
          }
      }],
      [m21, {
          "ConversationStreamController": {
              "stream": {}
          }
      }],
      [m59, {
          "UploadsController": {
              "upload": { type: t["../../modules/uploads/upload.dto.js"].UploadedFileDto },
              "file": {}
          }
      }],
      [m49, {
          "ProfileController": {
              "me": { type: t["../../modules/users/user-response.dto.js"].UserDto },
              "update": { type: t["../../modules/users/user-response.dto.js"].UserDto }
          }
      }],
      [m50, {
          "UsersController": {
              "update": { type: t["../../modules/users/user-response.dto.js"].UserDto }
          }
      }],
      [m22, {
          "AuthController": {
              "providers": { type: t["../../modules/auth/dto/auth-response.dto.js"].AuthProvidersDto },
              "login": {},
              "googleCallback": {},
              "endOtherSessions": { type: t["../../modules/auth/dto/auth-response.dto.js"].EndedSessionsDto },
              "logout": {}
          }
      }],
      [m23, {
          "DevAuthController": {
              "devLogin": { type: t["../../modules/users/user-response.dto.js"].UserDto }
          }
      }],
      [m27, {
          "DashboardController": {
              "get": { type: t["../../modules/dashboard/dto/dashboard-response.dto.js"].DashboardDto }
          }
      }],
      [m33, {
          "ExercisesController": {
              "search": { type: [t["../../modules/exercises/dto/catalogue-exercise.dto.js"].CatalogueExerciseDto] },
              "names": { type: [t["../../modules/exercises/dto/catalogue-name.dto.js"].CatalogueNameDto] }
          }
      }],
      [m36, {
          "FeedbackController": {
              "submit": { type: t["../../modules/feedback/dto/feedback-response.dto.js"].FeedbackDto },
              "list": { type: [t["../../modules/feedback/dto/feedback-response.dto.js"].FeedbackDto] },
              "changeStatus": { type: t["../../modules/feedback/dto/feedback-response.dto.js"].FeedbackDto }
          }
      }],
      [m38, {
          "FunctionsController": {
              "invoke": { type: t["../../modules/functions/function-result.dto.js"].FunctionResultDto }
          }
      }],
      [m41, {
          "HealthController": {
              "live": { type: t["../../modules/health/health-response.dto.js"].LivenessDto },
              "ready": { type: t["../../modules/health/health-response.dto.js"].ReadinessDto },
              "checkWorker": { type: t["../../modules/health/health-response.dto.js"].WorkerHealthDto }
          }
      }],
      [m43, {
          "ImportsController": {
              "preview": { type: t["../../modules/imports/dto/import.dto.js"].ImportPreviewDto },
              "start": { type: t["../../modules/imports/dto/import.dto.js"].ImportStartedDto },
              "list": { type: [t["../../modules/imports/dto/import.dto.js"].ImportReportDto] },
              "get": { type: t["../../modules/imports/dto/import.dto.js"].ImportReportDto }
          }
      }],
      [m45, {
          "JobsController": {
              "get": { type: t["../../modules/jobs/job-status.dto.js"].JobStatusDto }
          }
      }],
      [m53, {
          "ShopController": {
              "items": { type: [t["../../modules/shop/shop-response.dto.js"].ShopItemDto] },
              "ownInventory": { type: t["../../modules/shop/shop-response.dto.js"].InventoryDto }
          }
      }],
      [m47, {
          "OnboardingController": {
              "complete": { type: t["../../modules/users/user-response.dto.js"].UserDto },
              "restart": { type: t["../../modules/users/user-response.dto.js"].UserDto },
              "generate": { type: t["../../modules/users/user-response.dto.js"].UserDto },
              "generationTimeout": { type: t["../../modules/users/user-response.dto.js"].UserDto }
          }
      }],
      [m67, {
          "TrainingsController": {
              "record": { type: t["../../modules/workouts/trainings/training-response.dto.js"].TrainingSessionWithSetsDto },
              "list": { type: [t["../../modules/workouts/trainings/training-response.dto.js"].TrainingSessionDto] },
              "get": { type: t["../../modules/workouts/trainings/training-response.dto.js"].TrainingSessionWithSetsDto }
          }
      }],
      [m69, {
          "WorkoutsController": {
              "list": { type: [t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto] },
              "exportCsv": { type: String },
              "get": { type: t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto },
              "log": { type: t["../../modules/workouts/workout-response.dto.js"].CreatedWorkoutEntryDto },
              "edit": { type: t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto },
              "remove": {}
          }
      }],
    ],
  },
});

/** Generated from the backend's DTO and controller types by `npm run contract`; do not edit. */
export default async () => {
    const t = {
        ["../../modules/admin/events/admin-event.dto.js"]: await import("../../modules/admin/events/admin-event.dto.js"),
        ["../../modules/admin/users/user-search.dto.js"]: await import("../../modules/admin/users/user-search.dto.js"),
        ["../../modules/admin/projections/projections-response.dto.js"]: await import("../../modules/admin/projections/projections-response.dto.js"),
        ["../../modules/admin/queues/queue-response.dto.js"]: await import("../../modules/admin/queues/queue-response.dto.js"),
        ["../../modules/agents/dto/conversation-response.dto.js"]: await import("../../modules/agents/dto/conversation-response.dto.js"),
        ["../../modules/agents/dto/conversation.dto.js"]: await import("../../modules/agents/dto/conversation.dto.js"),
        ["../../modules/dashboard/dto/dashboard-response.dto.js"]: await import("../../modules/dashboard/dto/dashboard-response.dto.js"),
        ["../../modules/health/health-response.dto.js"]: await import("../../modules/health/health-response.dto.js"),
        ["../../modules/imports/dto/import.dto.js"]: await import("../../modules/imports/dto/import.dto.js"),
        ["../../modules/shop/shop-response.dto.js"]: await import("../../modules/shop/shop-response.dto.js"),
        ["../../modules/training-plans/dto/training-plan-response.dto.js"]: await import("../../modules/training-plans/dto/training-plan-response.dto.js"),
        ["../../modules/training-plans/dto/training-plan.dto.js"]: await import("../../modules/training-plans/dto/training-plan.dto.js"),
        ["../../modules/workouts/workout-response.dto.js"]: await import("../../modules/workouts/workout-response.dto.js"),
        ["../../modules/admin/debug/debug-probe.dto.js"]: await import("../../modules/admin/debug/debug-probe.dto.js"),
        ["../../modules/machines/machine-response.dto.js"]: await import("../../modules/machines/machine-response.dto.js"),
        ["../../modules/uploads/upload.dto.js"]: await import("../../modules/uploads/upload.dto.js"),
        ["../../modules/auth/dto/auth-response.dto.js"]: await import("../../modules/auth/dto/auth-response.dto.js"),
        ["../../modules/users/user-response.dto.js"]: await import("../../modules/users/user-response.dto.js"),
        ["../../modules/exercises/dto/catalogue-exercise.dto.js"]: await import("../../modules/exercises/dto/catalogue-exercise.dto.js"),
        ["../../modules/exercises/dto/catalogue-name.dto.js"]: await import("../../modules/exercises/dto/catalogue-name.dto.js"),
        ["../../modules/feedback/dto/feedback-response.dto.js"]: await import("../../modules/feedback/dto/feedback-response.dto.js"),
        ["../../modules/functions/function-result.dto.js"]: await import("../../modules/functions/function-result.dto.js"),
        ["../../modules/jobs/job-status.dto.js"]: await import("../../modules/jobs/job-status.dto.js"),
        ["../../modules/workouts/trainings/training-response.dto.js"]: await import("../../modules/workouts/trainings/training-response.dto.js")
    };
    return {
        "@nestjs/swagger": {
            models: [
                [import("../../modules/admin/debug/debug-probe.dto.js"), {
                        "DebugProbeDto": { data: { required: true, type: () => [Object] }, count: { required: true, type: () => Number }, limit: { required: true, type: () => Number }, sort: { required: true, type: () => String }, error: { required: true, type: () => String, nullable: true }, message: { required: false, type: () => String }, code: { required: false, type: () => String }, params: { required: false, type: "object", additionalProperties: true } }
                    }],
                [import("../../modules/admin/events/admin-event.dto.js"), {
                        "AdminEventMetadataDto": { user_id: { required: true, type: () => String, nullable: true }, request_id: { required: true, type: () => String, nullable: true }, causation_id: { required: true, type: () => String, nullable: true } },
                        "AdminEventDto": { position: { required: true, type: () => Number }, event_id: { required: true, type: () => String }, stream_id: { required: true, type: () => String }, stream_version: { required: true, type: () => Number }, type: { required: true, type: () => String }, schema_version: { required: true, type: () => Number }, data: { required: true, type: () => Object }, metadata: { required: true, type: () => t["../../modules/admin/events/admin-event.dto.js"].AdminEventMetadataDto }, recorded_at: { required: true, type: () => String }, user_id: { required: true, type: () => String, nullable: true }, user_email: { required: true, type: () => String, nullable: true } },
                        "AdminEventPageDto": { events: { required: true, type: () => [t["../../modules/admin/events/admin-event.dto.js"].AdminEventDto] }, next_before: { required: true, type: () => Number, nullable: true }, head: { required: true, type: () => Number } },
                        "AdminStreamDto": { stream_id: { required: true, type: () => String }, version: { required: true, type: () => Number }, events: { required: true, type: () => [t["../../modules/admin/events/admin-event.dto.js"].AdminEventDto] }, next_after_version: { required: true, type: () => Number, nullable: true } },
                        "EventTypesDto": { types: { required: true, type: () => [String] } }
                    }],
                [import("../../modules/admin/users/user-search.dto.js"), {
                        "UserSearchQuery": { search: { required: false, type: () => String, maxLength: 100 }, limit: { required: false, type: () => Number } },
                        "AdminUserDto": { id: { required: true, type: () => String }, email: { required: true, type: () => String }, name: { required: true, type: () => String, nullable: true }, created_date: { required: true, type: () => String } },
                        "AdminUserSearchDto": { users: { required: true, type: () => [t["../../modules/admin/users/user-search.dto.js"].AdminUserDto] }, more: { required: true, type: () => Boolean } }
                    }],
                [import("../../modules/admin/events/event-query.dto.js"), {
                        "EventPageQuery": { before: { required: false, type: () => Number }, limit: { required: false, type: () => Number }, stream: { required: false, type: () => String, maxLength: 200 }, type: { required: false, type: () => String, description: "One type or several, comma-separated.", maxLength: 500 }, user: { required: false, type: () => String, format: "uuid" }, from: { required: false, type: () => String }, to: { required: false, type: () => String } },
                        "StreamPageQuery": { after_version: { required: false, type: () => Number }, limit: { required: false, type: () => Number } }
                    }],
                [import("../../modules/admin/projections/projections-response.dto.js"), {
                        "LastRebuildDto": { at: { required: true, type: () => String }, position: { required: true, type: () => Number } },
                        "ProjectionStatusDto": { name: { required: true, type: () => String }, table: { required: true, type: () => String }, source: { required: true, type: () => String, nullable: true }, version: { required: true, type: () => Number }, built_version: { required: true, type: () => Number, nullable: true }, status: { required: true, enum: ["current", "stale"] }, checkpoint: { required: true, type: () => Number }, lag: { required: true, type: () => Number }, rows: { required: true, type: () => Number }, rows_estimated: { required: true, type: () => Boolean }, last_rebuild: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].LastRebuildDto, nullable: true } },
                        "RebuildProgressDto": { percent: { required: true, type: () => Number }, phase: { required: true, enum: ["waiting", "fold", "fill", "swap", "done"] }, events: { required: true, type: () => Number }, events_per_second: { required: true, type: () => Number }, position: { required: true, type: () => Number }, head: { required: true, type: () => Number }, seconds_left: { required: true, type: () => Number, nullable: true } },
                        "RebuildResultDto": { events: { required: true, type: () => Number }, position: { required: true, type: () => Number }, milliseconds: { required: true, type: () => Number }, events_per_second: { required: true, type: () => Number } },
                        "RebuildJobDto": { id: { required: true, type: () => String }, state: { required: true, enum: ["waiting", "active", "completed", "failed", "delayed", "unknown"] }, read_models: { required: true, type: () => [String] }, requested_by: { required: true, type: () => String }, progress: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].RebuildProgressDto }, result: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].RebuildResultDto, nullable: true }, error: { required: true, type: () => String, nullable: true }, created_at: { required: true, type: () => String }, finished_at: { required: true, type: () => String, nullable: true } },
                        "ProjectionsOverviewDto": { head: { required: true, type: () => Number }, projections: { required: true, type: () => [t["../../modules/admin/projections/projections-response.dto.js"].ProjectionStatusDto] }, rebuild: { required: true, type: () => t["../../modules/admin/projections/projections-response.dto.js"].RebuildJobDto, nullable: true } },
                        "RebuildPreviewDto": { read_models: { required: true, type: () => [String] }, events: { required: true, type: () => Number }, head: { required: true, type: () => Number } }
                    }],
                [import("../../modules/admin/projections/rebuild-request.dto.js"), {
                        "RebuildRequestDto": { read_model: { required: true, type: () => String, description: "A read model's name, or `all`.", maxLength: 100 } }
                    }],
                [import("../../modules/admin/queues/failed-jobs.dto.js"), {
                        "FailedJobsQuery": { start: { required: false, type: () => Number }, limit: { required: false, type: () => Number } }
                    }],
                [import("../../modules/admin/queues/queue-response.dto.js"), {
                        "QueueCountsDto": { name: { required: true, type: () => String }, waiting: { required: true, type: () => Number }, active: { required: true, type: () => Number }, delayed: { required: true, type: () => Number }, failed: { required: true, type: () => Number }, completed: { required: true, type: () => Number }, workers: { required: true, type: () => Number } },
                        "QueueListDto": { queues: { required: true, type: () => [t["../../modules/admin/queues/queue-response.dto.js"].QueueCountsDto] } },
                        "FailedJobDto": { id: { required: true, type: () => String }, queue: { required: true, type: () => String }, name: { required: true, type: () => String }, error: { required: true, type: () => String }, stacktrace: { required: true, type: () => String, nullable: true }, attempts_made: { required: true, type: () => Number }, data: { required: true, type: () => Object }, created_at: { required: true, type: () => String }, failed_at: { required: true, type: () => String, nullable: true } },
                        "FailedJobPageDto": { total: { required: true, type: () => Number }, jobs: { required: true, type: () => [t["../../modules/admin/queues/queue-response.dto.js"].FailedJobDto] } },
                        "RetriedJobDto": { id: { required: true, type: () => String }, state: { required: true, type: () => String } }
                    }],
                [import("../../modules/workouts/workout-response.dto.js"), {
                        "WorkoutEntryDto": { id: { required: true, type: () => String }, machine_id: { required: true, type: () => String }, max_weight: { required: true, type: () => Number }, reps: { required: true, type: () => Number }, date: { required: true, type: () => String }, notes: { required: true, type: () => String, nullable: true }, set_type: { required: true, enum: ["normal", "warmup", "failure", "dropset"] }, rpe: { required: true, type: () => Number, nullable: true }, session_id: { required: true, type: () => String, nullable: true }, created_by: { required: true, type: () => String }, created_at: { required: true, type: () => String }, e1rm: { required: true, type: () => Number }, personal_records: { required: true, type: () => [Object], enum: ["weight", "e1rm", "volume"], isArray: true } },
                        "CreatedWorkoutEntryDto": { hanteln_earned: { required: true, type: () => Number } }
                    }],
                [import("../../modules/users/user-response.dto.js"), {
                        "UserDto": { id: { required: true, type: () => String }, email: { required: true, type: () => String }, full_name: { required: true, type: () => String, nullable: true }, name: { required: true, type: () => String, nullable: true }, display_name: { required: true, type: () => String, nullable: true }, profile_image: { required: true, type: () => String, nullable: true }, picture: { required: true, type: () => String, nullable: true }, role: { required: true, enum: ["admin", "user"] }, language: { required: true, enum: ["de", "en"] }, hantel_currency: { required: true, type: () => Number }, onboarding_completed: { required: true, type: () => Boolean }, training_frequency: { required: true, type: () => String, nullable: true }, fitness_goal: { required: true, type: () => String, nullable: true }, training_experience: { required: true, type: () => String, nullable: true }, body_weight: { required: true, type: () => Number, nullable: true }, focus_areas: { required: true, type: () => [String] }, current_streak: { required: true, type: () => Number }, pause_mode_active: { required: true, type: () => Boolean }, pause_mode_start_date: { required: true, type: () => String, nullable: true }, week_start_date: { required: true, type: () => String }, selected_training_plan_id: { required: true, type: () => String, nullable: true }, last_completed_training_day_number: { required: true, type: () => Number, nullable: true }, last_training_date: { required: true, type: () => String, nullable: true }, last_completed_training_day_per_plan: { required: true, type: "object", additionalProperties: { type: "number" } }, last_performance_analysis: { required: true, type: () => String, nullable: true }, last_analysis_date: { required: true, type: () => String, nullable: true }, plan_generation_status: { required: true, nullable: true, enum: ["completed", "failed", "pending", "generating"] }, plan_generation_conversation_id: { required: true, type: () => String, nullable: true }, plan_generation_started_at: { required: true, type: () => String, nullable: true }, plan_generation_attempts: { required: true, type: () => Number }, plan_generation_error: { required: true, type: () => String, nullable: true }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } }
                    }],
                [import("../../modules/machines/dto/machine.dto.js"), {
                        "CreateMachineDto": { name: { required: true, type: () => String, minLength: 1 }, categories: { required: false, type: () => [String], maxItems: 20 } },
                        "UpdateMachineDto": { name: { required: false, type: () => String, minLength: 1 }, categories: { required: false, type: () => [String], maxItems: 20 } },
                        "MergeMachineDto": { into: { required: true, type: () => String, format: "uuid" } }
                    }],
                [import("../../modules/machines/machine-response.dto.js"), {
                        "MachineDto": { id: { required: true, type: () => String }, name: { required: true, type: () => String }, categories: { required: true, type: () => [Object], enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer"], isArray: true }, catalogue_id: { required: true, type: () => String, nullable: true }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } },
                        "CreatedMachineDto": { existing: { required: true, type: () => Boolean } }
                    }],
                [import("../../modules/agents/dto/conversation-response.dto.js"), {
                        "ConversationToolCallDto": { name: { required: true, type: () => String }, arguments: { required: true, type: "object", additionalProperties: true }, result: { required: true, type: () => Object } },
                        "ConversationMessageDto": { id: { required: true, type: () => String }, role: { required: true, enum: ["user", "assistant"] }, content: { required: true, type: () => String }, created_at: { required: true, type: () => String }, tool_calls: { required: false, type: () => [t["../../modules/agents/dto/conversation-response.dto.js"].ConversationToolCallDto] } },
                        "ConversationMetadataResponseDto": { name: { required: true, type: () => String }, type: { required: true, type: () => String } },
                        "ConversationDto": { id: { required: true, type: () => String }, agent_name: { required: true, enum: ["exercise_categorizer", "performance_coach", "training_coach", "training_planner"] }, metadata: { required: true, type: () => t["../../modules/agents/dto/conversation-response.dto.js"].ConversationMetadataResponseDto }, messages: { required: true, type: () => [t["../../modules/agents/dto/conversation-response.dto.js"].ConversationMessageDto] }, status: { required: true, enum: ["failed", "idle", "thinking"] }, pending_job_id: { required: true, type: () => String, nullable: true }, error: { required: true, type: () => String, nullable: true }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } },
                        "ReplyInProgressDto": { in_reply_to: { required: true, type: () => String }, content: { required: true, type: () => String } },
                        "CoachSettingsDto": { answered_by: { required: true, enum: ["model", "rules"] }, model: { required: true, type: () => String, nullable: true }, streaming: { required: true, type: () => Boolean } }
                    }],
                [import("../../modules/agents/dto/conversation.dto.js"), {
                        "ConversationMetadataDto": { name: { required: true, type: () => String, maxLength: 100 }, type: { required: true, type: () => String, maxLength: 100 } },
                        "CreateConversationDto": { agent_name: { required: true, enum: ["exercise_categorizer", "performance_coach", "training_coach", "training_planner"] }, metadata: { required: false, type: () => t["../../modules/agents/dto/conversation.dto.js"].ConversationMetadataDto } },
                        "ListConversationsQuery": { agent_name: { required: false, enum: ["exercise_categorizer", "performance_coach", "training_coach", "training_planner"] }, status: { required: false, enum: ["failed", "idle", "thinking"] }, limit: { required: false, type: () => Number } },
                        "SendMessageDto": { role: { required: true, enum: ["user"] }, content: { required: true, type: () => String, pattern: "\\S" } }
                    }],
                [import("../../modules/agents/functions/categorize-exercise.function.js"), {
                        "CategorizeExerciseParams": { exerciseName: { required: true, type: () => String, maxLength: 100 } },
                        "CategorizeExerciseFunction": { queueEvents: { required: true, nullable: true, default: null } }
                    }],
                [import("../../modules/agents/functions/generate-performance-analysis.function.js"), {
                        "PerformanceAnalysisStartDto": { job_id: { required: false, type: () => String }, skipped: { required: false, enum: ["no_entries", "no_recent_entries"] } },
                        "GeneratePerformanceAnalysisFunction": {}
                    }],
                [import("../../modules/uploads/upload.dto.js"), {
                        "UploadDto": { file: { required: true, type: () => Object } },
                        "UploadedFileDto": { file_url: { required: true, type: () => String } }
                    }],
                [import("../../modules/account/delete-user-account.function.js"), {
                        "DeleteAccountResultDto": { success: { required: true, type: () => Boolean }, error: { required: false, type: () => String } },
                        "DeleteUserAccountFunction": {}
                    }],
                [import("../../modules/auth/dto/auth-response.dto.js"), {
                        "AuthProvidersDto": { google: { required: true, type: () => Boolean }, devLogin: { required: true, type: () => Boolean } },
                        "EndedSessionsDto": { ended: { required: true, type: () => Number } }
                    }],
                [import("../../modules/auth/dto/update-profile.dto.js"), {
                        "UpdateProfileDto": { full_name: { required: false, type: () => String, nullable: true, maxLength: 120 }, name: { required: false, type: () => String, maxLength: 80 }, display_name: { required: false, type: () => String, nullable: true, maxLength: 80 }, profile_image: { required: false, type: () => String, nullable: true, maxLength: 2000 }, language: { required: false, enum: ["de", "en"] }, onboarding_completed: { required: false, type: () => Boolean }, training_frequency: { required: false, type: () => String, nullable: true }, fitness_goal: { required: false, type: () => String, nullable: true }, training_experience: { required: false, type: () => String, nullable: true }, body_weight: { required: false, type: () => Number, nullable: true, minimum: 0, maximum: 500 }, focus_areas: { required: false, type: () => [String] }, pause_mode_active: { required: false, type: () => Boolean }, pause_mode_start_date: { required: false, type: () => String, nullable: true }, selected_training_plan_id: { required: false, type: () => String, nullable: true, maxLength: 100 }, last_completed_training_day_number: { required: false, type: () => Number, nullable: true, minimum: 1, maximum: 14 }, last_training_date: { required: false, type: () => String, nullable: true }, last_completed_training_day_per_plan: { required: false, type: "object", additionalProperties: { type: "number" } } }
                    }],
                [import("../../modules/auth/dto/dev-login.dto.js"), {
                        "DevLoginDto": { email: { required: true, type: () => String, maxLength: 254, format: "email" }, name: { required: true, type: () => String, maxLength: 120 } }
                    }],
                [import("../../modules/dashboard/calculate-streak.function.js"), {
                        "CalculateStreakFunction": {}
                    }],
                [import("../../modules/dashboard/dto/dashboard-query.dto.js"), {
                        "DashboardQueryDto": { period: { required: false, enum: ["7d", "30d", "6m", "1y", "all"] }, category: { required: false, enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer", "Alle", "Ohne Kategorie"] } }
                    }],
                [import("../../modules/dashboard/dto/dashboard-response.dto.js"), {
                        "SparklineDto": { dates: { required: true, type: () => [String] }, weights: { required: true, type: () => [Number] }, reps: { required: true, type: () => [Number] }, record: { required: true, type: () => Number, nullable: true } },
                        "SparklineSpanDto": { unit: { required: true, enum: ["day", "month"] }, length: { required: true, type: () => Number } },
                        "RecordSetDto": { date: { required: true, type: () => String }, max_weight: { required: true, type: () => Number }, reps: { required: true, type: () => Number } },
                        "MachineRecordsDto": { max_weight_set: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].RecordSetDto }, best_e1rm_set: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].RecordSetDto }, best_volume_set: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].RecordSetDto } },
                        "LatestSetDto": { id: { required: true, type: () => String }, max_weight: { required: true, type: () => Number }, reps: { required: true, type: () => Number }, date: { required: true, type: () => String }, personal_records: { required: true, type: () => [Object], enum: ["weight", "e1rm", "volume"], isArray: true } },
                        "DashboardMachineDto": { latest: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].LatestSetDto, nullable: true }, sparkline: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].SparklineDto }, change_percent: { required: true, type: () => Number, nullable: true }, records: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].MachineRecordsDto, nullable: true }, entry_count: { required: true, type: () => Number } },
                        "StreakDto": { current_streak: { required: true, type: () => Number }, week_start_date: { required: true, type: () => String } },
                        "DashboardTotalsDto": { workouts: { required: true, type: () => Number }, volume: { required: true, type: () => Number }, training_days: { required: true, type: () => Number }, period_volume: { required: true, type: () => Number } },
                        "DashboardDto": { period: { required: true, enum: ["7d", "30d", "6m", "1y", "all"] }, category: { required: true, enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer", "Alle", "Ohne Kategorie"] }, totals: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].DashboardTotalsDto }, streak: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].StreakDto }, sparkline_span: { required: true, type: () => t["../../modules/dashboard/dto/dashboard-response.dto.js"].SparklineSpanDto }, machines: { required: true, type: () => [t["../../modules/dashboard/dto/dashboard-response.dto.js"].DashboardMachineDto] } }
                    }],
                [import("../../modules/exercises/dto/catalogue-exercise.dto.js"), {
                        "CatalogueExerciseDto": { id: { required: true, type: () => String }, name: { required: true, type: () => String }, en: { required: true, type: () => String }, aliases: { required: true, type: () => [String] }, categories: { required: true, type: () => [Object], enum: ["Brust", "Schultern", "R\u00FCcken", "Arme", "Beine", "Bauch", "Ganzk\u00F6rper", "Ausdauer"], isArray: true }, equipment: { required: true, type: () => [Object], enum: ["barbell", "dumbbell", "cable", "machine", "smith_machine", "kettlebell", "bodyweight", "band", "cardio_machine", "other"], isArray: true }, score: { required: true, type: () => Number } }
                    }],
                [import("../../modules/exercises/dto/exercise-search.dto.js"), {
                        "ExerciseSearchQuery": { search: { required: false, type: () => String }, limit: { required: false, type: () => Number } }
                    }],
                [import("../../modules/exercises/dto/catalogue-name.dto.js"), {
                        "CatalogueNameDto": { name: { required: true, type: () => String }, en: { required: true, type: () => String } }
                    }],
                [import("../../modules/feedback/dto/feedback-response.dto.js"), {
                        "FeedbackDto": { id: { required: true, type: () => String }, user_email: { required: true, type: () => String }, message: { required: true, type: () => String }, image_url: { required: true, type: () => String }, status: { required: true, enum: ["new", "in_progress", "resolved"] }, build_version: { required: true, type: () => String }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } }
                    }],
                [import("../../modules/feedback/dto/feedback.dto.js"), {
                        "SubmitFeedbackDto": { message: { required: true, type: () => String }, image_url: { required: false, type: () => String, maxLength: 300 }, user_email: { required: false, type: () => String, maxLength: 254, format: "email" }, status: { required: false, enum: ["new"] }, build_version: { required: false, type: () => String, pattern: "^\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$" } },
                        "FeedbackStatusQuery": { id: { required: true, type: () => String, format: "uuid" }, status: { required: true, enum: ["new", "in_progress", "resolved"] } },
                        "FeedbackListQuery": { sort: { required: false, type: () => String } }
                    }],
                [import("../../modules/functions/function-result.dto.js"), {
                        "FunctionResultDto": { data: { required: true, type: () => Object } }
                    }],
                [import("../../modules/functions/invoke-function.dto.js"), {
                        "InvokeFunctionDto": { functionName: { required: true, type: () => String, maxLength: 100 }, params: { required: false, type: "object", additionalProperties: true } }
                    }],
                [import("../../modules/health/health-response.dto.js"), {
                        "LivenessDto": { status: { required: true, enum: ["ok"] } },
                        "ReadinessDto": { status: { required: true, enum: ["ok", "degraded"] }, database: { required: true, enum: ["ok", "down"] }, redis: { required: true, enum: ["ok", "down"] } },
                        "WorkerPingDto": { pid: { required: true, type: () => Number }, answeredAt: { required: true, type: () => String } },
                        "WorkerHealthDto": { status: { required: true, enum: ["ok"] }, worker: { required: true, type: () => t["../../modules/health/health-response.dto.js"].WorkerPingDto } }
                    }],
                [import("../../modules/imports/dto/import.dto.js"), {
                        "ImportUploadDto": { file: { required: true, type: () => Object }, unit: { required: false, enum: ["kg", "lb"] } },
                        "ImportSkippedRowDto": { line: { required: true, type: () => Number }, code: { required: true, type: () => String }, message: { required: true, type: () => String } },
                        "ImportPreviewExerciseDto": { imported_names: { required: true, type: () => [String] }, name: { required: true, type: () => String }, catalogue_id: { required: true, type: () => String, nullable: true }, status: { required: true, enum: ["new", "existing"] }, sets: { required: true, type: () => Number } },
                        "ImportPreviewDto": { format: { required: true, enum: ["strong", "hevy", "hantelwerk"] }, unit: { required: true, enum: ["kg", "lb"] }, unit_assumed: { required: true, type: () => Boolean }, rows: { required: true, type: () => Number }, trainings: { required: true, type: () => Number }, sets: { required: true, type: () => Number }, warmups: { required: true, type: () => Number }, first_date: { required: true, type: () => String, nullable: true }, last_date: { required: true, type: () => String, nullable: true }, exercises: { required: true, type: () => [t["../../modules/imports/dto/import.dto.js"].ImportPreviewExerciseDto] }, sets_skipped: { required: true, type: () => Number }, skipped: { required: true, type: () => [t["../../modules/imports/dto/import.dto.js"].ImportSkippedRowDto] } },
                        "ImportStartedDto": { id: { required: true, type: () => String }, state: { required: true, enum: ["done", "failed", "queued", "running"] } },
                        "ImportErrorDto": { code: { required: true, type: () => String }, message: { required: true, type: () => String } },
                        "ImportReportDto": { progress: { required: true, type: () => Number }, format: { required: true, nullable: true, enum: ["strong", "hevy", "hantelwerk"] }, file_name: { required: true, type: () => String }, unit: { required: true, nullable: true, enum: ["kg", "lb"] }, rows: { required: true, type: () => Number }, sets_done: { required: true, type: () => Number }, sets_total: { required: true, type: () => Number }, sets_imported: { required: true, type: () => Number }, sets_skipped: { required: true, type: () => Number }, duplicates: { required: true, type: () => Number }, sessions: { required: true, type: () => Number }, exercises_matched: { required: true, type: () => Number }, exercises_created: { required: true, type: () => Number }, skipped: { required: true, type: () => [t["../../modules/imports/dto/import.dto.js"].ImportSkippedRowDto] }, error: { required: false, type: () => t["../../modules/imports/dto/import.dto.js"].ImportErrorDto }, created_at: { required: true, type: () => String }, finished_at: { required: true, type: () => String, nullable: true } }
                    }],
                [import("../../modules/jobs/job-status.dto.js"), {
                        "JobStatusDto": { id: { required: true, type: () => String }, queue: { required: true, type: () => String }, state: { required: true, enum: ["waiting", "active", "completed", "failed", "delayed", "unknown", "prioritized", "waiting-children"] }, progress: { required: true, type: () => Object }, result: { required: false, type: () => Object }, error: { required: false, type: () => String }, attempts_made: { required: true, type: () => Number }, created_at: { required: true, type: () => String }, finished_at: { required: true, type: () => String, nullable: true } }
                    }],
                [import("../../modules/shop/shop-response.dto.js"), {
                        "ShopItemDto": { id: { required: true, type: () => String }, name: { required: true, type: () => String }, description: { required: true, type: () => String }, price: { required: true, type: () => Number }, is_active: { required: true, type: () => Boolean }, effect: { required: true, type: () => Object }, once: { required: true, type: () => Boolean } },
                        "InventoryItemDto": { item_id: { required: true, type: () => String }, name: { required: true, type: () => String }, effect: { required: true, type: () => Object }, quantity: { required: true, type: () => Number }, purchased_at: { required: true, type: () => [String] } },
                        "InventoryDto": { items: { required: true, type: () => [t["../../modules/shop/shop-response.dto.js"].InventoryItemDto] }, streak_freezes_left: { required: true, type: () => Number } },
                        "PurchaseResultDto": { purchase_id: { required: true, type: () => String }, item_id: { required: true, type: () => String }, newly_bought: { required: true, type: () => Boolean }, hantel_currency: { required: true, type: () => Number } }
                    }],
                [import("../../modules/shop/purchase-shop-item.function.js"), {
                        "PurchaseShopItemParams": { itemId: { required: true, type: () => String, maxLength: 100 }, purchaseId: { required: false, type: () => String, description: "Chosen by the client per purchase, so that a retry of the same tap buys once.", format: "uuid" } },
                        "PurchaseShopItemFunction": {}
                    }],
                [import("../../modules/training-plans/dto/onboarding.dto.js"), {
                        "CompleteOnboardingDto": { display_name: { required: true, type: () => String }, training_frequency: { required: true, type: () => String }, fitness_goal: { required: true, type: () => String }, training_experience: { required: true, type: () => String }, body_weight: { required: true, type: () => Number, minimum: 0 }, focus_areas: { required: false, type: () => [String], maxItems: 20 } },
                        "RestartOnboardingDto": { clear_selected_plan: { required: false, type: () => Boolean, description: "True from the plan screen, which also clears the selected plan (spec \u00A74)." } }
                    }],
                [import("../../modules/training-plans/dto/training-plan-response.dto.js"), {
                        "PlanExerciseDto": { exercise_name: { required: true, type: () => String }, sets: { required: true, type: () => Number, nullable: true }, reps: { required: true, type: () => String, nullable: true }, target_weight: { required: true, type: () => Number, nullable: true } },
                        "TrainingDayDto": { id: { required: true, type: () => String }, day_number: { required: true, type: () => Number }, day_name: { required: true, type: () => String }, exercises: { required: true, type: () => [t["../../modules/training-plans/dto/training-plan-response.dto.js"].PlanExerciseDto] } },
                        "TrainingPlanDto": { id: { required: true, type: () => String }, user_email: { required: true, type: () => String }, plan_name: { required: true, type: () => String }, plan_description: { required: true, type: () => String }, training_days: { required: true, type: () => [t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingDayDto] }, is_active: { required: true, type: () => Boolean }, source: { required: true, enum: ["generated", "manual"] }, created_date: { required: true, type: () => String }, updated_date: { required: true, type: () => String } },
                        "TrainingPlanRelationDto": { id: { required: true, type: () => String }, training_plan_id: { required: true, type: () => String }, machine_id: { required: true, type: () => String }, day_number: { required: true, type: () => Number }, created_date: { required: true, type: () => String } }
                    }],
                [import("../../modules/training-plans/dto/training-plan.dto.js"), {
                        "PlanExerciseDto": { exercise_name: { required: true, type: () => String }, sets: { required: false, type: () => Number, nullable: true, minimum: 1 }, reps: { required: false, type: () => String, nullable: true, pattern: "^\\s*\\d{1,3}(\\s*[-\u2013]\\s*\\d{1,3})?\\s*$" }, target_weight: { required: false, type: () => Number, nullable: true, minimum: 0 } },
                        "TrainingDayDto": { id: { required: false, type: () => String, nullable: true, description: "The day's id from a GET; a day without one is matched by day_number, else it is new.", pattern: "^d\\d{1,6}$" }, day_number: { required: false, type: () => Number, nullable: true, minimum: 1, maximum: 1000 }, day_name: { required: true, type: () => String }, exercises: { required: false, type: () => [t["../../modules/training-plans/dto/training-plan.dto.js"].PlanExerciseDto] } },
                        "CreatePlanDto": { user_email: { required: false, type: () => String, description: "The spec's client sends its own address; any other is refused.", format: "email" }, training_days: { required: true, type: () => [t["../../modules/training-plans/dto/training-plan.dto.js"].TrainingDayDto] } },
                        "UpdatePlanDto": { training_days: { required: false, type: () => [t["../../modules/training-plans/dto/training-plan.dto.js"].TrainingDayDto] } },
                        "CreateRelationDto": { training_plan_id: { required: true, type: () => String, format: "uuid" }, machine_id: { required: true, type: () => String, format: "uuid" }, day_number: { required: true, type: () => Number, minimum: 1, maximum: 1000 } },
                        "CompleteTrainingDayDto": { day_number: { required: true, type: () => Number, minimum: 1, maximum: 1000 } }
                    }],
                [import("../../modules/workouts/trainings/record-training.dto.js"), {
                        "RecordTrainingDto": { title: { required: true, type: () => String, minLength: 1 }, started_at: { required: true, type: () => String }, duration_min: { required: false, type: () => Number, nullable: true, minimum: 0 }, notes: { required: false, type: () => String, nullable: true }, sets: { required: true, type: () => [String], format: "uuid", maxItems: 500 } }
                    }],
                [import("../../modules/workouts/trainings/training-response.dto.js"), {
                        "TrainingSessionDto": { id: { required: true, type: () => String }, title: { required: true, type: () => String }, started_at: { required: true, type: () => String }, duration_min: { required: true, type: () => Number, nullable: true }, notes: { required: true, type: () => String, nullable: true }, set_count: { required: true, type: () => Number } },
                        "TrainingSessionWithSetsDto": { sets: { required: true, type: () => [t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto] } }
                    }],
                [import("../../modules/workouts/dto/workout.dto.js"), {
                        "LogWorkoutDto": { machine_id: { required: true, type: () => String, format: "uuid" }, max_weight: { required: true, type: () => Number }, reps: { required: true, type: () => Number }, date: { required: true, type: () => String }, notes: { required: false, type: () => String, nullable: true }, set_type: { required: false, enum: ["normal", "warmup", "failure", "dropset"] }, rpe: { required: false, type: () => Number, nullable: true } },
                        "EditWorkoutDto": { max_weight: { required: false, type: () => Number }, reps: { required: false, type: () => Number }, date: { required: false, type: () => String }, notes: { required: false, type: () => String, nullable: true }, set_type: { required: false, enum: ["normal", "warmup", "failure", "dropset"] }, rpe: { required: false, type: () => Number, nullable: true } }
                    }],
                [import("../../common/http/api-error.dto.js"), {
                        "ApiErrorDto": { message: { required: true, type: () => String }, error: { required: true, type: () => String }, code: { required: true, type: () => String }, params: { required: false, type: "object", additionalProperties: true }, details: { required: false, type: () => Object } }
                    }]
            ],
            controllers: [
                [import("../../modules/admin/debug/debug-probe.controller.js"), {
                        "DebugProbeController": {
                            "run": { type: t["../../modules/admin/debug/debug-probe.dto.js"].DebugProbeDto }
                        }
                    }],
                [import("../../modules/admin/events/event-browser.controller.js"), {
                        "EventBrowserController": {
                            "page": { type: t["../../modules/admin/events/admin-event.dto.js"].AdminEventPageDto },
                            "types": { type: t["../../modules/admin/events/admin-event.dto.js"].EventTypesDto },
                            "event": { type: t["../../modules/admin/events/admin-event.dto.js"].AdminEventDto },
                            "stream": { type: t["../../modules/admin/events/admin-event.dto.js"].AdminStreamDto }
                        }
                    }],
                [import("../../modules/admin/projections/projections.controller.js"), {
                        "ProjectionsController": {
                            "overview": { type: t["../../modules/admin/projections/projections-response.dto.js"].ProjectionsOverviewDto },
                            "preview": { type: t["../../modules/admin/projections/projections-response.dto.js"].RebuildPreviewDto },
                            "rebuild": { type: t["../../modules/admin/projections/projections-response.dto.js"].RebuildJobDto },
                            "rebuildJob": { type: t["../../modules/admin/projections/projections-response.dto.js"].RebuildJobDto }
                        }
                    }],
                [import("../../modules/admin/queues/queues.controller.js"), {
                        "QueuesController": {
                            "list": { type: t["../../modules/admin/queues/queue-response.dto.js"].QueueListDto },
                            "failed": { type: t["../../modules/admin/queues/queue-response.dto.js"].FailedJobPageDto },
                            "retry": { type: t["../../modules/admin/queues/queue-response.dto.js"].RetriedJobDto },
                            "remove": {}
                        }
                    }],
                [import("../../modules/admin/users/admin-users.controller.js"), {
                        "AdminUsersController": {
                            "search": { type: t["../../modules/admin/users/user-search.dto.js"].AdminUserSearchDto }
                        }
                    }],
                [import("../../modules/machines/machines.controller.js"), {
                        "MachinesController": {
                            "list": { type: [t["../../modules/machines/machine-response.dto.js"].MachineDto] },
                            "get": { type: t["../../modules/machines/machine-response.dto.js"].MachineDto },
                            "create": { type: t["../../modules/machines/machine-response.dto.js"].CreatedMachineDto },
                            "update": { type: t["../../modules/machines/machine-response.dto.js"].MachineDto },
                            "merge": { type: t["../../modules/machines/machine-response.dto.js"].MachineDto },
                            "remove": {}
                        }
                    }],
                [import("../../modules/agents/conversations.controller.js"), {
                        "ConversationsController": {
                            "create": { type: t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto },
                            "list": { type: [t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto] },
                            "get": { type: t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto },
                            "send": { type: t["../../modules/agents/dto/conversation-response.dto.js"].ConversationDto }
                        }
                    }],
                [import("../../modules/agents/coach-settings.controller.js"), {
                        "CoachSettingsController": {
                            "settings": { type: t["../../modules/agents/dto/conversation-response.dto.js"].CoachSettingsDto }
                        }
                    }],
                [import("../../modules/agents/live/conversation-stream.controller.js"), {
                        "ConversationStreamController": {
                            "stream": {}
                        }
                    }],
                [import("../../modules/uploads/uploads.controller.js"), {
                        "UploadsController": {
                            "upload": { type: t["../../modules/uploads/upload.dto.js"].UploadedFileDto },
                            "file": {}
                        }
                    }],
                [import("../../modules/auth/auth.controller.js"), {
                        "AuthController": {
                            "providers": { type: t["../../modules/auth/dto/auth-response.dto.js"].AuthProvidersDto },
                            "login": {},
                            "googleCallback": {},
                            "me": { type: t["../../modules/users/user-response.dto.js"].UserDto },
                            "update": { type: t["../../modules/users/user-response.dto.js"].UserDto },
                            "endOtherSessions": { type: t["../../modules/auth/dto/auth-response.dto.js"].EndedSessionsDto },
                            "logout": {}
                        }
                    }],
                [import("../../modules/auth/dev-auth.controller.js"), {
                        "DevAuthController": {
                            "devLogin": { type: t["../../modules/users/user-response.dto.js"].UserDto }
                        }
                    }],
                [import("../../modules/auth/users.controller.js"), {
                        "UsersController": {
                            "update": { type: t["../../modules/users/user-response.dto.js"].UserDto }
                        }
                    }],
                [import("../../modules/dashboard/dashboard.controller.js"), {
                        "DashboardController": {
                            "get": { type: t["../../modules/dashboard/dto/dashboard-response.dto.js"].DashboardDto }
                        }
                    }],
                [import("../../modules/exercises/exercises.controller.js"), {
                        "ExercisesController": {
                            "search": { type: [t["../../modules/exercises/dto/catalogue-exercise.dto.js"].CatalogueExerciseDto] },
                            "names": { type: [t["../../modules/exercises/dto/catalogue-name.dto.js"].CatalogueNameDto] }
                        }
                    }],
                [import("../../modules/feedback/feedback.controller.js"), {
                        "FeedbackController": {
                            "submit": { type: t["../../modules/feedback/dto/feedback-response.dto.js"].FeedbackDto },
                            "list": { type: [t["../../modules/feedback/dto/feedback-response.dto.js"].FeedbackDto] },
                            "changeStatus": { type: t["../../modules/feedback/dto/feedback-response.dto.js"].FeedbackDto }
                        }
                    }],
                [import("../../modules/functions/functions.controller.js"), {
                        "FunctionsController": {
                            "invoke": { type: t["../../modules/functions/function-result.dto.js"].FunctionResultDto }
                        }
                    }],
                [import("../../modules/health/health.controller.js"), {
                        "HealthController": {
                            "live": { type: t["../../modules/health/health-response.dto.js"].LivenessDto },
                            "ready": { type: t["../../modules/health/health-response.dto.js"].ReadinessDto },
                            "checkWorker": { type: t["../../modules/health/health-response.dto.js"].WorkerHealthDto }
                        }
                    }],
                [import("../../modules/imports/imports.controller.js"), {
                        "ImportsController": {
                            "preview": { type: t["../../modules/imports/dto/import.dto.js"].ImportPreviewDto },
                            "start": { type: t["../../modules/imports/dto/import.dto.js"].ImportStartedDto },
                            "list": { type: [t["../../modules/imports/dto/import.dto.js"].ImportReportDto] },
                            "get": { type: t["../../modules/imports/dto/import.dto.js"].ImportReportDto }
                        }
                    }],
                [import("../../modules/jobs/jobs.controller.js"), {
                        "JobsController": {
                            "get": { type: t["../../modules/jobs/job-status.dto.js"].JobStatusDto }
                        }
                    }],
                [import("../../modules/shop/shop.controller.js"), {
                        "ShopController": {
                            "items": { type: [t["../../modules/shop/shop-response.dto.js"].ShopItemDto] },
                            "ownInventory": { type: t["../../modules/shop/shop-response.dto.js"].InventoryDto }
                        }
                    }],
                [import("../../modules/training-plans/onboarding.controller.js"), {
                        "OnboardingController": {
                            "complete": { type: t["../../modules/users/user-response.dto.js"].UserDto },
                            "restart": { type: t["../../modules/users/user-response.dto.js"].UserDto }
                        }
                    }],
                [import("../../modules/training-plans/training-plan-relations.controller.js"), {
                        "TrainingPlanRelationsController": {
                            "list": { type: [t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanRelationDto] },
                            "create": { type: t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanRelationDto },
                            "remove": {}
                        }
                    }],
                [import("../../modules/training-plans/training-plans.controller.js"), {
                        "TrainingPlansController": {
                            "list": { type: [t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanDto] },
                            "create": { type: t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanDto },
                            "update": { type: t["../../modules/training-plans/dto/training-plan-response.dto.js"].TrainingPlanDto },
                            "remove": {},
                            "generate": { type: t["../../modules/users/user-response.dto.js"].UserDto },
                            "generationTimeout": { type: t["../../modules/users/user-response.dto.js"].UserDto },
                            "completeDay": { type: t["../../modules/users/user-response.dto.js"].UserDto }
                        }
                    }],
                [import("../../modules/workouts/trainings/trainings.controller.js"), {
                        "TrainingsController": {
                            "record": { type: t["../../modules/workouts/trainings/training-response.dto.js"].TrainingSessionWithSetsDto },
                            "list": { type: [t["../../modules/workouts/trainings/training-response.dto.js"].TrainingSessionDto] },
                            "get": { type: t["../../modules/workouts/trainings/training-response.dto.js"].TrainingSessionWithSetsDto }
                        }
                    }],
                [import("../../modules/workouts/workouts.controller.js"), {
                        "WorkoutsController": {
                            "list": { type: [t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto] },
                            "exportCsv": { type: String },
                            "get": { type: t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto },
                            "log": { type: t["../../modules/workouts/workout-response.dto.js"].CreatedWorkoutEntryDto },
                            "edit": { type: t["../../modules/workouts/workout-response.dto.js"].WorkoutEntryDto },
                            "remove": {}
                        }
                    }]
            ]
        }
    };
};

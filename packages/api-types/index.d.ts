/** Generated from the backend's OpenAPI document by `npm run contract`; do not edit. */
export interface paths {
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/worker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_checkWorker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuthController_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuthController_login"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuthController_googleCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/dev-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["DevAuthController_devLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProfileController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ProfileController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["UsersController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/functions/invoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["FunctionsController_invoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MachinesController_list"];
        put?: never;
        post: operations["MachinesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MachinesController_get"];
        put: operations["MachinesController_update"];
        post?: never;
        delete: operations["MachinesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/machines/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MachinesController_merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExercisesController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exercises/names": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExercisesController_names"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WorkoutsController_list"];
        put?: never;
        post: operations["WorkoutsController_log"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workouts/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WorkoutsController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WorkoutsController_get"];
        put: operations["WorkoutsController_edit"];
        post?: never;
        delete: operations["WorkoutsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrainingsController_list"];
        put?: never;
        post: operations["TrainingsController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrainingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DashboardController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ConversationsController_list"];
        put?: never;
        post: operations["ConversationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ConversationsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ConversationsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/conversations/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ConversationStreamController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/coach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CoachSettingsController_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JobsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShopController_items"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ShopController_ownInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FeedbackController_list"];
        put: operations["FeedbackController_changeStatus"];
        post: operations["FeedbackController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UploadsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{ownerId}/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UploadsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ImportsController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ImportsController_list"];
        put?: never;
        post: operations["ImportsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ImportsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrainingPlansController_list"];
        put?: never;
        post: operations["TrainingPlansController_create"];
        delete: operations["TrainingPlansController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["TrainingPlansController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-plans/{id}/completed-days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TrainingPlansController_completeDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-plan-relations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrainingPlanRelationsController_list"];
        put?: never;
        post: operations["TrainingPlanRelationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-plan-relations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["TrainingPlanRelationsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OnboardingController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OnboardingController_restart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-plans/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OnboardingController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/training-plans/generation/timeout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OnboardingController_generationTimeout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EventBrowserController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EventBrowserController_types"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EventBrowserController_event"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/streams/{streamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["EventBrowserController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminUsersController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProjectionsController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections/rebuild-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProjectionsController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProjectionsController_rebuild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projections/rebuild/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProjectionsController_rebuildJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job-queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["QueuesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job-queues/{queue}/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["QueuesController_failed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job-queues/{queue}/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["QueuesController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/job-queues/{queue}/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["QueuesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/debug/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DebugProbeController_run"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        /** @enum {string} */
        DependencyCheck: "ok" | "down";
        Readiness: {
            database: components["schemas"]["DependencyCheck"];
            redis: components["schemas"]["DependencyCheck"];
            /**
             * @description 'degraded' while Redis is away (the api still serves everything but the AI).
             * @enum {string}
             */
            status: "ok" | "degraded";
        };
        WorkerPing: {
            pid: number;
            answeredAt: string;
        };
        WorkerHealth: {
            /** @enum {string} */
            status: "ok";
            /** @description The worker that answered the ping. */
            worker: components["schemas"]["WorkerPing"];
        };
        AuthProviders: {
            google: boolean;
            devLogin: boolean;
        };
        EndedSessions: {
            /** @description Sessions of this user signed out on other devices. */
            ended: number;
        };
        DevLoginDto: {
            /** Format: email */
            email: string;
            name: string;
        };
        /** @enum {string} */
        UserRole: "admin" | "user";
        /** @enum {string} */
        Language: "de" | "en";
        /** @enum {string} */
        PlanGenerationStatus: "pending" | "generating" | "completed" | "failed";
        User: {
            role: components["schemas"]["UserRole"];
            language: components["schemas"]["Language"];
            plan_generation_status: components["schemas"]["PlanGenerationStatus"] | null;
            id: string;
            email: string;
            full_name: string | null;
            name: string | null;
            display_name: string | null;
            profile_image: string | null;
            picture: string | null;
            hantel_currency: number;
            onboarding_completed: boolean;
            /** @description '1'..'7+' */
            training_frequency: string | null;
            fitness_goal: string | null;
            training_experience: string | null;
            body_weight: number | null;
            focus_areas: string[];
            /** @description Whole weeks in a row with training. */
            current_streak: number;
            pause_mode_active: boolean;
            /** @description yyyy-MM-dd */
            pause_mode_start_date: string | null;
            /** @description yyyy-MM-dd, the Monday of the current week. */
            week_start_date: string;
            selected_training_plan_id: string | null;
            last_completed_training_day_number: number | null;
            last_training_date: string | null;
            /** @description Training plan id -> day number last completed in that plan. */
            last_completed_training_day_per_plan: {
                [key: string]: number;
            };
            last_performance_analysis: string | null;
            /** @description ISO timestamp */
            last_analysis_date: string | null;
            /** @description The planner's conversation, only while generating. */
            plan_generation_conversation_id: string | null;
            /** @description ISO timestamp of the latest start. */
            plan_generation_started_at: string | null;
            plan_generation_attempts: number;
            /** @description Why the last generation failed ("Plan generation timeout", …), else null. */
            plan_generation_error: string | null;
            created_date: string;
            updated_date: string;
        };
        /** @enum {string} */
        Category: "Brust" | "Schultern" | "Rücken" | "Arme" | "Beine" | "Bauch" | "Ganzkörper" | "Ausdauer";
        UpdateProfileDto: {
            language?: components["schemas"]["Language"];
            /** @enum {string|null} */
            training_frequency?: "1" | "2" | "3" | "4" | "5" | "6" | "7+" | null;
            /** @enum {string|null} */
            fitness_goal?: "muscle_building" | "weight_loss" | "strength" | "definition" | "endurance" | null;
            /** @enum {string|null} */
            training_experience?: "beginner" | "intermediate" | "advanced" | null;
            focus_areas?: components["schemas"]["Category"][];
            full_name?: string | null;
            name?: string;
            display_name?: string | null;
            /** @description A web address or one of the profile owner's own `/api/files/…` URLs */
            profile_image?: string | null;
            onboarding_completed?: boolean;
            body_weight?: number | null;
            pause_mode_active?: boolean;
            /** @description yyyy-MM-dd */
            pause_mode_start_date?: string | null;
            /** @description One of the user's own plans; null clears it */
            selected_training_plan_id?: string | null;
            last_completed_training_day_number?: number | null;
            /** @description yyyy-MM-dd */
            last_training_date?: string | null;
            last_completed_training_day_per_plan?: {
                [key: string]: number;
            };
        };
        InvokeFunctionDto: {
            /**
             * @description One of ServerFunctions' names.
             * @enum {string}
             */
            functionName: "calculateStreak" | "categorizeExercise" | "deleteUserAccount" | "generatePerformanceAnalysis" | "purchaseShopItem";
            params?: {
                [key: string]: unknown;
            };
        };
        FunctionResult: {
            /** @description The function's answer: its `data` in ServerFunctions. */
            data: components["schemas"]["Streak"] | components["schemas"]["CategorizedExercise"] | components["schemas"]["DeleteAccountResult"] | components["schemas"]["PerformanceAnalysisStart"] | components["schemas"]["PurchaseResult"];
        };
        Machine: {
            categories: components["schemas"]["Category"][];
            id: string;
            name: string;
            /** @description The exercise catalogue's entry this exercise is (GET /exercises), null when none matches its name. */
            catalogue_id: string | null;
            created_date: string;
            /** @description The last change of the machine or the last set logged on it. */
            updated_date: string;
        };
        CreateMachineDto: {
            /** @description Unique per user, case-insensitive; a name the lifter has, or a spelling of the catalogue movement of one of their exercises, answers that exercise. */
            name: string;
            categories?: components["schemas"]["Category"][];
        };
        CreatedMachine: {
            categories: components["schemas"]["Category"][];
            id: string;
            name: string;
            /** @description The exercise catalogue's entry this exercise is (GET /exercises), null when none matches its name. */
            catalogue_id: string | null;
            created_date: string;
            /** @description The last change of the machine or the last set logged on it. */
            updated_date: string;
            /** @description True when the name is already one of the lifter's exercises, by name or by catalogue movement (200, nothing created); false for a new one (201). */
            existing: boolean;
        };
        UpdateMachineDto: {
            /** @description A name another of the lifter's exercises has, or a spelling of its catalogue movement, is a 409 naming it (`details: {id, name}`). */
            name?: string;
            categories?: components["schemas"]["Category"][];
        };
        MergeMachineDto: {
            /**
             * Format: uuid
             * @description The exercise that stays and takes every set of this one.
             */
            into: string;
        };
        /** @enum {string} */
        Equipment: "barbell" | "dumbbell" | "cable" | "machine" | "smith_machine" | "kettlebell" | "bodyweight" | "band" | "cardio_machine" | "other";
        CatalogueExercise: {
            categories: components["schemas"]["Category"][];
            equipment: components["schemas"]["Equipment"][];
            /** @description Stable id, e.g. "back-squat"; a machine's `catalogue_id`. */
            id: string;
            /** @description The usual German name. */
            name: string;
            /** @description English name. */
            en: string;
            /** @description Other spellings: synonyms, plurals, English variants. */
            aliases: string[];
            /** @description How well it matches the search, 0–100 (100: the same spelling); 0 without a search. */
            score: number;
        };
        CatalogueName: {
            /** @description The usual German name, as an exercise made from the catalogue is named. */
            name: string;
            /** @description English name. */
            en: string;
        };
        /**
         * @description Warm-up sets count in no figure
         * @enum {string}
         */
        SetType: "normal" | "warmup" | "failure" | "dropset";
        /**
         * @description The records this entry holds (it was the first to reach the best value).
         * @enum {string}
         */
        PersonalRecord: "weight" | "e1rm" | "volume";
        WorkoutEntry: {
            /** @description Warm-up sets count in no figure */
            set_type: components["schemas"]["SetType"];
            /** @description The records this entry holds (it was the first to reach the best value). */
            personal_records: components["schemas"]["PersonalRecord"][];
            id: string;
            machine_id: string;
            max_weight: number;
            reps: number;
            /** @description yyyy-MM-dd */
            date: string;
            notes: string | null;
            /** @description 6–10 in half steps */
            rpe: number | null;
            /** @description The training (GET /api/sessions/{id}) the set belongs to */
            session_id: string | null;
            created_by: string;
            created_at: string;
            e1rm: number;
        };
        LogWorkoutDto: {
            /** @description Default normal */
            set_type?: components["schemas"]["SetType"];
            /** Format: uuid */
            machine_id: string;
            /** @description kg */
            max_weight: number;
            reps: number;
            /** @description yyyy-MM-dd, at most one day ahead */
            date: string;
            notes?: string | null;
            /** @description 6–10 in half steps */
            rpe?: number | null;
        };
        CreatedWorkoutEntry: {
            /** @description Warm-up sets count in no figure */
            set_type: components["schemas"]["SetType"];
            /** @description The records this entry holds (it was the first to reach the best value). */
            personal_records: components["schemas"]["PersonalRecord"][];
            id: string;
            machine_id: string;
            max_weight: number;
            reps: number;
            /** @description yyyy-MM-dd */
            date: string;
            notes: string | null;
            /** @description 6–10 in half steps */
            rpe: number | null;
            /** @description The training (GET /api/sessions/{id}) the set belongs to */
            session_id: string | null;
            created_by: string;
            created_at: string;
            e1rm: number;
            hanteln_earned: number;
        };
        EditWorkoutDto: {
            /** @description Default normal */
            set_type?: components["schemas"]["SetType"];
            max_weight?: number;
            reps?: number;
            /** @description yyyy-MM-dd */
            date?: string;
            notes?: string | null;
            /** @description 6–10 in half steps */
            rpe?: number | null;
        };
        RecordTrainingDto: {
            /** @description The training day's name */
            title: string;
            /** @description ISO instant the training began */
            started_at: string;
            duration_min?: number | null;
            notes?: string | null;
            /** @description Its sets: each by its id, or by the Idempotency-Key it was logged with */
            sets: string[];
        };
        TrainingSessionWithSets: {
            sets: components["schemas"]["WorkoutEntry"][];
            id: string;
            title: string;
            /** @description ISO instant the training began */
            started_at: string;
            duration_min: number | null;
            notes: string | null;
            set_count: number;
        };
        TrainingSession: {
            id: string;
            title: string;
            /** @description ISO instant the training began */
            started_at: string;
            duration_min: number | null;
            notes: string | null;
            set_count: number;
        };
        /** @enum {string} */
        Period: "7d" | "30d" | "6m" | "1y" | "all";
        /** @enum {string} */
        CategoryFilter: "Alle" | "Brust" | "Schultern" | "Rücken" | "Arme" | "Beine" | "Bauch" | "Ganzkörper" | "Ausdauer" | "Ohne Kategorie";
        DashboardTotals: {
            /** @description Entries, all time (spec). */
            workouts: number;
            /** @description kg, all time. */
            volume: number;
            /** @description Days with at least one set in the period. */
            training_days: number;
            /** @description kg, the sets in the period. */
            period_volume: number;
        };
        Streak: {
            current_streak: number;
            /** @description yyyy-MM-dd, the Monday of the current week. */
            week_start_date: string;
        };
        SparklineSpan: {
            /** @enum {string} */
            unit: "day" | "month";
            /** @description How many days or months one point stands for: 1 day is a training day. */
            length: number;
        };
        LatestSet: {
            /** @description The records this set holds. */
            personal_records: components["schemas"]["PersonalRecord"][];
            id: string;
            max_weight: number;
            reps: number;
            date: string;
        };
        Sparkline: {
            /** @description yyyy-MM-dd, the day of each point’s set. */
            dates: string[];
            /** @description kg of each point’s set. */
            weights: number[];
            reps: number[];
            /** @description Index of the point that is the exercise's e1RM record (best_e1rm_set); null when the record lies outside the period. */
            record: number | null;
        };
        RecordSet: {
            /** @description yyyy-MM-dd */
            date: string;
            max_weight: number;
            reps: number;
        };
        MachineRecords: {
            max_weight_set: components["schemas"]["RecordSet"];
            best_e1rm_set: components["schemas"]["RecordSet"];
            best_volume_set: components["schemas"]["RecordSet"];
        };
        DashboardMachine: {
            categories: components["schemas"]["Category"][];
            id: string;
            name: string;
            /** @description The exercise catalogue's entry this exercise is (GET /exercises), null when none matches its name. */
            catalogue_id: string | null;
            created_date: string;
            /** @description The last change of the machine or the last set logged on it. */
            updated_date: string;
            /** @description The newest entry overall, also outside the period. */
            latest: components["schemas"]["LatestSet"] | null;
            sparkline: components["schemas"]["Sparkline"];
            /** @description The best set's e1RM on the first vs. the last training day in the period, rounded; null with fewer than two training days. */
            change_percent: number | null;
            records: components["schemas"]["MachineRecords"] | null;
            entry_count: number;
        };
        Dashboard: {
            period: components["schemas"]["Period"];
            category: components["schemas"]["CategoryFilter"];
            totals: components["schemas"]["DashboardTotals"];
            streak: components["schemas"]["Streak"];
            /** @description What each point of the cards' sparklines stands for. */
            sparkline_span: components["schemas"]["SparklineSpan"];
            machines: components["schemas"]["DashboardMachine"][];
        };
        /** @enum {string} */
        AgentName: "exercise_categorizer" | "performance_coach" | "training_coach" | "training_planner";
        ConversationMetadataDto: {
            name: string;
            type: string;
        };
        CreateConversationDto: {
            agent_name: components["schemas"]["AgentName"];
            /** @description Defaults per agent. */
            metadata?: components["schemas"]["ConversationMetadataDto"];
        };
        /** @enum {string} */
        ConversationStatus: "idle" | "thinking" | "failed";
        ConversationMetadata: {
            name: string;
            type: string;
        };
        ConversationToolCall: {
            /** @description What the tool read. */
            result: unknown;
            name: string;
            arguments: {
                [key: string]: unknown;
            };
        };
        ConversationMessage: {
            id: string;
            /** @enum {string} */
            role: "user" | "assistant";
            content: string;
            created_at: string;
            /** @description The tools the coach read the user’s data with for this reply, when it used any. */
            tool_calls?: components["schemas"]["ConversationToolCall"][];
        };
        Conversation: {
            agent_name: components["schemas"]["AgentName"];
            status: components["schemas"]["ConversationStatus"];
            id: string;
            metadata: components["schemas"]["ConversationMetadata"];
            messages: components["schemas"]["ConversationMessage"][];
            pending_job_id: string | null;
            /** @description Why the last reply failed (German, meant for the user), while status is 'failed'. */
            error: string | null;
            created_date: string;
            updated_date: string;
        };
        SendMessageDto: {
            content: string;
            /** @enum {string} */
            role: "user";
        };
        ReplyInProgress: {
            /** @description The user message being answered. */
            in_reply_to: string;
            /** @description The reply's text so far. */
            content: string;
        };
        CoachSettings: {
            /**
             * @description 'model': an OpenAI-compatible language model; 'rules': the built-in coach.
             * @enum {string}
             */
            answered_by: "model" | "rules";
            /** @description The model's name when one answers. */
            model: string | null;
            /** @description Whether replies stream while they are written. */
            streaming: boolean;
        };
        /** @enum {string} */
        JobState: "waiting" | "active" | "completed" | "failed" | "delayed" | "prioritized" | "waiting-children" | "unknown";
        JobStatus: {
            state: components["schemas"]["JobState"];
            /** @description Percent, or the job’s own progress object. */
            progress: number | {
                [key: string]: unknown;
            };
            /** @description The job’s result, once completed. */
            result?: unknown;
            id: string;
            queue: string;
            /** @description Why it failed (German, for the user), once failed. */
            error?: string;
            attempts_made: number;
            created_at: string;
            finished_at: string | null;
        };
        StreakFreezeEffect: {
            /** @enum {string} */
            kind: "streak_freeze";
            weeks: number;
        };
        ProfileFrameEffect: {
            /** @enum {string} */
            kind: "profile_frame";
            /** @enum {string} */
            style: "gold";
        };
        ProfileTitleEffect: {
            /** @enum {string} */
            kind: "profile_title";
            title: string;
        };
        ShopItem: {
            effect: components["schemas"]["StreakFreezeEffect"] | components["schemas"]["ProfileFrameEffect"] | components["schemas"]["ProfileTitleEffect"];
            id: string;
            name: string;
            description: string;
            price: number;
            is_active: boolean;
            /** @description Bought at most once per account; the inventory says whether it is owned. */
            once: boolean;
        };
        InventoryItem: {
            effect: components["schemas"]["StreakFreezeEffect"] | components["schemas"]["ProfileFrameEffect"] | components["schemas"]["ProfileTitleEffect"];
            item_id: string;
            name: string;
            quantity: number;
            /** @description ISO timestamps, oldest first. */
            purchased_at: string[];
        };
        Inventory: {
            items: components["schemas"]["InventoryItem"][];
            /** @description Streak freezes bought and not used up by a missed week yet. */
            streak_freezes_left: number;
        };
        SubmitFeedbackDto: {
            message: string;
            /** @description '' or one of the user's own `/api/files/…` uploads */
            image_url?: string;
            /**
             * Format: email
             * @description Only the signer's own
             */
            user_email?: string;
            /** @enum {string} */
            status?: "new";
            /** @description x.y.z (default 1.0.8) */
            build_version?: string;
        };
        /** @enum {string} */
        FeedbackStatus: "new" | "in_progress" | "resolved";
        Feedback: {
            status: components["schemas"]["FeedbackStatus"];
            id: string;
            user_email: string;
            message: string;
            /** @description '' without a screenshot; else `/api/files/…` */
            image_url: string;
            build_version: string;
            created_date: string;
            updated_date: string;
        };
        Upload: {
            /**
             * Format: binary
             * @description PNG, JPEG, WebP, GIF or AVIF, by its bytes.
             */
            file: string;
        };
        UploadedFile: {
            /** @description `/api/files/{userId}/{id}.{png|jpg|webp}` */
            file_url: string;
        };
        ImportUpload: {
            /**
             * Format: binary
             * @description A CSV export of Strong, Hevy or Hantelwerk
             */
            file: string;
            /**
             * @description The unit of weights the file states no unit for (Strong classic); guessed when left out
             * @enum {string}
             */
            unit?: "kg" | "lb";
        };
        ImportPreviewExercise: {
            /** @enum {string} */
            status: "existing" | "new";
            /** @description The names the file writes for it */
            imported_names: string[];
            /** @description The lifter's exercise the sets join, or the one the import creates */
            name: string;
            catalogue_id: string | null;
            sets: number;
        };
        ImportSkippedRow: {
            /** @description The file line; the header is line 1 */
            line: number;
            code: string;
            message: string;
        };
        ImportPreview: {
            /** @enum {string} */
            format: "strong" | "hevy" | "hantelwerk";
            /**
             * @description The unit weights without one are read in
             * @enum {string}
             */
            unit: "kg" | "lb";
            /** @description Whether the file states no unit for some weights, so the lifter should confirm `unit` */
            unit_assumed: boolean;
            rows: number;
            trainings: number;
            sets: number;
            warmups: number;
            /** @description yyyy-MM-dd of the first training */
            first_date: string | null;
            last_date: string | null;
            exercises: components["schemas"]["ImportPreviewExercise"][];
            sets_skipped: number;
            /** @description The first 100 */
            skipped: components["schemas"]["ImportSkippedRow"][];
        };
        ImportStarted: {
            /** @enum {string} */
            state: "queued" | "running" | "done" | "failed";
            id: string;
        };
        ImportError: {
            code: string;
            message: string;
        };
        ImportReport: {
            /** @enum {string} */
            state: "queued" | "running" | "done" | "failed";
            id: string;
            /** @description Sets handled of all, 0–100 */
            progress: number;
            /** @enum {string|null} */
            format: "strong" | "hevy" | "hantelwerk" | null;
            file_name: string;
            /** @enum {string|null} */
            unit: "kg" | "lb" | null;
            /** @description Data rows of the file */
            rows: number;
            /** @description Sets handled so far */
            sets_done: number;
            /** @description Sets of the file */
            sets_total: number;
            sets_imported: number;
            sets_skipped: number;
            duplicates: number;
            sessions: number;
            exercises_matched: number;
            exercises_created: number;
            /** @description The first 100, by line */
            skipped: components["schemas"]["ImportSkippedRow"][];
            error?: components["schemas"]["ImportError"];
            created_at: string;
            finished_at: string | null;
        };
        PlanExercise: {
            exercise_name: string;
            sets: number | null;
            /** @description A number or a range, e.g. "8" or "8-10" */
            reps: string | null;
            /** @description kg */
            target_weight: number | null;
        };
        TrainingDay: {
            /** @description Stable within its plan ("d1", "d2", …): send it back with `PUT` so the day keeps its identity. */
            id: string;
            /** @description 1-based, renumbered when a day is removed. */
            day_number: number;
            day_name: string;
            exercises: components["schemas"]["PlanExercise"][];
        };
        TrainingPlan: {
            id: string;
            user_email: string;
            plan_name: string;
            plan_description: string;
            training_days: components["schemas"]["TrainingDay"][];
            is_active: boolean;
            /**
             * @description 'generated' by the planner or 'manual'.
             * @enum {string}
             */
            source: "generated" | "manual";
            created_date: string;
            updated_date: string;
        };
        PlanExerciseInput: {
            exercise_name: string;
            sets?: number | null;
            /** @description kg, in steps of 0.25 */
            target_weight?: number | null;
            /** @description A count or a range from 1 to 100, e.g. 8, "8" or "8-10" */
            reps?: string | null;
        };
        TrainingDayInput: {
            day_name: string;
            /** @description The day's id from a GET; a day without one is matched by day_number, else it is new. */
            id?: string | null;
            day_number?: number | null;
            exercises?: components["schemas"]["PlanExerciseInput"][];
        };
        CreatePlanDto: {
            plan_name?: string;
            plan_description?: string | null;
            /**
             * Format: email
             * @description Only the user's own
             */
            user_email?: string;
            training_days: components["schemas"]["TrainingDayInput"][];
            is_active?: boolean;
        };
        UpdatePlanDto: {
            plan_name?: string;
            plan_description?: string | null;
            /** @description The whole new list of days. */
            training_days?: components["schemas"]["TrainingDayInput"][];
            is_active?: boolean;
        };
        CompleteTrainingDayDto: {
            day_number: number;
        };
        TrainingPlanRelation: {
            id: string;
            training_plan_id: string;
            machine_id: string;
            day_number: number;
            created_date: string;
        };
        CreateRelationDto: {
            /** Format: uuid */
            training_plan_id: string;
            /** Format: uuid */
            machine_id: string;
            day_number: number;
        };
        OnboardingAnswers: {
            display_name: string;
            /** @description One of 1, 2, 3, 4, 5, 6, 7+ */
            training_frequency: string;
            /** @description One of muscle_building, weight_loss, strength, definition, endurance */
            fitness_goal: string;
            /** @description One of beginner, intermediate, advanced */
            training_experience: string;
            body_weight: number;
            /** @description Categories */
            focus_areas?: string[];
        };
        RestartOnboardingDto: {
            /** @description True from the plan screen, which also clears the selected plan. */
            clear_selected_plan?: boolean;
        };
        AdminEventMetadata: {
            user_id: string | null;
            request_id: string | null;
            /** @description The event (id) or request that led to this one. */
            causation_id: string | null;
        };
        AdminEvent: {
            /** @description The event's data as stored. */
            data: unknown;
            /**
             * Format: uuid
             * @description The user the event is about (`data.userId`), else who caused it.
             */
            user_id: string | null;
            position: number;
            event_id: string;
            stream_id: string;
            stream_version: number;
            type: string;
            schema_version: number;
            metadata: components["schemas"]["AdminEventMetadata"];
            recorded_at: string;
            /** @description That user's address; null once the account is deleted. */
            user_email: string | null;
        };
        AdminEventPage: {
            events: components["schemas"]["AdminEvent"][];
            next_before: number | null;
            /** @description The newest position in the log when the page was read. */
            head: number;
        };
        EventTypes: {
            /** @description Every event type in the log. */
            types: string[];
        };
        AdminStream: {
            stream_id: string;
            version: number;
            events: components["schemas"]["AdminEvent"][];
            next_after_version: number | null;
        };
        AdminUser: {
            /** Format: uuid */
            id: string;
            email: string;
            /** @description The name the user gave, else the one from sign-in. */
            name: string | null;
            created_date: string;
        };
        AdminUserSearch: {
            /** @description Addresses starting with the search first, then by address. */
            users: components["schemas"]["AdminUser"][];
            /** @description More users match than were answered. */
            more: boolean;
        };
        LastRebuild: {
            at: string;
            position: number;
        };
        ProjectionStatus: {
            name: string;
            table: string;
            /** @description The read model this one is derived from, if any. */
            source: string | null;
            /** @description The version of the read model's rules in this code. */
            version: number;
            /** @description The version its table was built by; another one (stale) is rebuilt at the next start. */
            built_version: number | null;
            /** @enum {string} */
            status: "current" | "stale";
            /** @description The log position the table reflects: read models are written in the appending transaction. */
            checkpoint: number;
            lag: number;
            rows: number;
            /** @description Large tables are counted from Postgres' statistics. */
            rows_estimated: boolean;
            last_rebuild: components["schemas"]["LastRebuild"] | null;
        };
        /** @enum {string} */
        RebuildPhase: "waiting" | "fold" | "fill" | "swap" | "done";
        RebuildProgress: {
            phase: components["schemas"]["RebuildPhase"];
            percent: number;
            events: number;
            events_per_second: number;
            position: number;
            head: number;
            /** @description Seconds still to go at the pace so far; null before any progress. */
            seconds_left: number | null;
        };
        RebuildResult: {
            events: number;
            position: number;
            milliseconds: number;
            events_per_second: number;
        };
        RebuildJob: {
            id: string;
            /** @enum {string} */
            state: "waiting" | "active" | "completed" | "failed" | "delayed" | "unknown";
            read_models: string[];
            requested_by: string;
            progress: components["schemas"]["RebuildProgress"];
            result: components["schemas"]["RebuildResult"] | null;
            error: string | null;
            created_at: string;
            finished_at: string | null;
        };
        ProjectionsOverview: {
            head: number;
            projections: components["schemas"]["ProjectionStatus"][];
            /** @description The running rebuild, else the last one. */
            rebuild: components["schemas"]["RebuildJob"] | null;
        };
        RebuildPreview: {
            /** @description The read models that would be rebuilt. */
            read_models: string[];
            /** @description How many events of the log the rebuild reads: those of the types these read models and their sources handle. */
            events: number;
            /** @description The newest position in the log now. */
            head: number;
        };
        RebuildRequestDto: {
            /** @description A read model's name, or `all`. */
            read_model: string;
        };
        QueueCounts: {
            name: string;
            waiting: number;
            active: number;
            delayed: number;
            failed: number;
            completed: number;
            workers: number;
        };
        QueueList: {
            queues: components["schemas"]["QueueCounts"][];
        };
        FailedJob: {
            /** @description The job's data. */
            data: unknown;
            id: string;
            queue: string;
            name: string;
            /** @description The failure as the worker recorded it (for operators, not translated). */
            error: string;
            stacktrace: string | null;
            attempts_made: number;
            created_at: string;
            failed_at: string | null;
        };
        FailedJobPage: {
            total: number;
            jobs: components["schemas"]["FailedJob"][];
        };
        RetriedJob: {
            id: string;
            state: string;
        };
        DebugProbe: {
            /** @description The entity's rows as stored. */
            data: unknown[];
            params?: {
                [key: string]: string | number;
            };
            count: number;
            limit: number;
            sort: string;
            error: string | null;
            /** @description The error again, as every error of the API carries it. */
            message?: string;
            /** @description The error's stable code, as every error of the API carries it. */
            code?: string;
        };
        ApiError: {
            /** @description The values the code's text names (a limit, a wait), for the client's own wording. */
            params?: {
                [key: string]: string | number;
            };
            /** @description What was wrong in detail: per field, a conflicting id, a retry time, … */
            details?: unknown;
            /** @description German, shown to the user as it is. */
            message: string;
            /** @description The status's name, e.g. 'Bad Request'. */
            error: string;
            /** @description A stable code the client translates (e.g. 'set.reps'); docs/api.md, Errors. */
            code: string;
        };
        CategorizeExerciseParams: {
            exerciseName: string;
        };
        /** @description `categorizeExercise` → `data`. */
        CategorizedExercise: {
            categories: components["schemas"]["Category"][];
            /** @description Only when the worker did not finish within the wait limit: the job to poll for the answer. */
            job_id?: string;
        };
        /** @description `deleteUserAccount` → `data`. */
        DeleteAccountResult: {
            success: boolean;
            /** @description Why the account could not be erased yet (German), when `success` is false. */
            error?: string;
        };
        /** @description `generatePerformanceAnalysis` → `data`. */
        PerformanceAnalysisStart: {
            /** @description The analysis job to poll (GET /api/jobs/{id}). */
            job_id?: string;
            /**
             * @description Why nothing was queued.
             * @enum {string}
             */
            skipped?: "no_entries" | "no_recent_entries";
        };
        /** @description The `params` of `purchaseShopItem`. */
        PurchaseShopItemParams: {
            /**
             * Format: uuid
             * @description Chosen by the client per tap, so that a retry of the same tap buys once.
             */
            purchaseId?: string;
            itemId: string;
        };
        PurchaseResult: {
            purchase_id: string;
            item_id: string;
            /** @description False when this purchase id had been bought before (a retry): nothing was spent again. */
            newly_bought: boolean;
            /** @description The balance after the purchase. */
            hantel_currency: number;
        };
        /** @description Each server function's `params` (none when absent) and answer `data`, by its name. */
        ServerFunctions: {
            calculateStreak: {
                data: components["schemas"]["Streak"];
            };
            categorizeExercise: {
                params: components["schemas"]["CategorizeExerciseParams"];
                data: components["schemas"]["CategorizedExercise"];
            };
            deleteUserAccount: {
                data: components["schemas"]["DeleteAccountResult"];
            };
            generatePerformanceAnalysis: {
                data: components["schemas"]["PerformanceAnalysisStart"];
            };
            purchaseShopItem: {
                params: components["schemas"]["PurchaseShopItemParams"];
                data: components["schemas"]["PurchaseResult"];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Liveness = components['schemas']['Liveness'];
export type DependencyCheck = components['schemas']['DependencyCheck'];
export type Readiness = components['schemas']['Readiness'];
export type WorkerPing = components['schemas']['WorkerPing'];
export type WorkerHealth = components['schemas']['WorkerHealth'];
export type AuthProviders = components['schemas']['AuthProviders'];
export type EndedSessions = components['schemas']['EndedSessions'];
export type DevLoginDto = components['schemas']['DevLoginDto'];
export type UserRole = components['schemas']['UserRole'];
export type Language = components['schemas']['Language'];
export type PlanGenerationStatus = components['schemas']['PlanGenerationStatus'];
export type User = components['schemas']['User'];
export type Category = components['schemas']['Category'];
export type UpdateProfileDto = components['schemas']['UpdateProfileDto'];
export type InvokeFunctionDto = components['schemas']['InvokeFunctionDto'];
export type FunctionResult = components['schemas']['FunctionResult'];
export type Machine = components['schemas']['Machine'];
export type CreateMachineDto = components['schemas']['CreateMachineDto'];
export type CreatedMachine = components['schemas']['CreatedMachine'];
export type UpdateMachineDto = components['schemas']['UpdateMachineDto'];
export type MergeMachineDto = components['schemas']['MergeMachineDto'];
export type Equipment = components['schemas']['Equipment'];
export type CatalogueExercise = components['schemas']['CatalogueExercise'];
export type CatalogueName = components['schemas']['CatalogueName'];
export type SetType = components['schemas']['SetType'];
export type PersonalRecord = components['schemas']['PersonalRecord'];
export type WorkoutEntry = components['schemas']['WorkoutEntry'];
export type LogWorkoutDto = components['schemas']['LogWorkoutDto'];
export type CreatedWorkoutEntry = components['schemas']['CreatedWorkoutEntry'];
export type EditWorkoutDto = components['schemas']['EditWorkoutDto'];
export type RecordTrainingDto = components['schemas']['RecordTrainingDto'];
export type TrainingSessionWithSets = components['schemas']['TrainingSessionWithSets'];
export type TrainingSession = components['schemas']['TrainingSession'];
export type Period = components['schemas']['Period'];
export type CategoryFilter = components['schemas']['CategoryFilter'];
export type DashboardTotals = components['schemas']['DashboardTotals'];
export type Streak = components['schemas']['Streak'];
export type SparklineSpan = components['schemas']['SparklineSpan'];
export type LatestSet = components['schemas']['LatestSet'];
export type Sparkline = components['schemas']['Sparkline'];
export type RecordSet = components['schemas']['RecordSet'];
export type MachineRecords = components['schemas']['MachineRecords'];
export type DashboardMachine = components['schemas']['DashboardMachine'];
export type Dashboard = components['schemas']['Dashboard'];
export type AgentName = components['schemas']['AgentName'];
export type ConversationMetadataDto = components['schemas']['ConversationMetadataDto'];
export type CreateConversationDto = components['schemas']['CreateConversationDto'];
export type ConversationStatus = components['schemas']['ConversationStatus'];
export type ConversationMetadata = components['schemas']['ConversationMetadata'];
export type ConversationToolCall = components['schemas']['ConversationToolCall'];
export type ConversationMessage = components['schemas']['ConversationMessage'];
export type Conversation = components['schemas']['Conversation'];
export type SendMessageDto = components['schemas']['SendMessageDto'];
export type ReplyInProgress = components['schemas']['ReplyInProgress'];
export type CoachSettings = components['schemas']['CoachSettings'];
export type JobState = components['schemas']['JobState'];
export type JobStatus = components['schemas']['JobStatus'];
export type StreakFreezeEffect = components['schemas']['StreakFreezeEffect'];
export type ProfileFrameEffect = components['schemas']['ProfileFrameEffect'];
export type ProfileTitleEffect = components['schemas']['ProfileTitleEffect'];
export type ShopItem = components['schemas']['ShopItem'];
export type InventoryItem = components['schemas']['InventoryItem'];
export type Inventory = components['schemas']['Inventory'];
export type SubmitFeedbackDto = components['schemas']['SubmitFeedbackDto'];
export type FeedbackStatus = components['schemas']['FeedbackStatus'];
export type Feedback = components['schemas']['Feedback'];
export type Upload = components['schemas']['Upload'];
export type UploadedFile = components['schemas']['UploadedFile'];
export type ImportUpload = components['schemas']['ImportUpload'];
export type ImportPreviewExercise = components['schemas']['ImportPreviewExercise'];
export type ImportSkippedRow = components['schemas']['ImportSkippedRow'];
export type ImportPreview = components['schemas']['ImportPreview'];
export type ImportStarted = components['schemas']['ImportStarted'];
export type ImportError = components['schemas']['ImportError'];
export type ImportReport = components['schemas']['ImportReport'];
export type PlanExercise = components['schemas']['PlanExercise'];
export type TrainingDay = components['schemas']['TrainingDay'];
export type TrainingPlan = components['schemas']['TrainingPlan'];
export type PlanExerciseInput = components['schemas']['PlanExerciseInput'];
export type TrainingDayInput = components['schemas']['TrainingDayInput'];
export type CreatePlanDto = components['schemas']['CreatePlanDto'];
export type UpdatePlanDto = components['schemas']['UpdatePlanDto'];
export type CompleteTrainingDayDto = components['schemas']['CompleteTrainingDayDto'];
export type TrainingPlanRelation = components['schemas']['TrainingPlanRelation'];
export type CreateRelationDto = components['schemas']['CreateRelationDto'];
export type OnboardingAnswers = components['schemas']['OnboardingAnswers'];
export type RestartOnboardingDto = components['schemas']['RestartOnboardingDto'];
export type AdminEventMetadata = components['schemas']['AdminEventMetadata'];
export type AdminEvent = components['schemas']['AdminEvent'];
export type AdminEventPage = components['schemas']['AdminEventPage'];
export type EventTypes = components['schemas']['EventTypes'];
export type AdminStream = components['schemas']['AdminStream'];
export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserSearch = components['schemas']['AdminUserSearch'];
export type LastRebuild = components['schemas']['LastRebuild'];
export type ProjectionStatus = components['schemas']['ProjectionStatus'];
export type RebuildPhase = components['schemas']['RebuildPhase'];
export type RebuildProgress = components['schemas']['RebuildProgress'];
export type RebuildResult = components['schemas']['RebuildResult'];
export type RebuildJob = components['schemas']['RebuildJob'];
export type ProjectionsOverview = components['schemas']['ProjectionsOverview'];
export type RebuildPreview = components['schemas']['RebuildPreview'];
export type RebuildRequestDto = components['schemas']['RebuildRequestDto'];
export type QueueCounts = components['schemas']['QueueCounts'];
export type QueueList = components['schemas']['QueueList'];
export type FailedJob = components['schemas']['FailedJob'];
export type FailedJobPage = components['schemas']['FailedJobPage'];
export type RetriedJob = components['schemas']['RetriedJob'];
export type DebugProbe = components['schemas']['DebugProbe'];
export type ApiError = components['schemas']['ApiError'];
export type CategorizeExerciseParams = components['schemas']['CategorizeExerciseParams'];
export type CategorizedExercise = components['schemas']['CategorizedExercise'];
export type DeleteAccountResult = components['schemas']['DeleteAccountResult'];
export type PerformanceAnalysisStart = components['schemas']['PerformanceAnalysisStart'];
export type PurchaseShopItemParams = components['schemas']['PurchaseShopItemParams'];
export type PurchaseResult = components['schemas']['PurchaseResult'];
export type ServerFunctions = components['schemas']['ServerFunctions'];
export type $defs = Record<string, never>;
export interface operations {
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    HealthController_checkWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkerHealth"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthProviders"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To Google's sign-in. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_googleCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To `/` with a fresh session, or `/?login_error=1`. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessions"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DevAuthController_devLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevLoginDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ProfileController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    UsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    FunctionsController_invoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvokeFunctionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FunctionResult"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MachinesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Machine"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MachinesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMachineDto"];
            };
        };
        responses: {
            /** @description The lifter's exercise the name already is (`existing: true`); nothing was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedMachine"];
                };
            };
            /** @description A new exercise. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedMachine"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MachinesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Machine"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MachinesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMachineDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Machine"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MachinesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MachinesController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeMachineDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Machine"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ExercisesController_search: {
        parameters: {
            query?: {
                /** @description What the lifter typed; German or English, typos allowed. Without it the first entries of the catalogue. */
                search?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Catalogue entries, best match first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueExercise"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ExercisesController_names: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every catalogue movement’s German and English name, for the English interface. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueName"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkoutsController_list: {
        parameters: {
            query?: {
                /** @description The page after this entry (the last entry's id of the page before) */
                before?: string;
                /** @description A page of at most this many entries (1–500), newest first; without it every entry */
                limit?: number;
                /** @description JSON: `machine_id`, `created_by`, `date` ("yyyy-MM-dd" or `{gte, lte}`) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkoutEntry"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkoutsController_log: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogWorkoutDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWorkoutEntry"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkoutsController_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All own entries, UTF-8 with BOM, `;`-separated, decimal comma. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkoutsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkoutEntry"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkoutsController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditWorkoutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkoutEntry"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorkoutsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingsController_list: {
        parameters: {
            query?: {
                /** @description The page after this training (the last training's id of the page before) */
                before?: string;
                /** @description A page of at most this many trainings (1–500), newest first */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingSession"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingsController_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordTrainingDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingSessionWithSets"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingSessionWithSets"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DashboardController_get: {
        parameters: {
            query?: {
                period?: components["schemas"]["Period"];
                category?: components["schemas"]["CategoryFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ConversationsController_list: {
        parameters: {
            query?: {
                agent_name?: components["schemas"]["AgentName"];
                status?: components["schemas"]["ConversationStatus"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ConversationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConversationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ConversationsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ConversationsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMessageDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ConversationStreamController_stream: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `conversation` (a Conversation) on connect and after every change, `reply` (a ReplyInProgress) while the coach writes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    CoachSettingsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachSettings"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    JobsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatus"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShopController_items: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopItem"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ShopController_ownInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inventory"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    FeedbackController_list: {
        parameters: {
            query?: {
                sort?: "-created_date" | "created_date";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    FeedbackController_changeStatus: {
        parameters: {
            query: {
                status: components["schemas"]["FeedbackStatus"];
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    FeedbackController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitFeedbackDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    UploadsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Upload"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedFile"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    UploadsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ownerId: string;
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored image, for its owner and for admins. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ImportsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportUpload"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreview"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ImportsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReport"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ImportsController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportUpload"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStarted"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ImportsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReport"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlansController_list: {
        parameters: {
            query?: {
                /** @description JSON: `is_active` (boolean), `id`, `user_email` */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingPlan"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlansController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlanDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingPlan"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlansController_remove: {
        parameters: {
            query: {
                /** @description The plan to delete. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlansController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlanDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingPlan"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlansController_completeDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteTrainingDayDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlanRelationsController_list: {
        parameters: {
            query?: {
                /** @description JSON: `training_plan_id`, `machine_id`, `day_number` */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingPlanRelation"][];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlanRelationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRelationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingPlanRelation"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    TrainingPlanRelationsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OnboardingController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingAnswers"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OnboardingController_restart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestartOnboardingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OnboardingController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    OnboardingController_generationTimeout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EventBrowserController_page: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
                /** @description Recorded at or after. */
                from?: string;
                /** @description Recorded before. */
                to?: string;
                /** @description A stream id. */
                stream?: string;
                /** @description One type or several, comma-separated. */
                type?: string;
                /** @description Events about that user. */
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEventPage"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EventBrowserController_types: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypes"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EventBrowserController_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEvent"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    EventBrowserController_stream: {
        parameters: {
            query?: {
                after_version?: number;
                limit?: number;
            };
            header?: never;
            path: {
                streamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStream"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AdminUsersController_search: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Part of an e-mail address or a name, any case; empty lists the first users by address. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserSearch"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ProjectionsController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectionsOverview"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ProjectionsController_preview: {
        parameters: {
            query: {
                /** @description A read model's name, or `all`. */
                read_model: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RebuildPreview"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ProjectionsController_rebuild: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RebuildRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RebuildJob"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ProjectionsController_rebuildJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RebuildJob"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    QueuesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueList"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    QueuesController_failed: {
        parameters: {
            query?: {
                start?: number;
                limit?: number;
            };
            header?: never;
            path: {
                queue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailedJobPage"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    QueuesController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetriedJob"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    QueuesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                queue: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    DebugProbeController_run: {
        parameters: {
            query: {
                /** @description At most this many rows (1–100, default 50). */
                limit?: number;
                /** @description A column to order by; `-` before it orders descending. */
                sort?: string;
                /** @description The entity to list, e.g. `User`. */
                entity: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Also a refused or failed probe (400, 404, 503) answers in this shape, with `error` and `message` set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DebugProbe"];
                };
            };
            /** @description Refused or failed */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Refused or failed */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}

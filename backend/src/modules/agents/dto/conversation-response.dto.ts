import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AgentName } from '../agents.js';
import { ApiJsonProperty } from '../../../common/http/api-json-property.js';
import { AGENT_NAMES } from '../agents.js';

const STATUSES = ['idle', 'thinking', 'failed'] as const;

/** A tool the coach used for a reply: which, with what arguments, and what it read. */
@ApiSchema({ name: 'ConversationToolCall' })
export class ConversationToolCallDto {
  name!: string;
  arguments!: Record<string, unknown>;
  @ApiJsonProperty({ description: 'What the tool read.' }) result!: unknown;
}

@ApiSchema({ name: 'ConversationMessage' })
export class ConversationMessageDto {
  id!: string;
  role!: 'user' | 'assistant';
  content!: string;
  created_at!: string;
  /** The tools the coach read the user’s data with for this reply, when it used any. */
  tool_calls?: ConversationToolCallDto[];
}

@ApiSchema({ name: 'ConversationMetadata' })
export class ConversationMetadataResponseDto {
  name!: string;
  type!: string;
}

/** `Conversation` of docs/api.md ("AI coach"). */
@ApiSchema({ name: 'Conversation' })
export class ConversationDto {
  id!: string;
  @ApiProperty({ enum: AGENT_NAMES, enumName: 'AgentName' }) agent_name!: AgentName;
  metadata!: ConversationMetadataResponseDto;
  messages!: ConversationMessageDto[];
  @ApiProperty({ enum: STATUSES, enumName: 'ConversationStatus' }) status!: (typeof STATUSES)[number];
  pending_job_id!: string | null;
  /** Why the last reply failed (German, meant for the user), while status is 'failed'. */
  error!: string | null;
  created_date!: string;
  updated_date!: string;
}

/** The `reply` event of the conversation stream: the reply's text so far. */
@ApiSchema({ name: 'ReplyInProgress' })
export class ReplyInProgressDto {
  /** The user message being answered. */
  in_reply_to!: string;
  /** The reply's text so far. */
  content!: string;
}

/** `GET /api/agents/coach`: who answers, a server setting (OPENAI_API_KEY). */
@ApiSchema({ name: 'CoachSettings' })
export class CoachSettingsDto {
  /** 'model': an OpenAI-compatible language model; 'rules': the built-in coach. */
  answered_by!: 'model' | 'rules';
  /** The model's name when one answers. */
  model!: string | null;
  /** Whether replies stream while they are written. */
  streaming!: boolean;
}

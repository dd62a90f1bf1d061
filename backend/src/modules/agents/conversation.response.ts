import type { ConversationDto } from './dto/conversation-response.dto.js';
import type { ConversationRow } from './queries/conversations.reader.js';

/** `Conversation` of docs/api.md ("AI coach"). */
export function toConversationResponse(row: ConversationRow): ConversationDto {
  return {
    id: row.id,
    agent_name: row.agent_name,
    metadata: row.metadata,
    messages: row.messages.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      created_at: message.created_at,
      ...(message.tool_calls
        ? { tool_calls: message.tool_calls.map((call) => ({ name: call.name, arguments: call.arguments, result: call.result ?? null })) }
        : {}),
    })),
    status: row.status,
    pending_job_id: row.pending_job_id,
    /** Why the last reply failed (German), while status is 'failed'. */
    error: row.status === 'failed' ? row.last_error : null,
    created_date: row.created_date.toISOString(),
    updated_date: row.updated_date.toISOString(),
  };
}

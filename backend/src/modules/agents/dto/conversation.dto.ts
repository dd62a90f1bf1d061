import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import type { AgentName } from '../agents.js';
import { AGENT_NAMES, MAX_MESSAGE_LENGTH } from '../agents.js';
import { errorCode } from '../../../common/error-catalogue.js';
import { IntQueryParam } from '../../../common/http/int-query-param.js';

export class ConversationMetadataDto {
  @IsString({ message: errorCode('conversation.name_not_text') })
  @IsNotEmpty({ message: errorCode('conversation.name_blank') })
  @MaxLength(100, { message: errorCode('conversation.name_too_long') })
  name!: string;

  @IsString({ message: errorCode('conversation.type_not_text') })
  @IsNotEmpty({ message: errorCode('conversation.type_blank') })
  @MaxLength(100, { message: errorCode('conversation.type_too_long') })
  type!: string;
}

export class CreateConversationDto {
  @ApiProperty({ enum: AGENT_NAMES, enumName: 'AgentName' })
  @IsIn(AGENT_NAMES, { message: errorCode('conversation.unknown_agent') })
  agent_name!: AgentName;

  /** Defaults per agent. */
  @IsOptional()
  // ValidateNested alone takes a list of them too; metadata is one object.
  @IsObject({ message: errorCode('conversation.metadata') })
  @ValidateNested()
  @Type(() => ConversationMetadataDto)
  metadata?: ConversationMetadataDto;
}

export class ListConversationsQuery {
  @ApiPropertyOptional({ enum: AGENT_NAMES, enumName: 'AgentName' })
  @IsOptional()
  @IsIn(AGENT_NAMES, { message: errorCode('conversation.unknown_agent') })
  agent_name?: AgentName;

  @ApiPropertyOptional({ enum: ['idle', 'thinking', 'failed'], enumName: 'ConversationStatus' })
  @IsOptional()
  @IsIn(['idle', 'thinking', 'failed'], { message: errorCode('conversation.unknown_status') })
  status?: 'idle' | 'thinking' | 'failed';

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IntQueryParam('limit', 1, 100)
  limit?: number;
}

export class SendMessageDto {
  @IsIn(['user'], { message: errorCode('conversation.only_user_role') })
  role!: 'user';

  // class-validator reports the bottom decorator first: "missing" should read as "write something".
  @ApiProperty({ maxLength: MAX_MESSAGE_LENGTH })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: errorCode('conversation.too_long') })
  @Matches(/\S/, { message: errorCode('conversation.blank') })
  @IsString({ message: errorCode('conversation.blank') })
  content!: string;
}

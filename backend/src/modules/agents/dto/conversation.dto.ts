import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { AgentName } from '../agents.js';
import { AGENT_NAMES, MAX_MESSAGE_LENGTH } from '../agents.js';

const AGENT_MESSAGE = `Unbekannter Agent. Erlaubt sind: ${AGENT_NAMES.join(', ')}.`;

export class ConversationMetadataDto {
  @ApiProperty({ maxLength: 100 })
  @IsString({ message: 'Der Name muss ein Text sein.' })
  @IsNotEmpty({ message: 'Der Name darf nicht leer sein.' })
  @MaxLength(100, { message: 'Der Name darf höchstens 100 Zeichen lang sein.' })
  name!: string;

  @ApiProperty({ maxLength: 100 })
  @IsString({ message: 'Der Typ muss ein Text sein.' })
  @IsNotEmpty({ message: 'Der Typ darf nicht leer sein.' })
  @MaxLength(100, { message: 'Der Typ darf höchstens 100 Zeichen lang sein.' })
  type!: string;
}

export class CreateConversationDto {
  @ApiProperty({ enum: AGENT_NAMES, enumName: 'AgentName' })
  @IsIn(AGENT_NAMES, { message: AGENT_MESSAGE })
  agent_name!: AgentName;

  // ValidateNested alone takes a list of them too; metadata is one object.
  @ApiPropertyOptional({ description: 'Defaults per agent.' })
  @IsOptional()
  @IsObject({ message: 'metadata muss ein Objekt mit name und type sein.' })
  @ValidateNested()
  @Type(() => ConversationMetadataDto)
  metadata?: ConversationMetadataDto;
}

export class ListConversationsQuery {
  @ApiPropertyOptional({ enum: AGENT_NAMES, enumName: 'AgentName' })
  @IsOptional()
  @IsIn(AGENT_NAMES, { message: AGENT_MESSAGE })
  agent_name?: AgentName;

  @ApiPropertyOptional({ enum: ['idle', 'thinking', 'failed'], enumName: 'ConversationStatus' })
  @IsOptional()
  @IsIn(['idle', 'thinking', 'failed'], { message: 'Unbekannter Status. Erlaubt sind: idle, thinking, failed.' })
  status?: 'idle' | 'thinking' | 'failed';

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit muss eine ganze Zahl sein.' })
  @Min(1, { message: 'limit muss mindestens 1 sein.' })
  @Max(100, { message: 'limit darf höchstens 100 sein.' })
  limit?: number;
}

export class SendMessageDto {
  @ApiProperty({ enum: ['user'] })
  @IsIn(['user'], { message: "Nur Nachrichten mit role 'user' können gesendet werden." })
  role!: 'user';

  // class-validator reports the bottom decorator first: "missing" should read as "write something".
  @ApiProperty({ maxLength: MAX_MESSAGE_LENGTH })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: `Die Nachricht darf höchstens ${MAX_MESSAGE_LENGTH} Zeichen lang sein.` })
  @Matches(/\S/, { message: 'Bitte gib eine Nachricht ein.' })
  @IsString({ message: 'Bitte gib eine Nachricht ein.' })
  content!: string;
}

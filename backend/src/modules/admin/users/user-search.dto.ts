import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';
import { IntQueryParam } from '../../../common/http/int-query-param.js';

/** `GET /api/admin/users?search=`: part of an e-mail address or a name, any case. */
export class UserSearchQuery {
  @ApiPropertyOptional({ description: 'Part of an e-mail address or a name, any case; empty lists the first users by address.' })
  @IsOptional()
  @IsString({ message: errorCode('admin.search_not_text') })
  @MaxLength(100, { message: errorCode('admin.search_too_long') })
  search?: string;

  @IntQueryParam('limit', 1, 50) limit?: number;
}

@ApiSchema({ name: 'AdminUser' })
export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The name the user gave, else the one from sign-in.' }) name!: string | null;
  @ApiProperty() created_date!: string;
}

@ApiSchema({ name: 'AdminUserSearch' })
export class AdminUserSearchDto {
  @ApiProperty({ type: [AdminUserDto], description: 'Addresses starting with the search first, then by address.' }) users!: AdminUserDto[];
  @ApiProperty({ description: 'More users match than were answered.' }) more!: boolean;
}

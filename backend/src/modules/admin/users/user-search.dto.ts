import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { errorCode } from '../../../common/error-catalogue.js';
import { IntQueryParam } from '../../../common/http/int-query-param.js';

/** `GET /api/admin/users?search=`: part of an e-mail address or a name, any case. */
export class UserSearchQuery {
  /** Part of an e-mail address or a name, any case; empty lists the first users by address. */
  @IsOptional()
  @IsString({ message: errorCode('admin.search_not_text') })
  @MaxLength(100, { message: errorCode('admin.search_too_long') })
  search?: string;

  @IntQueryParam('limit', 1, 50) limit?: number;
}

@ApiSchema({ name: 'AdminUser' })
export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  email!: string;
  /** The name the user gave, else the one from sign-in. */
  name!: string | null;
  created_date!: string;
}

@ApiSchema({ name: 'AdminUserSearch' })
export class AdminUserSearchDto {
  /** Addresses starting with the search first, then by address. */
  users!: AdminUserDto[];
  /** More users match than were answered. */
  more!: boolean;
}

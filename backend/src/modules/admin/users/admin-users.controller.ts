import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../../../common/http/admin.guard.js';
import { SignedInGuard } from '../../../common/http/signed-in.guard.js';
import { AdminUsersQuery } from './admin-users.query.js';
import { AdminUserSearchDto, UserSearchQuery } from './user-search.dto.js';

const DEFAULT_LIMIT = 20;

/** Finding a user for the event browser: admins only, a few rows at a time. */
@Controller('admin/users')
@UseGuards(SignedInGuard, AdminGuard)
export class AdminUsersController {
  constructor(@Inject(AdminUsersQuery) private readonly users: AdminUsersQuery) {}

  @Get()
  search(@Query() query: UserSearchQuery): Promise<AdminUserSearchDto> {
    return this.users.search(query.search ?? '', query.limit ?? DEFAULT_LIMIT);
  }
}

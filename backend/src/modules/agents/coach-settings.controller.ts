import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { SignedInGuard } from '../../common/http/signed-in.guard.js';
import { Coach } from '../coach/index.js';
import { CoachSettingsDto } from './dto/conversation-response.dto.js';

/** `GET /api/agents/coach`: who answers the chat, a setting of the server (OPENAI_API_KEY), for the profile. */
@Controller('agents/coach')
@UseGuards(SignedInGuard)
export class CoachSettingsController {
  constructor(@Inject(Coach) private readonly coach: Coach) {}

  @Get()
  settings(): CoachSettingsDto {
    const rules = this.coach.model === 'offline';
    return { answered_by: rules ? 'rules' : 'model', model: rules ? null : this.coach.model, streaming: true };
  }
}

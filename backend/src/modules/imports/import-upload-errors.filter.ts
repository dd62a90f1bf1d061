import { BadRequestException, Catch, HttpStatus, Inject, PayloadTooLargeException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { wordError } from '../../common/error-catalogue.js';
import { apiError } from '../../common/http/api-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { IMPORT_ERRORS } from './errors.js';

/** multer's refusals of an import's upload (English, from deep inside it) in the API's German words. */
@Catch(PayloadTooLargeException, BadRequestException)
export class ImportUploadErrorsFilter implements ExceptionFilter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  catch(exception: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const status = exception.getStatus();
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
      const params = { limit: `${Math.max(1, Math.floor(this.config.importMaxBytes / (1024 * 1024)))} MB` };
      res.status(status).json(apiError(status, { code: 'import.too_large', message: wordError(IMPORT_ERRORS, 'import.too_large', params), params }));
      return;
    }
    // A refusal of ours (a DomainError's 400 never reaches here: the app's filter words those).
    const body = exception.getResponse();
    if (typeof body === 'object' && body !== null && 'code' in body) {
      res.status(status).json(body);
      return;
    }
    res.status(status).json(apiError(status, { code: 'import.unreadable', message: IMPORT_ERRORS['import.unreadable'] }));
  }
}

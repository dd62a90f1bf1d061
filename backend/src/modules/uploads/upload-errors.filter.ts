import { BadRequestException, Catch, HttpStatus, Inject, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { wordError } from '../../common/error-catalogue.js';
import { apiError } from '../../common/http/api-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UPLOAD_ERRORS } from './errors.js';

/** multer's refusals (English, from deep inside the upload) in the API's German words. */
@Catch(PayloadTooLargeException, BadRequestException, UnsupportedMediaTypeException)
export class UploadErrorsFilter implements ExceptionFilter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  catch(exception: PayloadTooLargeException | BadRequestException | UnsupportedMediaTypeException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof PayloadTooLargeException) {
      const megabytes = Math.floor(this.config.uploads.maxBytes / (1024 * 1024));
      const limit = megabytes >= 1 ? `${megabytes} MB` : `${Math.floor(this.config.uploads.maxBytes / 1024)} KB`;
      const params = { limit };
      const message = wordError(UPLOAD_ERRORS, 'upload.too_large', params);
      res.status(HttpStatus.PAYLOAD_TOO_LARGE).json(apiError(HttpStatus.PAYLOAD_TOO_LARGE, { code: 'upload.too_large', message, params }));
      return;
    }
    const status = exception.getStatus();
    res.status(status).json(apiError(status, { code: 'upload.unreadable', message: UPLOAD_ERRORS['upload.unreadable'] }));
  }
}

import { BadRequestException, Catch, HttpStatus, Inject, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { apiError } from '../../common/http/api-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** multer's refusals (English, from deep inside the upload) in the API's German words. */
@Catch(PayloadTooLargeException, BadRequestException, UnsupportedMediaTypeException)
export class UploadErrorsFilter implements ExceptionFilter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  catch(exception: PayloadTooLargeException | BadRequestException | UnsupportedMediaTypeException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof PayloadTooLargeException) {
      const megabytes = Math.floor(this.config.uploads.maxBytes / (1024 * 1024));
      const limit = megabytes >= 1 ? `${megabytes} MB` : `${Math.floor(this.config.uploads.maxBytes / 1024)} KB`;
      res.status(HttpStatus.PAYLOAD_TOO_LARGE).json(apiError(HttpStatus.PAYLOAD_TOO_LARGE, `Die Datei ist zu groß (höchstens ${limit}).`));
      return;
    }
    const status = exception.getStatus();
    res.status(status).json(apiError(status, 'Der Upload konnte nicht gelesen werden. Bitte sende genau ein Bild im Feld "file" (multipart/form-data).'));
  }
}

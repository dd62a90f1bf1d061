import { randomUUID } from 'node:crypto';
import { Controller, Get, Inject, Param, Post, Res, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { invalidField, notFound } from '../../common/domain-error.js';
import { CurrentUser, SignedInGuard } from '../auth/index.js';
import type { UserRow } from '../users/index.js';
import { FileStorage } from './file-storage.js';
import { toStoredImage } from './image-upload.js';
import { UploadErrorsFilter } from './upload-errors.filter.js';
import { parseUploadPath, uploadPath } from './upload-url.js';

/** `POST /api/integrations/upload` (spec §7: Upload file {file} → file_url) and the files it serves. */
@Controller()
@UseGuards(SignedInGuard)
export class UploadsController {
  constructor(@Inject(FileStorage) private readonly storage: FileStorage) {}

  @Post('integrations/upload')
  @UseInterceptors(FileInterceptor('file'))
  @UseFilters(UploadErrorsFilter)
  async upload(@CurrentUser() user: UserRow, @UploadedFile() file: Express.Multer.File | undefined): Promise<{ file_url: string }> {
    if (!file) throw invalidField('file', 'upload.file_required');
    const image = await toStoredImage(file.buffer);
    const fileName = `${randomUUID()}.${image.extension}`;
    await this.storage.put(`${user.id}/${fileName}`, image);
    return { file_url: uploadPath(user.id, fileName) };
  }

  /**
   * A file for its owner and for admins (who triage screenshots); to anyone else it does not
   * exist. Served with the type its check decided and nothing that could make a browser run it.
   */
  @Get('files/:ownerId/:fileName')
  async file(@CurrentUser() user: UserRow, @Param('ownerId') ownerId: string, @Param('fileName') fileName: string, @Res() res: Response): Promise<void> {
    const parsed = parseUploadPath(uploadPath(ownerId, fileName));
    if (!parsed || (parsed.ownerId !== user.id && user.role !== 'admin')) throw notFound('upload.not_found');
    const file = await this.storage.get(`${parsed.ownerId}/${parsed.fileName}`);
    if (!file) throw notFound('upload.not_found');
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${parsed.fileName}"`,
      // Even opened on its own, the response may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      // A name is never reused for other bytes; the cache stays in the signed-in user's browser.
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
    res.end(file.data);
  }
}

import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpException, HttpStatus, Inject, Param, Post, Res, UploadedFile, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { invalidField, notFound } from '../../common/domain-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CommandRunner } from '../../event-store/command-runner.js';
import { CurrentUser, SignedInGuard } from '../../common/http/signed-in.guard.js';
import type { SignedInUser } from '../../common/http/signed-in.guard.js';
import { RateLimit } from '../limits/index.js';
import { FileStorage } from './file-storage.js';
import { ImageProcessing } from './image-processing.js';
import { quotaProblem } from './upload-quota.js';
import { UploadDto, UploadedFileDto } from './upload.dto.js';
import { UploadErrorsFilter } from './upload-errors.filter.js';
import { parseUploadPath, uploadPath } from './upload-url.js';

/** The space of the two-key advisory locks that stand for a user's uploads (account-admission.ts has 28). */
const UPLOAD_LOCKS = 29;

/** `POST /api/integrations/upload` (spec §7: Upload file {file} → file_url) and the files it serves. */
@Controller()
@UseGuards(SignedInGuard)
export class UploadsController {
  constructor(
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(ImageProcessing) private readonly images: ImageProcessing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CommandRunner) private readonly runner: CommandRunner,
  ) {}

  /** Counted against the uploads limit before multer reads the body (guards run before interceptors). */
  @Post('integrations/upload')
  @RateLimit('uploads')
  @UseInterceptors(FileInterceptor('file'))
  @UseFilters(UploadErrorsFilter)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadDto })
  async upload(@CurrentUser() user: SignedInUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<UploadedFileDto> {
    if (!file) throw invalidField('file', 'upload.file_required');
    // Counted before the costly decode, and again, with the stored size, where it is stored.
    await this.assertRoom(user.id, 0);
    const image = await this.images.toStoredImage(file.buffer);
    const fileName = `${randomUUID()}.${image.extension}`;
    // Stored while the user's admission is held: an account erased meanwhile gets no file after its erasure (account-admission.ts).
    await this.runner.run(
      { userId: user.id },
      async (session) => {
        // One upload of a user at a time counts and stores, so parallel uploads cannot all pass the quota.
        await session.tx.query(`SELECT pg_advisory_xact_lock(${UPLOAD_LOCKS}, hashtext($1::text))`, [user.id]);
        await this.assertRoom(user.id, image.data.length);
        await this.storage.put(`${user.id}/${fileName}`, image);
      },
      { retries: 0 },
    );
    return { file_url: uploadPath(user.id, fileName) };
  }

  /** A 413 when the user's stored images would pass their quota (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_BYTES). */
  private async assertRoom(userId: string, incomingBytes: number): Promise<void> {
    const problem = quotaProblem(await this.storage.usage(`${userId}/`), this.config.uploads.quota, incomingBytes);
    if (problem)
      throw new HttpException({ code: 'upload.quota_full', params: problem, details: { quota: this.config.uploads.quota } }, HttpStatus.PAYLOAD_TOO_LARGE);
  }

  /**
   * A file for its owner and for admins (who triage screenshots); to anyone else it does not
   * exist. Served with the type its check decided and nothing that could make a browser run it.
   */
  @Get('files/:ownerId/:fileName')
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The stored image, for its owner and for admins.' })
  async file(@CurrentUser() user: SignedInUser, @Param('ownerId') ownerId: string, @Param('fileName') fileName: string, @Res() res: Response): Promise<void> {
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

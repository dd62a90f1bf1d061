import { Inject, Injectable } from '@nestjs/common';
import pLimit from 'p-limit';
import type { LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { RetryLaterException } from '../../common/http/retry-later.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { toStoredImage } from './image-upload.js';

/** Uploads waiting for their turn beyond which the api says "later": each holds its file in memory meanwhile. */
const MAX_WAITING = 32;
const BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * Decodes and encodes uploads a few at a time per api process (UPLOAD_DECODE_CONCURRENCY, 1 unless set): a
 * 49-megapixel PNG takes about 200 MB of pixels while it is decoded, so sixteen at once took the
 * api past its 512 Mi. libvips' operation cache is off and each image gets one thread: with a
 * queue in front, neither buys speed, and without the cache the memory returns after each image.
 */
@Injectable()
export class ImageProcessing {
  private readonly limit: LimitFunction;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    sharp.cache(false);
    sharp.concurrency(1);
    this.limit = pLimit(config.uploads.decodeConcurrency);
  }

  toStoredImage(bytes: Buffer): ReturnType<typeof toStoredImage> {
    if (this.limit.pendingCount >= MAX_WAITING) {
      throw new RetryLaterException(503, 'upload.busy', BUSY_RETRY_AFTER_SECONDS);
    }
    return this.limit(() => toStoredImage(bytes));
  }
}

import { Module, Inject } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FileStorage } from './file-storage.js';
import { ImageProcessing } from './image-processing.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { UploadErrorsFilter } from './upload-errors.filter.js';
import { UploadsController } from './uploads.controller.js';

export const fileStorageProvider = {
  provide: FileStorage,
  inject: [APP_CONFIG],
  useFactory: ({ uploads: { storage } }: AppConfig): FileStorage => (storage.kind === 's3' ? new S3FileStorage(storage) : new LocalFileStorage(storage.dir)),
};

@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      // One file in memory, never more than the limit: it is decoded and encoded anew before it is stored.
      useFactory: (config: AppConfig) => ({ storage: memoryStorage(), limits: { fileSize: config.uploads.maxBytes, files: 1, fields: 0 } }),
    }),
  ],
  controllers: [UploadsController],
  providers: [fileStorageProvider, ImageProcessing, UploadErrorsFilter],
  exports: [FileStorage],
})
export class UploadsModule implements OnApplicationShutdown {
  constructor(@Inject(FileStorage) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3FileStorage) this.storage.destroy();
  }
}

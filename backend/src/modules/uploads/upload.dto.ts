import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `POST /api/integrations/upload`: one image in the multipart field `file`. */
@ApiSchema({ name: 'Upload' })
export class UploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, WebP, GIF or AVIF, by its bytes.' }) file!: unknown;
}

@ApiSchema({ name: 'UploadedFile' })
export class UploadedFileDto {
  /** `/api/files/{userId}/{id}.{png|jpg|webp}` */
  file_url!: string;
}

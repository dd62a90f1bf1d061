import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { invalidField } from '../../common/domain-error.js';
import type { StoredFile } from './file-storage.js';
import type { StoredType } from './image-types.js';
import { STORED_AS, isAccepted } from './image-types.js';

/** The longest side an upload is stored with: plenty for a profile picture or a screenshot. */
export const MAX_SIDE_PX = 2048;
/** More pixels than any photo has; a "decompression bomb" with more is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an upload by its bytes (never its name or the type the browser claims) and encodes it
 * anew: EXIF orientation applied, then every piece of metadata (EXIF, GPS, XMP, ICC comments)
 * left behind, the longest side at most 2048 px. No file is ever served as it came in, so a
 * polyglot (an image that is also HTML or a script) loses everything but its pixels.
 */
export async function toStoredImage(bytes: Buffer): Promise<StoredFile & { extension: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  // SVG and HTML are text: file-type finds no magic bytes in them, so they end here too.
  if (!detected || !isAccepted(detected.mime)) throw invalidField('file', 'upload.not_an_image');
  const stored = STORED_AS[detected.mime];
  try {
    const data = await encode(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }), stored);
    return { data, contentType: stored.contentType, extension: stored.extension };
  } catch {
    throw invalidField('file', 'upload.broken_image');
  }
}

function encode(image: Sharp, stored: StoredType): Promise<Buffer> {
  const resized = image.rotate().resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
  switch (stored.format) {
    case 'png':
      return resized.png().toBuffer();
    case 'jpeg':
      return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 85 }).toBuffer();
  }
}

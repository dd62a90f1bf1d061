/** The image types an upload may be, by what its bytes say, with what each is stored as. */
export const STORED_AS = {
  'image/png': { format: 'png', contentType: 'image/png', extension: 'png' },
  'image/gif': { format: 'png', contentType: 'image/png', extension: 'png' },
  'image/jpeg': { format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  'image/avif': { format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  'image/webp': { format: 'webp', contentType: 'image/webp', extension: 'webp' },
} as const;

export type AcceptedType = keyof typeof STORED_AS;
export type StoredType = (typeof STORED_AS)[AcceptedType];

/** A stored file's content type from its extension, which the server chose from the check. */
export const CONTENT_TYPE_OF_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(STORED_AS).map((stored) => [stored.extension, stored.contentType]),
);

export const isAccepted = (mime: string): mime is AcceptedType => Object.hasOwn(STORED_AS, mime);

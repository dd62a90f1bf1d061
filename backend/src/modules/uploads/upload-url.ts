/** Where an upload is served: under its owner's id, so an account's files are found by prefix. */
export const uploadPath = (ownerId: string, fileName: string) => `/api/files/${ownerId}/${fileName}`;

const UPLOAD_PATH = /^\/api\/files\/([0-9a-f-]{36})\/([0-9a-f-]{36}\.(?:png|jpg|webp))$/;

/** The owner and file name of one of our upload URLs; null for anything else. */
export function parseUploadPath(url: string): { ownerId: string; fileName: string } | null {
  const match = UPLOAD_PATH.exec(url);
  return match ? { ownerId: match[1]!, fileName: match[2]! } : null;
}

/** True for a URL of a file `userId` uploaded: what feedback screenshots and profile pictures may point at. */
export const isOwnUpload = (url: string, userId: string) => parseUploadPath(url)?.ownerId === userId;

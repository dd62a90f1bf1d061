import type { UploadsConfig } from '../../config/app-config.js';
import type { StorageUsage } from './file-storage.js';

const megabytes = (bytes: number) => `${Math.max(1, Math.floor(bytes / (1024 * 1024)))} MB`;

/**
 * Why a user may not store `incomingBytes` more (null: they may): what they keep is capped in
 * files and in bytes. Asked before an upload is decoded (with 0 bytes: is there room at all) and
 * again with the stored size. Two uploads at once may both pass: the quota is a cap on what one
 * user can pile up, not an exact count.
 */
export function quotaProblem(usage: StorageUsage, quota: UploadsConfig['quota'], incomingBytes: number): string | null {
  const full = `Dein Speicher für Bilder ist voll (höchstens ${quota.files} Bilder und ${megabytes(quota.bytes)}).`;
  if (usage.files + 1 > quota.files || usage.bytes + incomingBytes > quota.bytes) return full;
  return null;
}

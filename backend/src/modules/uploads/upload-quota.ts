import type { ErrorParams } from '../../common/error-catalogue.js';
import type { UploadsConfig } from '../../config/app-config.js';
import type { StorageUsage } from './file-storage.js';

const megabytes = (bytes: number) => `${Math.max(1, Math.floor(bytes / (1024 * 1024)))} MB`;

/**
 * Whether a user may not store `incomingBytes` more: the quota's figures for the refusal's text
 * (`upload.quota_full`), or null when they may. What they keep is capped in
 * files and in bytes. Asked before an upload is decoded (with 0 bytes: is there room at all) and
 * again with the stored size. Two uploads at once may both pass: the quota is a cap on what one
 * user can pile up, not an exact count.
 */
export function quotaProblem(usage: StorageUsage, quota: UploadsConfig['quota'], incomingBytes: number): ErrorParams | null {
  if (usage.files + 1 > quota.files || usage.bytes + incomingBytes > quota.bytes) return { files: quota.files, size: megabytes(quota.bytes) };
  return null;
}

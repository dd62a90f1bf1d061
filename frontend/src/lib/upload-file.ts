import { t } from '../i18n';
import { api } from './api-client';

/** Spec §7 integration "Upload file {file} → file_url": the server checks and stores images only. */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.postForm('/api/integrations/upload', form)).file_url;
}

/** A picked image as a data: URL, for a preview before anything is uploaded (the CSP allows data: images, not blob:). */
export function previewOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    // The browser's own error is English and technical; the user reads ours.
    reader.onerror = () => reject(new Error(t('common.fileUnreadable'), { cause: reader.error }));
    reader.readAsDataURL(file);
  });
}

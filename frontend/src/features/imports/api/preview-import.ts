import type { ImportUpload } from '@hantelwerk/api-types';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importPreviewKey } from '../../../lib/query-keys';
import { withReasonTexts } from '../lib/reasons';

export type WeightUnit = NonNullable<ImportUpload['unit']>;

/** A picked file; `id` tells two picks of the same file apart. */
export interface PickedFile {
  id: number;
  file: File;
}

/** The multipart body both calls take (lib/upload-file.ts): the file, and the unit when the lifter chose one. */
export function importForm(file: File, unit: WeightUnit | undefined): FormData {
  const form = new FormData();
  form.append('file', file);
  if (unit) form.append('unit', unit);
  return form;
}

/** What the file would import; the server saves nothing (a read, posted because it carries the file). */
export const previewImport = async (file: File, unit: WeightUnit | undefined) =>
  withReasonTexts(await api.postForm('/api/imports/preview', importForm(file, unit)));

/**
 * The preview of the picked file, read in `unit` (none: the server's guess). Asked once per file and
 * unit, never again on its own (each call counts towards the imports' rate limit); while another
 * unit's preview loads, the last one stays.
 */
export function useImportPreview(picked: PickedFile | null, unit: WeightUnit | undefined) {
  return useQuery({
    queryKey: [...importPreviewKey, picked?.id, unit] as const,
    queryFn: () => previewImport(picked!.file, unit),
    enabled: picked !== null,
    staleTime: Infinity,
    gcTime: 0,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === picked?.id ? previous : undefined),
  });
}

/** What an upload refuses, by code, in German. */
export const UPLOAD_ERRORS = {
  'upload.file_required': 'Bitte wähle ein Bild aus.',
  'upload.not_an_image': 'Nur Bilder sind erlaubt (PNG, JPEG, WebP, GIF oder AVIF).',
  'upload.not_found': 'Datei nicht gefunden',
  'upload.broken_image': 'Das Bild konnte nicht gelesen werden.',
  'upload.too_large': 'Die Datei ist zu groß (höchstens {{limit}}).',
  'upload.quota_full': 'Dein Speicher für Bilder ist voll (höchstens {{files}} Bilder und {{size}}).',
  'upload.busy': 'Gerade werden sehr viele Bilder verarbeitet. Bitte versuche es gleich noch einmal.',
  'upload.unreadable': 'Der Upload konnte nicht gelesen werden. Bitte sende genau ein Bild im Feld "file" (multipart/form-data).',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    uploads: typeof UPLOAD_ERRORS;
  }
}

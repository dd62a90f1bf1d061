/** What the admin screens refuse, by code, in German. */
export const ADMIN_ERRORS = {
  'admin.retry_only_failed': 'Nur fehlgeschlagene Aufträge können wiederholt werden.',
  'admin.remove_only_failed': 'Nur fehlgeschlagene Aufträge können entfernt werden.',
  'admin.queue_not_found': 'Warteschlange nicht gefunden',
  'admin.job_not_found': 'Auftrag nicht gefunden',
  'admin.unknown_read_model': 'Unbekanntes Read Model. Erlaubt sind: {{allowed}}.',
  'admin.rebuild_not_found': 'Neuaufbau nicht gefunden',
  'admin.rebuild_running': 'Es läuft bereits ein Neuaufbau. Bitte warte, bis er fertig ist.',
  'admin.read_model_not_text': 'read_model muss ein Text sein.',
  'admin.read_model_too_long': 'read_model darf höchstens 100 Zeichen lang sein.',
  'admin.event_not_found': 'Ereignis nicht gefunden',
  'admin.stream_not_found': 'Stream nicht gefunden',
  'admin.from_after_to': 'from muss vor to liegen.',
  'admin.stream_not_text': 'stream muss ein Text sein.',
  'admin.stream_too_long': 'stream darf höchstens 200 Zeichen lang sein.',
  'admin.event_type': 'type muss ein Ereignistyp sein (mehrere durch Kommas getrennt).',
  'admin.event_type_too_long': 'type darf höchstens 500 Zeichen lang sein.',
  'admin.user_id': 'user muss eine Benutzer-ID sein.',
  'admin.search_not_text': 'search muss ein Text sein.',
  'admin.search_too_long': 'search darf höchstens 100 Zeichen lang sein.',
  'admin.from_time': 'from muss ein Zeitpunkt (ISO 8601) sein.',
  'admin.to_time': 'to muss ein Zeitpunkt (ISO 8601) sein.',
  'admin.probe_unknown_provider': 'Unbekannter Anbieter "{{provider}}". Bekannt: {{known}}.',
  'admin.probe_entity_required': 'Bitte gib eine Entität an, z. B. ?entity=User.',
  'admin.probe_limit': 'limit muss eine ganze Zahl von 1 bis {{max}} sein.',
  'admin.probe_sort_not_text': 'sort muss ein Text sein.',
  'admin.probe_unknown_entity': 'Unbekannte Entität "{{name}}". Bekannt sind: {{known}}.',
  'admin.probe_unknown_sort': 'Unbekannte Sortierung "{{sort}}". Erlaubt sind die Spalten von {{entity}}.',
  'admin.probe_failed': 'Fehler beim Lesen aus {{provider}}: {{reason}}',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    admin: typeof ADMIN_ERRORS;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from outside go into `uuid` columns only when well-formed: a malformed one would fail the whole query. */
export const isUuid = (value: string) => UUID.test(value);

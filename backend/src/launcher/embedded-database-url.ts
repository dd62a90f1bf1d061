export const EMBEDDED_DATABASE = 'hantelwerk';

export const embeddedPort = () => Number(process.env.EMBEDDED_PG_PORT ?? 54329);

/** Where the embedded PostgreSQL of `npm start` answers while it runs. */
export const embeddedDatabaseUrl = () => `postgres://postgres:postgres@127.0.0.1:${embeddedPort()}/${EMBEDDED_DATABASE}`;

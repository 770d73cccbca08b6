import type { Data, UID } from '@strapi/strapi';

/**
 * A row of one of our content types as Strapi's query engine returns it, typed from the generated
 * content-type types (cms/types/generated, kept current by scripts/check-generated-types.ts), never
 * a hand-copied shape. The query engine answers `any`: a row is cast to this once, where it is read.
 * Its id is a number: every table has an integer key, on SQLite and PostgreSQL alike.
 */
export type Row<T extends UID.ContentType> = Omit<Data.ContentType<T>, 'id'> & { id: number };

/** Only the fields a query selected or populated, and the id, which the query engine always returns. */
export type Selected<T extends UID.ContentType, K extends keyof Row<T>> = Pick<Row<T>, K | 'id'>;

import type { Data, Schema, UID } from '@strapi/strapi';

/**
 * A row of one of our content types as Strapi's query engine returns it, typed from the generated
 * content-type types (cms/types/generated, kept current by scripts/check-generated-types.ts), never
 * a hand-copied shape. The query engine answers `any`: a row is cast to this once, where it is read.
 * Its id is a number: every table has an integer key, on SQLite and PostgreSQL alike.
 */
export type Row<T extends UID.ContentType> = Omit<Data.ContentType<T>, 'id'> & { id: number };

/** Columns Strapi fills on every row, though the generated types leave them optional. */
type SystemField = 'id' | 'documentId' | 'createdAt' | 'updatedAt';

/** Whether a column always holds a value: a system field, a required attribute or one with a default. */
type AlwaysSet<T extends UID.ContentType, K> = K extends SystemField
  ? true
  : K extends keyof Schema.Attributes<T>
    ? Schema.Attributes<T>[K] extends { required: true } | { default: unknown }
      ? true
      : false
    : false;

/**
 * Only the fields a query selected or populated, and the id, which the query engine always returns.
 * A selected column is there (never undefined); it is null only where the schema allows no value.
 */
export type Selected<T extends UID.ContentType, K extends keyof Row<T>> = {
  -readonly [P in K | 'id']-?: AlwaysSet<T, P> extends true
    ? NonNullable<Row<T>[P]>
    : Exclude<Row<T>[P], undefined> | null;
};

/** A whole row as the query engine returns it when nothing narrows the select: every column. */
export type StoredRow<T extends UID.ContentType> = Selected<T, keyof Row<T>>;

import type { ApiAccessRule } from '@careers/shared';
import type { Core, UID } from '@strapi/strapi';
import type { WriteContext } from '../auth/actor';

export type { WriteContext };

/** What the adapter itself reads of any resource's row: its keys. The rest is each resource's own type. */
export interface StoredDocument {
  id: number;
  documentId: string;
}
export type Where = Record<string, unknown>;

/**
 * One back-office resource for the generic simple-rest adapter: what may be filtered, searched and
 * sorted (in the database), the permission it needs, the output whitelist and the writes it allows.
 * `Item` and `One` are its answers (shared response schemas); `Stored` its row as the query reads it
 * (typed from the generated content types, with what `populate` and `decorate` add).
 */
export interface ResourceConfig<Item, One, Stored extends StoredDocument> {
  name: string;
  uid: UID.ContentType;
  /** Its entry of the shared permission map: any read flag may read, the write flag writes. */
  access: ApiAccessRule;
  /** API field → attribute path for orderBy (e.g. created_at → createdAt). */
  sortable: Record<string, string>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** API filter → database condition; unknown filters are refused. */
  filters: Record<string, (value: unknown) => Where | null>;
  /**
   * The whole filter as one database condition (a wrong one is refused: it throws); when given it
   * replaces `filters`, `search` and the `id` list (a resource whose filters are one shared schema).
   */
  listWhere?(strapi: Core.Strapi, filter: Record<string, unknown>): Promise<Where>;
  /** Attributes the `q` filter searches, case-insensitively; `searchIn` may narrow them per text. */
  search: string[];
  searchIn?(text: string): string[];
  populate?: Record<string, unknown>;
  /**
   * Wide rows (JSON columns): a page is found as ids first, so the database sorts the matching rows'
   * ids and sort values only, then reads the page's rows whole (20 by id).
   */
  pageByIds?: boolean;
  /** Extra figures per page of rows (counts...), fetched in one query for the whole page. */
  decorate?(strapi: Core.Strapi, rows: Stored[]): Promise<Stored[]>;
  /** A row as the list answers it: the resource's response schema in shared. */
  serialize(row: Stored): Item;
  /** The fuller shape of one record (GET /{resource}/{id}); the list's when absent. */
  serializeOne?(row: Stored): One;
  /** The new record; the adapter reads it back whole to answer. */
  create?(context: WriteContext, input: unknown): Promise<{ documentId: string }>;
  update?(context: WriteContext, row: Stored, input: unknown): Promise<unknown>;
  /** DELETE /{resource}/{id}; resources without it answer 405. */
  remove?(context: WriteContext, row: Stored): Promise<void>;
}

/** Any resource, as the registry and the routes hold them (each keeps its own types where it is used). */
export type AnyResource = ResourceConfig<unknown, unknown, StoredDocument>;

import type { Modules, UID } from '@strapi/strapi';

/**
 * Data for the document service. Strapi's input types leave out null, though a null clears a field
 * there (a blank salary, the closing date of a reopened posting, an emptied Arabic text): these nulls
 * are meant.
 */
export const documentData = <T extends UID.ContentType>(data: object) => data as Modules.Documents.Params.Data.Input<T>;

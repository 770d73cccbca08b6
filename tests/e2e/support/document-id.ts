// Ids for rows a journey writes straight into the database.
import { randomBytes } from 'node:crypto';

/** A 24-character document id that starts with a letter, as Strapi's own (cuid2) do: one starting
 * with digits would be read as a row number. */
export const documentId = (): string => `e${randomBytes(12).toString('hex').slice(0, 23)}`;

export interface SchemaGeneration {
  /** Counts up by one with each change to a content type's schema.json. */
  generation: number;
  /** SHA-256 of every content type's schema.json at this generation (tests/unit/schema-generations.test.ts). */
  schemaHash: string;
}

/**
 * The content types' schema (cms/src/api/<api>/content-types/<type>/schema.json), one entry per
 * change, oldest first. Each start stamps the database with the last entry's generation, and a release
 * refuses a database stamped by a newer one (schema-stamp.ts): Strapi's schema sync would drop the
 * newer release's columns and the data in them. A change to a schema.json adds an entry here, in the
 * same commit: the unit test recomputes the hash and fails until it is the last entry's.
 */
export const SCHEMA_GENERATIONS: readonly SchemaGeneration[] = [
  { generation: 1, schemaHash: 'cfdfe260a62d716e82d0e84255b3a530df174544e3d866bd3f66dd5542c26efd' },
  // A used form token keeps the reference of the application it made, so a resent form gets its answer.
  { generation: 2, schemaHash: '626ae82358d14d4184bb0091c2c083e9425754a67fdd11b3d9eed116e06d07f3' },
  // Descriptions only (private links, kit links, scorecards): no column changed.
  { generation: 3, schemaHash: '42fc065cb5b379f57cf355f8458fbf55405be0d51caf0e0ac87a715b3d23fb98' },
];

/** This release's schema: the last entry. */
export function currentSchemaGeneration(): SchemaGeneration {
  const current = SCHEMA_GENERATIONS.at(-1);
  if (!current) throw new Error('SCHEMA_GENERATIONS lists no generation');
  return current;
}

/** The `Database` type generator: supabase-js's types from a live, migrated schema. */
export { generateDatabaseTypes } from './generate';
export { viewRelationships, type Relationship } from './view-relationships';

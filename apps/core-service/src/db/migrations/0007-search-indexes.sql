-- The activity and company searches match a word's start inside the name ('% restau%' finds
-- "Hôtels et restaurants"), which a btree prefix index (text_pattern_ops, 0001) cannot answer. A trigram
-- index can (pg_trgm: trusted since PostgreSQL 13, so the database owner may create it; PGlite loads it as
-- an extension, db/pglite-database.ts). Name and postal code prefixes keep their btree indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX activity_labels_trgm ON activity_labels USING gin (search_label gin_trgm_ops);
CREATE INDEX companies_trgm ON companies USING gin (search_name gin_trgm_ops);

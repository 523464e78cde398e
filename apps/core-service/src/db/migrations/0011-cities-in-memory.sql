-- The city search is answered from memory (domain/city-index.ts): the prefix indexes it used have no
-- reader left, and cost every write of the cities at seeding.
DROP INDEX IF EXISTS cities_search;
DROP INDEX IF EXISTS city_postal_codes_search;

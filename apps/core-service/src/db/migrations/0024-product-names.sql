-- A product's name in every language the product speaks (fr, en, de, it, es): a page in English names the
-- product in English whatever the tenant's country. `name` stays the name in the tenant country's language
-- (the back office's pages and the subscription's stored name). Rows already there take that name in every
-- language until the seed writes their names from the data files.
ALTER TABLE products ADD COLUMN names jsonb;
UPDATE products SET names = jsonb_build_object('fr', name, 'en', name, 'de', name, 'it', name, 'es', name);
ALTER TABLE products ALTER COLUMN names SET NOT NULL;
-- A missing language makes the test NULL, which a CHECK lets through: coalesce refuses it.
ALTER TABLE products ADD CONSTRAINT products_names_every_language CHECK (coalesce(
  jsonb_typeof(names) = 'object'
  AND jsonb_typeof(names -> 'fr') = 'string' AND char_length(names ->> 'fr') > 0
  AND jsonb_typeof(names -> 'en') = 'string' AND char_length(names ->> 'en') > 0
  AND jsonb_typeof(names -> 'de') = 'string' AND char_length(names ->> 'de') > 0
  AND jsonb_typeof(names -> 'it') = 'string' AND char_length(names ->> 'it') > 0
  AND jsonb_typeof(names -> 'es') = 'string' AND char_length(names ->> 'es') > 0,
  false
));

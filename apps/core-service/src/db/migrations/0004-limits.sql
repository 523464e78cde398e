-- Every limit of the contract (packages/core-api/openapi/core-api.yaml, maxLength) held by the database
-- too, so that no other writer (a script, a future handler, another service on the same PostgreSQL) stores
-- what the API refuses. Lengths count characters (char_length), as JSON Schema's maxLength does.
-- Rows written before the limits (a 20 MB referer was accepted) are cut to the limit first, so that the
-- constraints hold for every row and a later update of such a row does not fail.

UPDATE prospects SET
  activity_code = left(activity_code, 20),
  additional_address = left(additional_address, 200),
  additional_phone = left(additional_phone, 30),
  address = left(address, 200),
  city = left(city, 200),
  company_creation_date = left(company_creation_date, 30),
  company_identifier = left(company_identifier, 30),
  email = left(email, 254),
  insee_code_city = left(insee_code_city, 10),
  naf = left(naf, 20),
  name = left(name, 200),
  owner_firstname = left(owner_firstname, 200),
  owner_function = left(owner_function, 200),
  owner_lastname = left(owner_lastname, 200),
  owner_status = left(owner_status, 100),
  phone = left(phone, 30),
  postal_code = left(postal_code, 20),
  siret = left(siret, 30),
  agent_token = left(agent_token, 100),
  referer = left(referer, 2000),
  source = left(source, 100)
WHERE char_length(activity_code) > 20
   OR char_length(additional_address) > 200
   OR char_length(additional_phone) > 30
   OR char_length(address) > 200
   OR char_length(city) > 200
   OR char_length(company_creation_date) > 30
   OR char_length(company_identifier) > 30
   OR char_length(email) > 254
   OR char_length(insee_code_city) > 10
   OR char_length(naf) > 20
   OR char_length(name) > 200
   OR char_length(owner_firstname) > 200
   OR char_length(owner_function) > 200
   OR char_length(owner_lastname) > 200
   OR char_length(owner_status) > 100
   OR char_length(phone) > 30
   OR char_length(postal_code) > 20
   OR char_length(siret) > 30
   OR char_length(agent_token) > 100
   OR char_length(referer) > 2000
   OR char_length(source) > 100;

ALTER TABLE prospects
  ADD CONSTRAINT prospects_activity_code_length CHECK (char_length(activity_code) <= 20),
  ADD CONSTRAINT prospects_additional_address_length CHECK (char_length(additional_address) <= 200),
  ADD CONSTRAINT prospects_additional_phone_length CHECK (char_length(additional_phone) <= 30),
  ADD CONSTRAINT prospects_address_length CHECK (char_length(address) <= 200),
  ADD CONSTRAINT prospects_city_length CHECK (char_length(city) <= 200),
  ADD CONSTRAINT prospects_company_creation_date_length CHECK (char_length(company_creation_date) <= 30),
  ADD CONSTRAINT prospects_company_identifier_length CHECK (char_length(company_identifier) <= 30),
  ADD CONSTRAINT prospects_email_length CHECK (char_length(email) <= 254),
  ADD CONSTRAINT prospects_insee_code_city_length CHECK (char_length(insee_code_city) <= 10),
  ADD CONSTRAINT prospects_naf_length CHECK (char_length(naf) <= 20),
  ADD CONSTRAINT prospects_name_length CHECK (char_length(name) <= 200),
  ADD CONSTRAINT prospects_owner_firstname_length CHECK (char_length(owner_firstname) <= 200),
  ADD CONSTRAINT prospects_owner_function_length CHECK (char_length(owner_function) <= 200),
  ADD CONSTRAINT prospects_owner_lastname_length CHECK (char_length(owner_lastname) <= 200),
  ADD CONSTRAINT prospects_owner_status_length CHECK (char_length(owner_status) <= 100),
  ADD CONSTRAINT prospects_phone_length CHECK (char_length(phone) <= 30),
  ADD CONSTRAINT prospects_postal_code_length CHECK (char_length(postal_code) <= 20),
  ADD CONSTRAINT prospects_siret_length CHECK (char_length(siret) <= 30),
  ADD CONSTRAINT prospects_agent_token_length CHECK (char_length(agent_token) <= 100),
  ADD CONSTRAINT prospects_referer_length CHECK (char_length(referer) <= 2000),
  ADD CONSTRAINT prospects_source_length CHECK (char_length(source) <= 100);

-- The client's login is the e-mail address of the subscription (254 characters at most, RFC 5321).
UPDATE clients SET login = left(login, 254) WHERE char_length(login) > 254;
ALTER TABLE clients ADD CONSTRAINT clients_login_length CHECK (char_length(login) <= 254);

-- Tags, criteria and eligibility answers are JSON: their size is bounded by the API's 64 KB body limit.
ALTER TABLE prospects ADD CONSTRAINT prospects_tags_items
  CHECK (CASE WHEN jsonb_typeof(tags) = 'array' THEN jsonb_array_length(tags) <= 20 ELSE true END);

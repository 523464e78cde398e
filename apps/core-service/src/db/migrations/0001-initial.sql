-- Tenants, their API tokens, the reference data and the prospects with their workflow.
CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL,
  is_broker boolean NOT NULL DEFAULT false
);

-- Development tokens are public (they ship in the browser) and refused when NODE_ENV=production.
CREATE TABLE api_tokens (
  token text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  kind text NOT NULL CHECK (kind IN ('development', 'production'))
);

CREATE TABLE products (
  tenant_id text NOT NULL REFERENCES tenants(id),
  slug text NOT NULL,
  country text NOT NULL,
  name text NOT NULL,
  category text NOT NULL,
  audiences jsonb NOT NULL DEFAULT '[]',
  is_broker boolean NOT NULL DEFAULT false,
  position integer NOT NULL,
  bounds jsonb NOT NULL DEFAULT '{}',
  pricing_criterias jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (tenant_id, slug)
);

-- NAF rev. 2 sub-classes (fr from @socialgouv/codes-naf) and curated labels in the other languages.
CREATE TABLE activities (
  code text PRIMARY KEY,
  label text NOT NULL
);
CREATE TABLE activity_labels (
  code text NOT NULL REFERENCES activities(code),
  locale text NOT NULL,
  label text NOT NULL,
  search_label text NOT NULL,
  PRIMARY KEY (code, locale)
);
CREATE INDEX activity_labels_search ON activity_labels (locale, search_label text_pattern_ops);

-- Communes (FR, from @etalab/decoupage-administratif) and curated DE, IT, ES cities.
CREATE TABLE cities (
  id integer PRIMARY KEY,
  country text NOT NULL,
  insee_code text,
  name text NOT NULL,
  search_name text NOT NULL,
  kind text NOT NULL,
  department text,
  population integer
);
CREATE INDEX cities_search ON cities (country, search_name text_pattern_ops);
CREATE TABLE city_postal_codes (
  city_id integer NOT NULL REFERENCES cities(id),
  postal_code text NOT NULL,
  PRIMARY KEY (city_id, postal_code)
);
CREATE INDEX city_postal_codes_search ON city_postal_codes (postal_code text_pattern_ops);

-- Fictional companies of the demo (valid SIREN/SIRET), the company registry of the sandbox.
CREATE TABLE companies (
  siren text PRIMARY KEY,
  siret text NOT NULL UNIQUE,
  name text NOT NULL,
  search_name text NOT NULL,
  naf text NOT NULL,
  legal_form text NOT NULL,
  creation_date date NOT NULL,
  address text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  insee_code text NOT NULL,
  headcount integer NOT NULL,
  revenue integer NOT NULL,
  state text NOT NULL CHECK (state IN ('active', 'ceased'))
);
CREATE INDEX companies_search ON companies (search_name text_pattern_ops);

CREATE TABLE question_steps (
  tenant_id text NOT NULL,
  product_slug text NOT NULL,
  slug text NOT NULL,
  position integer NOT NULL,
  questions jsonb NOT NULL,
  PRIMARY KEY (tenant_id, product_slug, slug),
  FOREIGN KEY (tenant_id, product_slug) REFERENCES products(tenant_id, slug)
);

CREATE TABLE killing_forms (
  tenant_id text NOT NULL,
  product_slug text NOT NULL,
  id text NOT NULL,
  form jsonb NOT NULL,
  rules jsonb NOT NULL,
  PRIMARY KEY (tenant_id, product_slug),
  FOREIGN KEY (tenant_id, product_slug) REFERENCES products(tenant_id, slug)
);

CREATE TABLE prospects (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  platform text NOT NULL,
  product text,
  status text NOT NULL DEFAULT 'pending',
  activity_code text,
  additional_address text,
  additional_phone text,
  address text,
  canceled_at timestamptz,
  canceled_code text,
  canceled_reason text,
  city text,
  company_creation_date text,
  company_identifier text,
  email text,
  id_job integer,
  insee_code_city text,
  naf text,
  name text,
  owner_firstname text,
  owner_function text,
  owner_lastname text,
  owner_status text,
  phone text,
  postal_code text,
  siret text,
  subscription_name text,
  tags jsonb NOT NULL DEFAULT '[]',
  xsell boolean NOT NULL DEFAULT false,
  is_client boolean NOT NULL DEFAULT false,
  agent_cosmetic_data jsonb NOT NULL DEFAULT '{}',
  agent_token text,
  referer text,
  source text,
  criterias jsonb NOT NULL DEFAULT '{}',
  eligibility jsonb NOT NULL DEFAULT '{}',
  answers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prospects_tenant ON prospects (tenant_id, id);
CREATE INDEX prospects_email ON prospects (tenant_id, email);

CREATE TABLE prospect_workflows (
  id uuid PRIMARY KEY,
  prospect_id uuid NOT NULL UNIQUE REFERENCES prospects(id),
  strict boolean NOT NULL,
  current_step text NOT NULL,
  current_sub_step text,
  biggest_step text NOT NULL,
  biggest_sub_step text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The process keeps no state of its own (ARCHITECTURE: several instances share one PostgreSQL).
CREATE TABLE client_sessions (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  prospect_id uuid REFERENCES prospects(id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE TABLE idempotency_keys (
  tenant_id text NOT NULL REFERENCES tenants(id),
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which demo data set is loaded (loading is idempotent: a later start with the same version does nothing).
CREATE TABLE seed_state (
  name text PRIMARY KEY,
  version text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- Each country's company register. A company belongs to a country and is found only by that country's
-- tenants. `siren` holds the national registration number (SIREN in France, 'HRB 12345' in Germany, the partita
-- IVA in Italy, the NIF in Spain) and `siret` the identifier the contract gives (SIRET in France, the
-- registration number elsewhere); `register_court` is the German register court ('Amtsgericht München').
ALTER TABLE companies ADD COLUMN country text NOT NULL DEFAULT 'FR' CHECK (country IN ('FR', 'DE', 'IT', 'ES'));
ALTER TABLE companies ADD COLUMN register_court text;
ALTER TABLE companies DROP CONSTRAINT companies_pkey;
ALTER TABLE companies DROP CONSTRAINT companies_siret_key;
ALTER TABLE companies ADD PRIMARY KEY (country, siren);
ALTER TABLE companies ADD CONSTRAINT companies_country_siret_key UNIQUE (country, siret);
CREATE INDEX companies_country_search ON companies (country, search_name text_pattern_ops);

-- Tenant API tokens are credentials: the database keeps only their SHA-256 (hex), like the agents' tokens and
-- the client sessions, so a copy of the table holds no usable token. Each token gets an id (to list and revoke
-- it), a label, its creation time and, once revoked, its revocation time: a revoked token is refused, its row
-- stays as a record of who could call the API.
ALTER TABLE api_tokens ADD COLUMN token_hash text;
UPDATE api_tokens SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
ALTER TABLE api_tokens DROP COLUMN token;
ALTER TABLE api_tokens ALTER COLUMN token_hash SET NOT NULL;
ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_token_hash_key UNIQUE (token_hash);
ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_token_hash_length CHECK (char_length(token_hash) = 64);
ALTER TABLE api_tokens ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY;
ALTER TABLE api_tokens ADD COLUMN label text NOT NULL DEFAULT '' CHECK (char_length(label) <= 100);
ALTER TABLE api_tokens ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE api_tokens ADD COLUMN revoked_at timestamptz;

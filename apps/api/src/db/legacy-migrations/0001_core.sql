-- Core of the shop: accounts, catalog, cart, favorites, newsletter, dev mailbox, login throttling.
-- Money is integer cents. Emails are stored lower-cased.

CREATE TABLE brands (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                 serial PRIMARY KEY,
  email              text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash      text NOT NULL,
  first_name         text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name          text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  avatar             text,
  role               text NOT NULL DEFAULT 'consumer' CHECK (role IN ('consumer', 'dermatologist', 'brand_admin', 'admin')),
  requested_role     text NOT NULL DEFAULT 'consumer' CHECK (requested_role IN ('consumer', 'dermatologist', 'brand_admin', 'admin')),
  brand_id           integer REFERENCES brands (id) ON DELETE SET NULL,
  email_verified_at  timestamptz,
  -- Bumped when the password changes, so older tokens stop working.
  token_version      integer NOT NULL DEFAULT 0,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- One-time links sent by mail; only a SHA-256 of the token is stored.
CREATE TABLE email_tokens (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);

CREATE TABLE products (
  id           serial PRIMARY KEY,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description  text NOT NULL DEFAULT '',
  price_cents  integer NOT NULL CHECK (price_cents > 0 AND price_cents <= 10000000),
  image_url    text NOT NULL,
  brand_id     integer REFERENCES brands (id) ON DELETE SET NULL,
  category     text NOT NULL CHECK (category IN ('skincare', 'body', 'lip')),
  -- Stable key of a seeded product, so the catalog seed is applied once.
  seed_key     text UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  -- Deleted products stay for past orders but leave the catalog.
  deleted_at   timestamptz
);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX products_price_idx ON products (price_cents, id) WHERE deleted_at IS NULL;
CREATE INDEX products_name_idx ON products (name, id) WHERE deleted_at IS NULL;

CREATE TABLE cart_items (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity    integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

CREATE TABLE favorites (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE newsletter_subscribers (
  id          serial PRIMARY KEY,
  email       text NOT NULL UNIQUE CHECK (email = lower(email)),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Dev mailbox: mails kept when no SMTP server is configured.
CREATE TABLE dev_mails (
  id          serial PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Failed logins per IP + email; in the database so several API instances share the limit.
CREATE TABLE login_failures (
  id         bigserial PRIMARY KEY,
  key        text NOT NULL,
  failed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at);

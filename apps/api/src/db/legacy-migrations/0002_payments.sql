-- Checkout, orders, payments and subscriptions. Money is integer cents; a payment's effect is
-- applied once, guarded by payments.applied_at.

CREATE TABLE orders (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  total_cents  integer NOT NULL CHECK (total_cents > 0),
  currency     text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Sorted "product:quantity:price" lines: a repeated checkout of the same cart reuses the order.
  cart_key     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz
);
-- At most one order waiting for payment per shopper, whatever races happen.
CREATE UNIQUE INDEX orders_one_pending_per_user ON orders (user_id) WHERE status = 'pending';
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);

-- What was bought, at the price of the moment: products may change or leave the catalog later.
CREATE TABLE order_items (
  id                serial PRIMARY KEY,
  order_id          integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id        integer NOT NULL,
  product_name      text NOT NULL,
  unit_price_cents  integer NOT NULL CHECK (unit_price_cents > 0),
  quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  UNIQUE (order_id, product_id)
);

CREATE TABLE subscriptions (
  id             serial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_type   text NOT NULL CHECK (package_type IN ('basic', 'premium', 'ai_analysis')),
  billing_cycle  text NOT NULL CHECK (billing_cycle IN ('monthly', 'yearly')),
  start_date     timestamptz NOT NULL,
  -- NULL for basic, which never runs out.
  end_date       timestamptz,
  is_active      boolean NOT NULL DEFAULT true,
  cancelled_at   timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((package_type = 'basic') = (end_date IS NULL))
);
CREATE UNIQUE INDEX subscriptions_one_active_per_user ON subscriptions (user_id) WHERE is_active;
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, start_date DESC, id DESC);

CREATE TABLE payments (
  id                 serial PRIMARY KEY,
  reference          text NOT NULL UNIQUE CHECK (reference ~ '^[A-Za-z0-9.=-]{8,100}$'),
  user_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose            text NOT NULL CHECK (purpose IN ('order', 'subscription')),
  order_id           integer REFERENCES orders (id) ON DELETE CASCADE,
  package_type       text CHECK (package_type IN ('premium', 'ai_analysis')),
  billing_cycle      text CHECK (billing_cycle IN ('monthly', 'yearly')),
  -- The plan this payment activated, once applied.
  subscription_id    integer REFERENCES subscriptions (id) ON DELETE SET NULL,
  amount_cents       integer NOT NULL CHECK (amount_cents > 0),
  currency           text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  provider           text NOT NULL CHECK (provider IN ('sandbox', 'paystack')),
  authorization_url  text,
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'abandoned')),
  -- Why a payment the provider called successful was not accepted (amount or currency differ).
  refusal            text,
  paid_at            timestamptz,
  applied_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((purpose = 'order') = (order_id IS NOT NULL)),
  CHECK ((purpose = 'subscription') = (package_type IS NOT NULL AND billing_cycle IS NOT NULL))
);
-- One reference per order, so a shopper can never pay one order twice.
CREATE UNIQUE INDEX payments_one_per_order ON payments (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);

-- The embedded sandbox provider's own ledger (what Paystack would keep on its side).
CREATE TABLE sandbox_payments (
  reference     text PRIMARY KEY,
  email         text NOT NULL,
  amount_cents  integer NOT NULL CHECK (amount_cents > 0),
  currency      text NOT NULL,
  callback_url  text NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'abandoned')),
  paid_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

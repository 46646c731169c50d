/**
 * The order store's tables in PostgreSQL (postgres-order-store.ts), in a schema of their own so
 * they live beside Directus' tables in its database without meeting them. The same tables as the
 * SQLite store (sqlite-order-store.ts); times as timestamptz, entries and jobs as json (kept as
 * written, the answer repeated to a retry is the first one to the byte).
 */
export const orderSchemaName = 'order_service';

export const postgresSchema = `
CREATE SCHEMA IF NOT EXISTS ${orderSchemaName};
CREATE TABLE IF NOT EXISTS submissions (
  seq bigserial PRIMARY KEY,
  id text NOT NULL,
  endpoint text NOT NULL,
  received_at timestamptz NOT NULL,
  entry json NOT NULL,
  -- The order the entry belongs to: the order itself, or the one whose payment or status it changed.
  order_uuid text
);
CREATE INDEX IF NOT EXISTS submissions_by_endpoint ON submissions (endpoint, received_at);
CREATE INDEX IF NOT EXISTS submissions_by_order ON submissions (order_uuid, seq);
CREATE TABLE IF NOT EXISTS orders (
  uuid text PRIMARY KEY,
  number integer NOT NULL UNIQUE,
  content_key text NOT NULL,
  status text NOT NULL DEFAULT 'new',
  placed_at timestamptz NOT NULL,
  submission bigint NOT NULL REFERENCES submissions (seq)
);
CREATE TABLE IF NOT EXISTS order_number (
  id integer PRIMARY KEY CHECK (id = 1),
  last integer NOT NULL
);
CREATE TABLE IF NOT EXISTS invoice_number (
  id integer PRIMARY KEY CHECK (id = 1),
  last integer NOT NULL
);
CREATE TABLE IF NOT EXISTS stock_holds (
  seq bigserial PRIMARY KEY,
  order_uuid text NOT NULL REFERENCES orders (uuid),
  stock_key text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  released_at timestamptz
);
CREATE INDEX IF NOT EXISTS stock_holds_by_key ON stock_holds (stock_key, seq);
CREATE INDEX IF NOT EXISTS stock_holds_by_order ON stock_holds (order_uuid);
CREATE TABLE IF NOT EXISTS stock_statements (
  stock_key text PRIMARY KEY,
  stock integer NOT NULL,
  after_hold bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  seq bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL,
  job json NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL,
  claimed_until timestamptz,
  claimed_by text,
  last_error text,
  sent_at timestamptz
);
CREATE INDEX IF NOT EXISTS outbox_unsent ON outbox (due_at) WHERE sent_at IS NULL;
`;

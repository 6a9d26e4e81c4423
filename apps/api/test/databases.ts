// Which test files run on PostgreSQL as well as on PGlite (vitest.config.ts reads this; every test
// file must be in exactly one of the two lists: test/databases.test.ts checks it).
//
// PGlite is PostgreSQL's own engine, so one SQL text gives one answer on both. What differs is
// everything around it: one connection in-process against a pool of real connections (so locking,
// concurrent writes, transactions and races), the driver (how rows come back: dates, numbers,
// JSON), schemas and migrations on a server, and a server that can be down, slow or restarted.
//
// The rule: a file runs on both databases when it tests data: a module's own reads and writes, a
// race or a lock, a transaction, migrations, search, JSON columns, payments, stock, the privacy
// deletion, the database's health or a restart. A file runs once, on PGlite, when its subject is
// not the database (pure code with no database at all; the HTTP layer: validation, headers, CORS,
// rate limits, role checks; images, the photo model, mail, S3, Redis, timing), its database use being
// fixtures and queries that the files of the first list already run on both. Added a test file?
// Put it in one list; when in doubt, in the first.

/** Run on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL. */
export const bothDatabases: readonly string[] = [
  'src/cli/admin.test.ts', // the admin command's writes: users, roles, brands
  'src/db/migrate.test.ts', // migrations, several instances migrating at once
  'src/jobs/jobs.test.ts', // the scheduler's lock between instances, the jobs' queries
  'src/modules/accounts/accounts.test.ts', // accounts, tokens, unique emails
  'src/modules/accounts/logout.test.ts', // revoked tokens shared by instances on one database
  'src/modules/analysis/service.test.ts', // the concern -> products query through the catalog search
  'src/modules/cart/cart.test.ts', // cart and favourite writes
  'src/modules/catalog/catalog.test.ts', // listing, detail and management queries
  'src/modules/catalog/discovery.test.ts', // filters, counts, similar products
  'src/modules/catalog/reviews.test.ts', // reviews, two writes racing, stored averages
  'src/modules/catalog/search.test.ts', // full-text, trigram suggestions, bounded counts
  'src/modules/chat/product-finder.test.ts', // the assistant's catalog search and snapshot
  'src/modules/chat/routes.test.ts', // chat memory (trimmed by a subquery), analyses read as JSON
  'src/modules/checkout/checkout.test.ts', // parallel checkouts of one cart, transactions
  'src/modules/delivery/delivery.test.ts', // addresses, one default pickup point
  'src/modules/fulfilment/fulfilment.test.ts', // order steps, refunds, restocking
  'src/modules/fulfilment/stock.test.ts', // reservations, expiry, never sold twice
  'src/modules/orders/orders.test.ts', // orders with their lines
  'src/modules/orders/receipt.test.ts', // one mail when payment paths race on two instances
  'src/modules/payments/crash-safety.test.ts', // payments across a crash on a stored database
  'src/modules/payments/paystack-journeys.test.ts', // payments applied once under races
  'src/modules/payments/sandbox-journeys.test.ts', // payments and plans on the sandbox
  'src/modules/privacy/privacy.test.ts', // the export and the deletion of an account
  'src/modules/subscriptions/subscriptions.test.ts', // plans, dates, one basic plan
  'test/backoffice/admin.test.ts', // the overview's sums and counts, filters, the audit log
  'test/backoffice/consultations.test.ts', // one open request per analysis whatever arrives at once
  'test/backoffice/picture-ownership.test.ts', // which rows still use a file
  'test/backoffice/products.test.ts', // archive versus delete, cascades, the audit log
  'test/hardening/load.test.ts', // concurrent shoppers writing
  'test/hardening/restart.test.ts', // a killed server's data after the restart
  'test/operations.test.ts', // health with the database, a database that does not answer, migration races
  'test/ready.test.ts', // readiness when the database does not answer
];

/** Run on PGlite only, each with the reason its database work would only repeat on PostgreSQL. */
export const pgliteOnly: Readonly<Record<string, string>> = {
  'src/lib/catalog-search.test.ts': 'no database',
  'src/lib/load-as-built.test.ts': 'no database',
  'src/lib/shared-cache.test.ts': 'no database',
  'src/modules/analysis/analyzer-errors.test.ts': 'no database',
  'src/modules/analysis/openai-summary.test.ts': 'no database',
  'src/modules/analysis/photo.test.ts': 'no database',
  'src/modules/catalog/seed-data.test.ts': 'no database',
  'src/modules/chat/assistant/assistant.test.ts': 'no database',
  'src/modules/chat/assistant/catalog-vocabulary.test.ts': 'no database',
  'src/modules/chat/assistant/constraints.test.ts': 'no database',
  'src/modules/chat/assistant/conversation.test.ts': 'no database',
  'src/modules/chat/assistant/understanding.test.ts': 'no database',
  'src/modules/chat/assistant/parse.test.ts': 'no database',
  'src/modules/chat/eval/eval.test.ts': 'no database',
  'src/modules/chat/openai-chat.test.ts': 'no database',
  'src/modules/payments/providers/paystack.test.ts': 'no database',
  'src/storage/storage.test.ts': 'no database',
  'test/databases.test.ts': 'no database: checks these two lists',
  'test/scale.test.ts': 'starts PostgreSQL-backed server processes of its own whatever the project',
  'test/hardening/malformed-input.test.ts': 'request validation: each malformed request is refused before any query',
  'test/security.test.ts': 'headers, CORS, body parsing, NUL characters and rate limits: the HTTP layer',
  'test/backoffice/access.test.ts': 'the role x endpoint matrix: role checks; the role is one read by id',
  'test/local-only.test.ts': 'the dev tools refused by remote address',
  'test/redis.test.ts': 'limits and caches in Redis',
  'src/mail/smtp.test.ts': 'mail through SMTP',
  'src/storage/s3.test.ts': 'objects in S3',
  'src/modules/images/images.test.ts': 'pictures rendered and cached on the upload store, not the database',
  'src/modules/analysis/face-map.test.ts': "the photo model's face map and scores; analyses are stored and read on both by consultations and privacy",
  'src/modules/analysis/routes.test.ts': "the photo pipeline (limits, refusals, re-encoding, the worker thread); analyses are stored, listed and deleted on both by consultations and privacy",
  'src/modules/accounts/timing.test.ts': 'how long the mail-sending forms take to answer',
};

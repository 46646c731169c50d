import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { storeFileName } from '../../server/orders/sqlite-order-store.ts';
import { orderSchemaName } from '../../server/orders/postgres-schema.ts';
import { storedEntries } from './order-fixtures.ts';
import { afterThisTest } from './order-service-harness.ts';

/**
 * The two order stores the service can keep its orders in, for tests that must hold for both:
 * SQLite in the data folder (always), and PostgreSQL when ORDER_TEST_DATABASE_URL names a
 * server whose user may create databases (`npm run test:directus` runs them against its cluster).
 * Each test gets a database of its own, dropped afterwards.
 */
export interface StoreBackend {
  name: 'SQLite' | 'PostgreSQL';
  /** A fresh store for one test: what the service and a service process are given, and what an operator would read. */
  open(dataDir: string): Promise<OpenedStore>;
}

interface OpenedStore {
  /** For createLocalOrderService. */
  databaseUrl?: string;
  /** For `npm run order-service`. */
  env: Record<string, string>;
  /** What the store keeps of one endpoint's submissions, oldest first. */
  entries(endpoint: string): Promise<Array<{ id: string; orderNumber?: string }>>;
  unsentJobs(): Promise<number>;
}

const sqlite: StoreBackend = {
  name: 'SQLite',
  open: async (dataDir) => ({
    env: { ORDER_DATABASE_URL: '' },
    entries: async (endpoint) => storedEntries(dataDir, endpoint),
    unsentJobs: async () => {
      const db = new Database(path.join(dataDir, storeFileName), { readonly: true });
      try {
        return db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM outbox WHERE sent_at IS NULL').get()!.count;
      } finally {
        db.close();
      }
    },
  }),
};

function postgres(serverUrl: string): StoreBackend {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const database = `orders_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      const databaseUrl = url.toString();
      const reader = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      // Dropping the database at the end ends every connection to it, idle ones too: expected then.
      reader.on('error', (error) => {
        if ((error as { code?: string }).code !== '57P01') throw error;
      });
      afterThisTest(async () => {
        await reader.end();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await dropper.end();
      });
      const tableExists = async () => (await reader.query(`SELECT to_regclass('${orderSchemaName}.submissions') AS name`)).rows[0]?.name !== null;
      return {
        databaseUrl,
        env: { ORDER_DATABASE_URL: databaseUrl },
        entries: async (endpoint) =>
          (await tableExists()) ? (await reader.query<{ entry: { id: string; orderNumber?: string } }>(`SELECT entry FROM ${orderSchemaName}.submissions WHERE endpoint = $1 ORDER BY seq`, [endpoint])).rows.map((row) => row.entry) : [],
        unsentJobs: async () => Number((await reader.query<{ count: string }>(`SELECT COUNT(*) AS count FROM ${orderSchemaName}.outbox WHERE sent_at IS NULL`)).rows[0]!.count),
      };
    },
  };
}

const serverUrl = process.env.ORDER_TEST_DATABASE_URL?.trim();
export const storeBackends: StoreBackend[] = [sqlite, ...(serverUrl ? [postgres(serverUrl)] : [])];

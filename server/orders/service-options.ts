import type { Mailer } from '../mailer.ts';
import type { SubmissionCopier } from '../directus-copy.ts';
import type { KlarnaApi, KlarnaConfig } from '../payments/klarna-api.ts';
import type { PaypalApi, PaypalConfig } from '../payments/paypal-api.ts';
import type { OrderCatalog } from './order-catalog.ts';
import type { Endpoint, SubmissionEntry } from './submission-entry.ts';
import type { DocumentStore } from './order-document.ts';
import type { BuildOutcome, PublishState } from '../publish/publisher.ts';

/** How the order service is set up (server/order-service-env.ts reads them from the environment). */
export interface LocalOrderServiceOptions {
  /** Other origins whose pages may post here (CORS); the site's own origin needs no entry. */
  allowedOrigins?: string[];
  /** Answers GET /ecom/_received with what arrived (for the browser tests only). */
  inspect?: boolean;
  /** How many submissions memory keeps for inspection; the oldest go first. */
  keep?: number;
  now?: () => Date;
  /** The project (PROJECT_DOMAIN) every body must name; default the build's default. */
  project?: string;
  /** The built site folder whose data/ holds the catalog. */
  siteDir?: string;
  /** The catalog itself (tests); wins over siteDir. null: no shop, orders are refused. */
  catalog?: OrderCatalog | null;
  /** The order store and the mail outbox; without it the store lives in memory and no mail is written. */
  dataDir?: string;
  /** postgres://… : the order store in PostgreSQL (ORDER_DATABASE_URL) instead of the data folder's SQLite file; mails still go to the data folder's outbox without SMTP. */
  databaseUrl?: string;
  /** The store may grow to this many bytes, then fails as on a full disk (tests). */
  storeMaxBytes?: number;
  /** Where some endpoints' submissions are also copied for editors (ORDER_STORE=directus). */
  copies?: Partial<Record<Endpoint, SubmissionCopier<SubmissionEntry>>>;
  smtpUrl?: string;
  mailFrom?: string;
  /** Where the shop's notifications go (SHOP_NOTIFY_EMAIL); default the company's e-mail address (data/seller.json). */
  shopEmail?: string;
  /** Replaces the mailer made from smtpUrl / dataDir (tests). */
  mailer?: Mailer;
  /** The first order number when the store is empty. */
  firstOrderNumber?: number;
  /** Larger bodies are refused with 413; without it each endpoint has its own limit (bodyLimits). */
  maxBodyBytes?: number;
  /**
   * PayPal's REST API with the shop's credentials (PAYPAL_*), or how to reach it; the client id
   * may be left out and is then the settings' paypal_client_id. Without it PayPal orders cannot be paid.
   */
  paypal?: PaypalApi | (Omit<PaypalConfig, 'clientId'> & { clientId?: string });
  /** The site's address for links in mails (SITE_URL, as the build); default https://www.<project>. */
  siteUrl?: string;
  /** Before the order number in PayPal's invoice_id (PAYPAL_INVOICE_PREFIX); default none. */
  paypalInvoicePrefix?: string;
  /** Also keeps each confirmed payment state on the order where the orders are kept (ORDER_STORE=directus). */
  paymentStore?: (orderUuid: string, payment: { state: string; reference: string | null }) => Promise<void>;
  /** Also keeps each invoice and cancellation invoice on the order where the orders are kept (ORDER_STORE=directus). */
  documentStore?: DocumentStore;
  /**
   * The shared secret the owner's back office (a Directus Flow) presents as a bearer token to
   * change an order's status (ORDER_ADMIN_TOKEN); without it, no status can be changed.
   */
  adminToken?: string;
  /**
   * The CMS's build hook (PUBLISH_HOOK_SECRET): a save in Directus asks for the site to be built
   * into siteDir and published; the catalog is read anew after each build that published. Where
   * the orders are kept in Directus, each build's state is written there for the editor.
   * `drafts`: the preview of drafts, built after each publish build into its own folder
   * (draft-builds.ts; `build` stands in for the build with CONTENT_DRAFTS=1 in tests).
   */
  publish?: {
    secret: string;
    report?: (state: PublishState) => Promise<void>;
    build?: () => Promise<BuildOutcome>;
    settleMs?: number;
    drafts?: { siteDir: string; build?: () => Promise<BuildOutcome> };
  };
  /** Klarna Payments' REST API with the shop's credentials (KLARNA_*); without it Klarna orders cannot be paid. */
  klarna?: KlarnaApi | KlarnaConfig;
}

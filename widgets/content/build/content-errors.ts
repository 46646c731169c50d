/** The content service's failure messages, worded as in the spec's error catalogue (§8). */
export const contentFailureMessages = {
  network: 'Network error',
  invalidJson: 'API returned invalid JSON',
  // Spelled as the catalogue spells it, so logs and tests match the documented wording.
  unknown: 'Unknown error occured',
} as const;

/** The catalogue's codes: -1 for no answer, 422 for an answer that is not a list of items, else the HTTP status. */
export const networkErrorCode = -1;
export const invalidJsonCode = 422;

/** One failed attempt, as a value: the retry loop decides from `retryable` whether to try again. */
export interface RequestFailure {
  code: number;
  message: (typeof contentFailureMessages)[keyof typeof contentFailureMessages];
  /** What the message alone does not say: the status, the socket error, the service's own words. */
  detail?: string;
  retryable: boolean;
  cause?: unknown;
}

/**
 * A read from the content service that failed for good (after its retries). It fails the build: a
 * page built from a partial or empty list would silently drop products or menus. The URL it
 * carries never holds the token (that travels as a header) nor credentials of the base URL.
 */
export class ContentRequestError extends Error {
  override name = 'ContentRequestError';
  readonly code: number;

  constructor(
    readonly collection: string,
    readonly url: string,
    readonly failure: RequestFailure,
    readonly attempts: number,
  ) {
    const detail = failure.detail ? ` (${failure.detail})` : '';
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    super(`Content service failed for "${collection}" (GET ${url}): ${failure.message}${detail}${tries}`, {
      cause: failure.cause,
    });
    this.code = failure.code;
  }
}

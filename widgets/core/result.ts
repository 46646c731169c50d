/**
 * The one result type: expected failures travel as values. A success holds `value`; a failure
 * holds what its reader needs, by default a message the user can be shown (`error`), elsewhere
 * field errors for a form, a refusal with a code, or a failure that says whether to retry.
 */
export type Result<T, Failure extends object = { error: string }> = { ok: true; value: T } | ({ ok: false } & Failure);

export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const failure = <T = never>(error: string): Result<T> => ({ ok: false, error });

import { createContext, useContext, useState } from 'react';

/**
 * The bargain between the mount and a widget whose placeholder holds prerendered HTML. The mount
 * renders the widget off-page and shows it at its first commit, unless the widget asked, while
 * rendering for the first time, to keep the server's HTML until it can show the same or better
 * (its data has arrived): then it shows it on release(), or after a time limit.
 */
export interface ServerHtmlHold {
  /** Keeps the server HTML past the first commit; only a first render may ask. */
  keep(): void;
  /** Puts the widget's own render in place of the server HTML (once; later calls do nothing). */
  release(): void;
}

const noHold: ServerHtmlHold = { keep() {}, release() {} };

export const ServerHtmlContext = createContext<ServerHtmlHold>(noHold);

/**
 * Asks the mount to keep the server HTML while `keepIt` (read on the first render only) is true;
 * returns the release to call once the widget's content is there.
 */
export function useKeepServerHtml(keepIt: boolean): () => void {
  const hold = useContext(ServerHtmlContext);
  // The first render's answer is the one that counts; asking is idempotent, so a repeated first render is harmless.
  const [kept] = useState(keepIt);
  if (kept) hold.keep();
  return hold.release;
}

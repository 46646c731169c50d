/** Types for ensure-chromium.mjs: the path of a Chromium to drive, installed when missing (as root). */
export declare function ensureChromium(): string;
/** Debian's headless shell of Chromium, driven unless CHROMIUM_PATH names another. */
export declare const defaultChromiumPath: string;

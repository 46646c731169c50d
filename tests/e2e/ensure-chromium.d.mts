/** Types for ensure-chromium.mjs: the path of a Chromium to drive, installed when missing (as root). */
export declare function ensureChromium(): string;

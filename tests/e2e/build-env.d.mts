export declare const portBase: number;
export declare const doublesPort: number;
export declare const distDir: string;
export declare const e2eBuildEnv: Record<string, string>;
export declare const orderServiceDataDir: (runtime: string) => string;
export declare const xssDir: string;
export declare const xssSitePorts: { react: number; preact: number };
export declare const xssContentPort: number;
export declare const paymentServiceEnv: (runtime: string) => Record<string, string>;

export declare const doublesPort: number;
export declare const e2eBuildEnv: Record<string, string>;

export type TViolation = { file: string; rule: string; detail: string };
/** Known debt: file (relative to the repository) → the rules it may still break. */
export declare const PENDING: Map<string, string[]>;
/** Every layering violation under rootDir (see check-architecture.mjs for the rules). */
export declare const findViolations: (rootDir: string, pending?: Map<string, string[]>) => TViolation[];

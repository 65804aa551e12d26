export type TViolation = { file: string; rule: string; detail: string };
/** Every layering violation under rootDir (see check-architecture.mjs for the rules). */
export declare const findViolations: (rootDir: string) => TViolation[];

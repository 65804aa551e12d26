import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet: Argon2id, m=19 MiB, t=2, p=1. */
// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const params = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, params);

// Verifying against this for unknown accounts keeps the timing of 'no such user' and 'wrong password' alike.
let dummy: string | undefined;

export const verifyPassword = async (stored: string | null | undefined, password: string): Promise<boolean> => {
  if (!stored) {
    dummy ??= await hash('timing-equaliser', params);
    await verify(dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
};

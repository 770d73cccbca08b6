import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended cost (19 MiB, 2 passes); it reads the whole password, never truncating it.
// Algorithm.Argon2id of @node-rs/argon2, a const enum that isolated modules cannot read.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

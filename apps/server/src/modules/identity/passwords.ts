import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The library's Algorithm is a const enum, which isolated modules cannot read at run time.
const argon2id: Algorithm.Argon2id = 2;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when an e-mail is unknown, so that the answer takes as long as for a real one.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password that matches no account');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}

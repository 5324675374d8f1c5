import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the user does not exist, so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export const verifyAgainstDecoy = async (password: string): Promise<void> => {
  decoyHash ??= hashPassword('decoy-password-for-unknown-users');
  await verifyPassword(await decoyHash, password);
};

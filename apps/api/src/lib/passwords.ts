import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** argon2id (the library default algorithm); cost from config so tests can lower it. */
export function createPasswordHasher(cost: { memoryCost: number; timeCost: number }): PasswordHasher {
  return {
    hash: (password) => hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost }),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}

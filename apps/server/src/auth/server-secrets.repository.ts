import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

/**
 * The secret called `name`, made from `candidate` by whichever process asks first: the insert
 * does nothing when another process got there before (it waits for that one to commit), and
 * the read after it sees the winner's value, so every process ends up with the same one.
 */
export const sharedSecret = async (
  db: Executor,
  name: string,
  candidate: string,
): Promise<string> => {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
};

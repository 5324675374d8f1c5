import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hotelAddSchema } from '@frontdesk/domain';
import { readEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { lockHolder } from '../db/data-dir-lock.ts';
import { generatePassword } from '../db/seed.ts';
import { addHotel, HotelExistsError } from './add-hotel.ts';

/**
 * npm run hotel:add -- --key <key> --name <name> --address <...> --city <...> --phone <...>
 *   --admin-username <u> [--admin-name <...>] [--receipt-prefix <ABC>]
 * Adds a hotel and its first admin to the database DATABASE_URL names, or to the embedded one in
 * DATA_DIR (refused while a server holds it: stop it first). The admin's password is
 * ADMIN_PASSWORD, or generated and printed once.
 */
const usage =
  'Usage: npm run hotel:add -- --key <key> --name <name> --address <address> --city <city> ' +
  '--phone <phone> --admin-username <username> [--admin-name <name>] [--receipt-prefix <ABC>]';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        key: { type: 'string' },
        name: { type: 'string' },
        address: { type: 'string' },
        city: { type: 'string' },
        phone: { type: 'string' },
        'admin-username': { type: 'string' },
        'admin-name': { type: 'string' },
        'receipt-prefix': { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();

/** The receipt prefix when none is given: the key's first three letters, in capitals. */
const prefixOf = (key: string) => {
  const letters = key
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return letters.length >= 2 ? letters : 'HTL';
};

/** adminUsername -> admin-username, as the option is typed. */
const optionOf = (field: string) => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const parsed = hotelAddSchema.safeParse({
  key: values.key,
  name: values.name,
  address: values.address,
  city: values.city,
  phone: values.phone,
  receiptPrefix: values['receipt-prefix'] ?? prefixOf(values.key ?? ''),
  adminUsername: values['admin-username'],
  adminName: values['admin-name'] ?? values['admin-username'],
});
if (!parsed.success) {
  fail(
    `${parsed.error.issues.map((i) => `--${optionOf(String(i.path[0]))}: ${i.message}`).join('\n')}\n${usage}`,
  );
}
const hotel = parsed.data!;

const env = readEnv();
const dataDir = resolve(env.DATA_DIR);
if (!env.DATABASE_URL) {
  const holder = lockHolder(dataDir);
  if (holder) {
    fail(
      `The data directory ${dataDir} is in use by pid ${holder.pid} ` +
        `(${holder.role ?? holder.command ?? 'unknown program'}). Stop the server, run ` +
        'hotel:add, then start it again. Nothing was added.',
    );
  }
}

const password = env.ADMIN_PASSWORD ?? generatePassword();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir, role: 'open' },
);
try {
  await addHotel(database.db, hotel, password);
} catch (error) {
  await database.close();
  if (error instanceof HotelExistsError) fail(`${error.message} Nothing was added.`);
  throw error;
}
await database.close();
console.log(`Added hotel '${hotel.key}' (${hotel.name}) in ${database.description}.`);
console.log(`Its admin signs in at /admin-login as '${hotel.adminUsername}'.`);
if (env.ADMIN_PASSWORD) console.log('Password: the one in ADMIN_PASSWORD.');
else console.log(`Password (shown once, write it down): ${password}`);
console.log('The owner adds room types and rooms on /admin/rooms.');

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { unavailableMessage, zodWithoutJsonSchema } from './zod-without-json-schema.ts';

type Transform = (code: string, id: string) => { code: string } | undefined;

/** zod's v4 folder copied, its two generator files as the web build makes them, then imported. */
const zodAsBuilt = async () => {
  const v4 = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4');
  const copy = mkdtempSync(join(tmpdir(), 'zod-as-built-'));
  const built = join(copy, 'zod/v4');
  cpSync(v4, built, { recursive: true });
  const plugin = zodWithoutJsonSchema();
  const transform = (plugin.transform as unknown as Transform).bind({
    error: (message: string) => {
      throw new Error(message);
    },
  });
  for (const file of ['to-json-schema.js', 'json-schema-processors.js']) {
    const path = join(built, 'core', file);
    const stubbed = transform(readFileSync(path, 'utf8'), path);
    if (!stubbed) throw new Error(`the plugin left ${file} as it was`);
    writeFileSync(path, stubbed.code);
  }
  const zod = (await import(
    pathToFileURL(join(built, 'classic/index.js')).href
  )) as typeof import('zod');
  return { z: zod.z, copy };
};

describe('zod in the web build (ADR 055)', async () => {
  const { z, copy } = await zodAsBuilt();
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('parses and reports errors as before', () => {
    const nights = z.object({ nights: z.number().int().min(1).max(30) });
    expect(nights.parse({ nights: 3 })).toEqual({ nights: 3 });
    const failed = nights.safeParse({ nights: 0 });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.path).toEqual(['nights']);
  });

  it("keeps what a schema's limits read (.maxLength, .isInt)", () => {
    expect(z.string().min(2).max(40).maxLength).toBe(40);
    expect(z.number().int().isInt).toBe(true);
  });

  it('validates through the standard schema interface form libraries use', async () => {
    const standard = z.string().min(1)['~standard'];
    expect(await standard.validate('Room 101')).toEqual({ value: 'Room 101' });
  });

  it('fails loudly, never silently, when JSON Schema is asked for', () => {
    expect(() => z.string().toJSONSchema()).toThrow(unavailableMessage);
    expect(() => z.toJSONSchema(z.string())).toThrow(unavailableMessage);
  });
});

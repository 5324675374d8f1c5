import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data dir holding a new, migrated embedded database, closed (ADR 064). */
    e2eDataDirTemplate?: string;
  }
}

/**
 * Global setup of the `e2e` project: one data dir whose embedded database is made and migrated
 * by the server's own `openDatabase`, then closed. Each server the tests start on a new data dir
 * starts from a copy (`support/server.ts`): making the database on disk is 10-17 s of a start on
 * these hosts, opening a copy 1-3 s. The server still seeds it as on a first start.
 */
export default async function makeDataDirTemplate(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-e2e-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.close();
  project.provide('e2eDataDirTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

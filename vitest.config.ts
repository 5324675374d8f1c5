import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * ADR 066: the unit projects (each file its own database, jsdom or process) run first, one file
 * per core; the browser tests run after them, one file at a time, with the machine to themselves.
 */
const unitGroup = {
  sequence: { groupOrder: 0 },
  maxWorkers: Math.max(1, availableParallelism()),
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          ...unitGroup,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          ...unitGroup,
          include: serverTests,
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['apps/server/test/pglite-template.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                ...unitGroup,
                include: serverTests,
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web-build',
          ...unitGroup,
          include: ['apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          ...unitGroup,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom dialogs on two busy cores can take longer than the default 5 s to walk through.
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/data-dir-template.global.ts'],
          // A browser on two busy cores can take more than poll's default second to render.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

/** Integration test files that need modules of their own (see the `int-own` project). */
const OWN_MODULES = [
  'tests/int/concurrent-prepare.int.test.ts',
  'tests/int/email-file-transport.int.test.ts',
  'tests/int/health-down.int.test.ts',
  'tests/int/health.int.test.ts',
  'tests/int/reset-down.int.test.ts',
  'tests/int/s3-uploads.int.test.ts',
  'tests/int/seed.int.test.ts',
  'tests/int/shared-cache-handler.int.test.ts',
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: OWN_MODULES,
          globalSetup: ['tests/int/globalSetup.ts'],
          // Each file runs on its own database (a copy of a migrated template). The files a process
          // runs share their modules, so Payload is booted once per process
          // (tests/int/helpers/testPayload.ts); `npm test` reuses processes from file to file.
          pool: 'forks',
          poolOptions: { forks: { isolate: false } },
          env: { TRYB_TEST_SHARED_MODULES: 'true' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-own',
          environment: 'node',
          include: OWN_MODULES,
          globalSetup: ['tests/int/globalSetup.ts'],
          // Files whose environment decides what the config builds when it is imported (no mail
          // server, an S3 store, a dead database…): modules and a Payload of their own.
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          // Two app servers of one production build, one database, one Redis (issue 16); run after
          // the end-to-end stage, whose build it reuses (`npm run test:cluster`).
          globalSetup: ['tests/cluster/globalSetup.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})

import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

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
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/setup/fastPasswordHashing.ts'],
          // Each file boots its own Payload on its own database (a copy of a migrated template).
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
          // Two app servers of one production build, one database, one Redis, as deployed on several
          // machines; run after the end-to-end stage, whose build it reuses (`npm run test:cluster`).
          globalSetup: ['tests/cluster/globalSetup.ts'],
          setupFiles: ['tests/cluster/setup/serversAnswering.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})

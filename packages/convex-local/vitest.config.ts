import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where the
    // suite then took 200 s file by file; much of each file is waiting on a child or a socket.
    maxWorkers: 2,
    // Each test builds its own engine, store or server, so a worker's files share its modules
    // instead of transforming and loading the sources again per file (135 s to 108 s).
    isolate: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    server: { deps: { inline: ['convex-test'] } },
  },
})

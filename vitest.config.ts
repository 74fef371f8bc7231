import { availableParallelism } from 'node:os'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = {
  '@': fileURLToPath(new URL('./app', import.meta.url)),
  '@convex': fileURLToPath(new URL('./convex', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
}

const DOSSIER_FILES = 'convex/dossier/**/*.test.ts'

/** The app's test files that need a page: they say so with `// @vitest-environment jsdom`. */
const APP = fileURLToPath(new URL('./app/', import.meta.url))
const PAGE_FILES = readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      readFileSync(APP + file, 'utf8').includes('@vitest-environment jsdom'),
  )
  .map((file) => `app/${file}`)

/** What every backend project runs in: Convex's edge runtime, with convex-test compiled inline. */
const BACKEND = {
  environment: 'edge-runtime',
  server: { deps: { inline: ['convex-test'] } },
}

/** A file that starts its own convex-local (the fuzz files, backup, hostile files...). */
const STARTS_AN_ENGINE = /from '(\.\.?\/)+(testing\/)?test\.(engine|fuzzSuite)'/

/**
 * The files that start a real engine are the long ones (tens of seconds each, the rest take a
 * second or less), so they go first and the short files fill the workers in around them; left to
 * the default order (larger files first, when no earlier run is cached, as on a fresh clone) a
 * fuzz file could start last and run on alone while the other worker idles.
 */
class EngineFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const engine = (file: TestSpecification) =>
      STARTS_AN_ENGINE.test(readFileSync(file.moduleId, 'utf8')) ? 0 : 1
    return sorted
      .map((file) => ({ file, engine: engine(file) }))
      .sort((a, b) => a.engine - b.engine)
      .map(({ file }) => file)
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores, which is one on a two-core machine:
    // every file then ran in turn. A file mostly waits on its engine or the main thread, so two
    // workers keep both cores busy there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: EngineFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'app',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: PAGE_FILES,
          // Most of the app's tests are rules without a page (a DOM took 1.2 s to set up per
          // file, a minute in all). They share their modules: each file in a fresh module graph
          // cost 40 s of a 55 s run, for 7 s of tests.
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // The files that render (`// @vitest-environment jsdom`) get a page and modules of their
        // own: they mock modules (vi.mock) and mount React into a shared document.
        test: { name: 'app-page', include: PAGE_FILES, environment: 'node' },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'convex',
          // The backend's suites, the rules it shares with the app, and the evaluation sets' checks.
          include: ['convex/**/*.test.ts', 'shared/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [DOSSIER_FILES],
          ...BACKEND,
          // A file's backend is its own convexTest instance or engine, so the files of a worker
          // share their modules instead of loading convex-test and the functions again each
          // (64 s of the run).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // The dossier's files run documents through the reader processes, whose slots and OCR
          // worker are module state: each file gets its own modules.
          name: 'convex-dossier',
          include: [DOSSIER_FILES],
          ...BACKEND,
        },
      },
    ],
  },
})

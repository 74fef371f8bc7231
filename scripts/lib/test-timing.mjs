// The slowest tests and test files of a run, read from the JSON reports `npm test` writes
// (Vitest's for the app and backend and for convex-local, Playwright's for the end-to-end suite).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every test of a Vitest JSON report, with its file and seconds. */
function vitestTimes(root, suite, file) {
  if (!existsSync(file)) return []
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({
      suite,
      file: path.relative(root, result.name),
      title: test.fullName,
      seconds: (test.duration ?? 0) / 1000,
    })),
  )
}

/** Every test result of Playwright's JSON report (each retry counted apart), with its file. */
function playwrightTimes(file) {
  if (!existsSync(file)) return []
  const { suites } = JSON.parse(readFileSync(file, 'utf8'))
  const out = []
  const visit = (suite, titles) => {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          out.push({
            suite: 'playwright',
            file: `e2e/${spec.file}`,
            title:
              [...inner, spec.title].join(' > ') + (result.retry ? ` (retry ${result.retry})` : ''),
            seconds: result.duration / 1000,
          })
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, inner)
  }
  for (const suite of suites) visit(suite, [])
  return out
}

/** Seconds per test file, counting what its tests do not (its hooks: an engine's start, say). */
function vitestFileTimes(root, suite, file) {
  if (!existsSync(file)) return []
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return report.testResults.map((result) => ({
    suite,
    file: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }))
}

/** Every test of the run (a missing report, from a step that did not run, adds none). */
export function testTimes(root, { vitest, convexLocal, e2e }) {
  return [
    ...vitestTimes(root, 'vitest', vitest),
    ...vitestTimes(root, 'convex-local', convexLocal),
    ...playwrightTimes(e2e),
  ]
}

/** Every Vitest file of the run (Playwright's report has no time per file). */
export function fileTimes(root, { vitest, convexLocal }) {
  return [
    ...vitestFileTimes(root, 'vitest', vitest),
    ...vitestFileTimes(root, 'convex-local', convexLocal),
  ]
}

/** The `count` longest rows, longest first. */
export const slowest = (rows, count) =>
  [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, count)

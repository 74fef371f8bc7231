#!/usr/bin/env node
// `npm test`: the one pass/fail command (CI runs exactly this). Type checks and lint side by
// side, unit and backend tests (Vitest), convex-local's own suite beside the formatting check,
// then Playwright against the real stack in Debian's Chromium. Every step runs even when an
// earlier one fails, so one run shows everything; the last line is the total, "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileTimes, slowest, testTimes } from './lib/test-timing.mjs'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const steps = []
const startedAt = Date.now()

function run(name, command, args, options = {}) {
  const started = Date.now()
  console.log(`\n━━ ${name} ━━  ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const ok = result.status === 0
  const step = { name, ok, seconds, passed: 0, failed: 0, skipped: 0, counted: false }
  steps.push(step)
  return step
}

/**
 * Runs independent steps side by side (each is single-threaded, and the machine has two cores);
 * each step's output is held back and printed whole when it ends, so the log stays readable.
 */
async function runTogether(list) {
  const started = Date.now()
  const outcomes = await Promise.all(
    list.map(
      ([name, command, args, options = {}]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: options.cwd ?? root, env: process.env })
          const chunks = []
          child.stdout.on('data', (chunk) => chunks.push(chunk))
          child.stderr.on('data', (chunk) => chunks.push(chunk))
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1)
            console.log(`\n━━ ${name} ━━  ${[command, ...args].join(' ')}`)
            process.stdout.write(Buffer.concat(chunks))
            resolve({ name, ok: code === 0, seconds })
          })
        }),
    ),
  )
  const together = outcomes.map(({ name, ok, seconds }) => ({
    name,
    ok,
    seconds,
    passed: 0,
    failed: 0,
    skipped: 0,
    counted: false,
  }))
  steps.push(...together)
  return together
}

function countVitest(step, file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  step.passed = report.numPassedTests
  step.failed = report.numFailedTests
  step.skipped = report.numPendingTests + (report.numTodoTests ?? 0)
  step.counted = true
}

function countPlaywright(step, file) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  step.passed = stats.expected + stats.flaky
  step.failed = stats.unexpected
  step.skipped = stats.skipped
  step.counted = true
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

// Type checks and lint keep both cores busy; formatting waits for convex-local's suite, whose
// files spend much of their time waiting on a child or a socket (a third of a core idle).
await runTogether([
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ['lint', npm, ['run', '--silent', 'lint']],
])

const vitestJson = path.join(results, 'vitest.json')
countVitest(
  run('unit and backend tests (vitest)', npx, [
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
  vitestJson,
)

const localJson = path.join(results, 'convex-local.json')
const [convexLocal] = await runTogether([
  [
    'convex-local (vitest)',
    npx,
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${localJson}`],
    { cwd: path.join(root, 'packages/convex-local') },
  ],
  ['format', npm, ['run', '--silent', 'format:check']],
])
countVitest(convexLocal, localJson)

const chromium = run('chromium (Debian package)', process.execPath, ['scripts/ensure-chromium.mjs'])
if (chromium.ok) {
  countPlaywright(
    run('end-to-end (playwright)', npx, ['playwright', 'test']),
    path.join(results, 'e2e.json'),
  )
  run("the stacks' logs", process.execPath, ['scripts/check-logs.mjs'])
}

const reports = { vitest: vitestJson, convexLocal: localJson, e2e: path.join(results, 'e2e.json') }
const slowestTests = slowest(testTimes(root, reports), 20)
const slowestFiles = slowest(fileTimes(root, reports), 10)

console.log('\n━━ the 20 slowest tests ━━')
for (const test of slowestTests) {
  console.log(`${test.seconds.toFixed(1).padStart(7)}s  ${test.suite}  ${test.file}  ${test.title}`)
}

console.log('\n━━ summary ━━')
let passed = 0
let failed = 0
for (const step of steps) {
  const counts = step.counted
    ? `  ${step.passed} passed, ${step.failed} failed${step.skipped ? `, ${step.skipped} skipped` : ''}`
    : ''
  console.log(`${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds}s)${counts}`)
  passed += step.passed
  // A step that fails without countable tests (typecheck, lint, a crash) counts as one failure.
  failed += step.counted ? Math.max(step.failed, step.ok ? 0 : 1) : step.ok ? 0 : 1
}
console.log(`\n${passed} passed, ${failed} failed`)
writeFileSync(
  path.join(results, 'timing.json'),
  `${JSON.stringify(
    {
      totalSeconds: Number(((Date.now() - startedAt) / 1000).toFixed(1)),
      passed,
      failed,
      steps: steps.map(({ name, ok, seconds, passed, failed, skipped }) => ({
        name,
        ok,
        seconds: Number(seconds),
        passed,
        failed,
        skipped,
      })),
      slowestTests,
      slowestFiles,
    },
    null,
    2,
  )}\n`,
)
console.log(`Timings: ${path.relative(root, path.join(results, 'timing.json'))}`)
process.exit(steps.every((step) => step.ok) ? 0 : 1)

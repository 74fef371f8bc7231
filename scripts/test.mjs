#!/usr/bin/env node
// `npm test`: the one pass/fail command (CI runs exactly this). Type checks and lint side by
// side, unit and backend tests (Vitest), convex-local's own suite beside the formatting check,
// then Playwright against the real stack in Debian's Chromium. Every step runs even when an
// earlier one fails, so one run shows everything; the last line is the total, "N passed, N failed".
// Every step has a time bound (MINUTES): a step still running at its bound is stopped with all
// its processes and counted as failed, and a Vitest step names the files it was still running,
// so a run that wedges ends with a reason instead of at CI's own limit.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inFlight } from './lib/test-progress.mjs'
import { fileTimes, slowest, testTimes } from './lib/test-timing.mjs'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

// Each step's bound, about four times what it takes on a loaded two-core machine; together
// they stay under CI's 90 minutes with `npm install` before them.
const MINUTES = {
  typecheck: 10,
  lint: 10,
  'unit and backend tests (vitest)': 15,
  'convex-local (vitest)': 10,
  format: 10,
  'chromium (Debian package)': 10,
  'end-to-end (playwright)': 30,
  "the stacks' logs": 3,
}

const steps = []
const startedAt = Date.now()
const running = new Set()

/** Stops a step's whole process group: politely, then for good. */
function stopGroup(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name)
    } catch {
      // the group has already gone
    }
  }
  signal('SIGTERM')
  setTimeout(() => signal('SIGKILL'), 5_000).unref()
}

for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    for (const child of running) stopGroup(child)
    process.exit(130)
  })
}

/**
 * Runs a step in a process group of its own, stopped with everything it started when it passes
 * its bound. Resolves with its exit code (null when stopped) and whether the bound stopped it.
 */
function runBounded(name, command, args, options, onChild = () => {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      stdio: options.stdio,
      detached: true,
    })
    running.add(child)
    onChild(child)
    let timedOut = false
    const timer = setTimeout(
      () => {
        timedOut = true
        stopGroup(child)
      },
      (MINUTES[name] ?? 10) * 60_000,
    )
    child.on('close', (code) => {
      clearTimeout(timer)
      running.delete(child)
      resolve({ code, timedOut })
    })
  })
}

/** What a step that passed its bound printed last: its bound, and the files it still ran. */
function boundNote(name, progressFile) {
  const lines = [`\n✗ ${name} was still running after ${MINUTES[name] ?? 10} minutes: stopped.`]
  if (progressFile && existsSync(progressFile)) {
    const open = inFlight(readFileSync(progressFile, 'utf8').split('\n'))
    lines.push(
      open.length
        ? `  Files still running: ${open.map(({ project, file }) => `${file} (${project})`).join(', ')}`
        : '  No test file was running: the run wedged between or after its files.',
    )
  }
  return lines.join('\n')
}

function newStep(name, outcome, seconds) {
  return {
    name,
    ok: outcome.code === 0 && !outcome.timedOut,
    timedOut: outcome.timedOut,
    seconds,
    passed: 0,
    failed: 0,
    skipped: 0,
    counted: false,
  }
}

async function run(name, command, args, options = {}) {
  const started = Date.now()
  console.log(`\n━━ ${name} ━━  ${[command, ...args].join(' ')}`)
  const outcome = await runBounded(name, command, args, { ...options, stdio: 'inherit' })
  if (outcome.timedOut) console.log(boundNote(name, options.env?.CASEFILE_TEST_PROGRESS))
  const step = newStep(name, outcome, ((Date.now() - started) / 1000).toFixed(1))
  steps.push(step)
  return step
}

/**
 * Runs independent steps side by side (each is single-threaded, and the machine has two cores);
 * each step's output is held back and printed whole when it ends, so the log stays readable.
 */
async function runTogether(list) {
  const started = Date.now()
  const together = await Promise.all(
    list.map(async ([name, command, args, options = {}]) => {
      const chunks = []
      const outcome = await runBounded(
        name,
        command,
        args,
        { ...options, stdio: ['ignore', 'pipe', 'pipe'] },
        (child) => {
          child.stdout.on('data', (chunk) => chunks.push(chunk))
          child.stderr.on('data', (chunk) => chunks.push(chunk))
        },
      )
      console.log(`\n━━ ${name} ━━  ${[command, ...args].join(' ')}`)
      process.stdout.write(Buffer.concat(chunks))
      if (outcome.timedOut) console.log(boundNote(name, options.env?.CASEFILE_TEST_PROGRESS))
      return newStep(name, outcome, ((Date.now() - started) / 1000).toFixed(1))
    }),
  )
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

// Each Vitest run also notes the files it starts and ends, for a run stopped at its bound.
const progressReporter = path.join(root, 'scripts/lib/test-progress.mjs')

const vitestJson = path.join(results, 'vitest.json')
countVitest(
  await run(
    'unit and backend tests (vitest)',
    npx,
    [
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${progressReporter}`,
      `--outputFile.json=${vitestJson}`,
    ],
    { env: { CASEFILE_TEST_PROGRESS: path.join(results, 'vitest.progress') } },
  ),
  vitestJson,
)

const localJson = path.join(results, 'convex-local.json')
const [convexLocal] = await runTogether([
  [
    'convex-local (vitest)',
    npx,
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${progressReporter}`,
      `--outputFile.json=${localJson}`,
    ],
    {
      cwd: path.join(root, 'packages/convex-local'),
      env: { CASEFILE_TEST_PROGRESS: path.join(results, 'convex-local.progress') },
    },
  ],
  ['format', npm, ['run', '--silent', 'format:check']],
])
countVitest(convexLocal, localJson)

const chromium = await run('chromium (Debian package)', process.execPath, [
  'scripts/ensure-chromium.mjs',
])
if (chromium.ok) {
  countPlaywright(
    await run('end-to-end (playwright)', npx, ['playwright', 'test']),
    path.join(results, 'e2e.json'),
  )
  await run("the stacks' logs", process.execPath, ['scripts/check-logs.mjs'])
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
  const bound = step.timedOut ? `  stopped at its ${MINUTES[step.name] ?? 10}-minute bound` : ''
  console.log(`${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds}s)${counts}${bound}`)
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
      steps: steps.map(({ name, ok, timedOut, seconds, passed, failed, skipped }) => ({
        name,
        ok,
        timedOut,
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

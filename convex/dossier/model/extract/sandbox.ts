'use node'
// Every byte a user uploaded is parsed here, in a child process of its own, never in the backend:
// a native crash (a decoder's segfault), a runaway allocation or an endless loop then ends that
// child, and the document is marked failed with a plain reason. A worker thread would not do: a
// segfault takes its whole process down. The child is this same module, forked with a flag (its
// file is wherever the bundler put it), so no second entry point has to be found or shipped.
import { type ChildProcess, fork } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
/* eslint-disable @convex-dev/import-wrong-runtime -- all three are "use node" */
import { extractDocument } from './'
import { renderThumbnail } from './thumbnail'
/* eslint-enable @convex-dev/import-wrong-runtime */
import type { ExtractOptions, Extraction, FileKind } from './types'
import { UnreadableFileError, damagedReason } from './unreadable'

const CHILD_FLAG = 'CASEFILE_SANDBOX_CHILD'

export type SandboxLimits = {
  /** The child's resident memory cap in MB (its JavaScript heap gets three quarters of it). */
  memoryMb: number
  /** Wall time for one document, OCR included. */
  timeoutMs: number
}

/**
 * 1 GB and 5 minutes per document: a 2,000-page PDF or a scanned exhibit fits, and the run ends
 * well inside the 10-minute processing lease (ingest.PROCESSING_LEASE_MS), so a live run is never
 * queued again. CASEFILE_WORKER_MEMORY_MB and CASEFILE_WORKER_TIMEOUT_MS change them.
 */
export function sandboxLimits(env: Record<string, string | undefined>): SandboxLimits {
  const count = (value: string | undefined, fallback: number) => {
    const n = Number(value)
    return Number.isInteger(n) && n > 0 ? n : fallback
  }
  return {
    memoryMb: count(env.CASEFILE_WORKER_MEMORY_MB, 1024),
    timeoutMs: count(env.CASEFILE_WORKER_TIMEOUT_MS, 5 * 60 * 1000),
  }
}

export type SandboxJob = {
  bytes: Uint8Array
  kind: FileKind
  options: ExtractOptions
  thumbnail: boolean
}

export type SandboxOutcome =
  { ok: true; extraction: Extraction; thumbnail: Uint8Array | null } | { ok: false; reason: string }

type ChildMessage =
  | { type: 'done'; extraction: Extraction; thumbnail: Uint8Array | null }
  | { type: 'failed'; reason: string | null }

export const TOO_MUCH_MEMORY = 'The file could not be read: it needs more memory than allowed.'
export const TOO_SLOW = 'The file could not be read: it took too long.'
export const READER_STOPPED =
  'The file could not be read: the reader stopped on it (the file may be damaged).'

// ---------------------------------------------------------------------------------------------
// The backend's side: a bounded few children at once, each watched and killed past its caps.

let running = 0
const waiting: (() => void)[] = []

/** How many documents are parsed at once (CASEFILE_WORKER_CONCURRENCY, default 2). */
function concurrency() {
  const n = Number(process.env.CASEFILE_WORKER_CONCURRENCY)
  return Number.isInteger(n) && n > 0 ? n : 2
}

/**
 * Runs `work` when a sandbox slot is free; documents beyond the bound wait their turn here (and
 * stay "queued", so their processing lease does not run out while they wait).
 */
export async function withSandboxSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= concurrency()) await new Promise<void>((resolve) => waiting.push(resolve))
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

/** The environment a child gets: where things are, never the deployment's secrets. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { [CHILD_FLAG]: '1' }
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'SYSTEMROOT']) {
    if (process.env[name] !== undefined) env[name] = process.env[name]
  }
  return env
}

/** How often the child's resident memory is read. */
const WATCH_EVERY_MS = 200

/**
 * Runs `run` after `ms` on Node's own timers (AbortSignal.timeout), which a test's fake clock
 * does not replace: the caps hold while backend tests drive scheduled jobs with fake timers.
 * Returns a cancel.
 */
function after(ms: number, run: () => void): () => void {
  const signal = AbortSignal.timeout(ms)
  signal.addEventListener('abort', run, { once: true })
  return () => signal.removeEventListener('abort', run)
}

/** The child's resident set in bytes (Linux /proc), or null where that cannot be read. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8')
    return Number(statm.split(' ')[1]) * 4096
  } catch {
    return null
  }
}

/** Parses one document in a fresh child process; never throws for anything the file does. */
export async function processInSandbox(
  job: SandboxJob,
  limits: SandboxLimits = sandboxLimits(process.env),
): Promise<SandboxOutcome> {
  const file = fileURLToPath(import.meta.url)
  const heapMb = Math.max(64, Math.floor(limits.memoryMb * 0.75))
  const execArgv = [`--max-old-space-size=${heapMb}`]
  // Under the test runner this module is TypeScript source; bundles are plain .mjs.
  if (/\.[cm]?tsx?$/.test(file)) execArgv.push('--import', 'tsx')
  const child: ChildProcess = fork(file, [], {
    execArgv,
    env: childEnv(),
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
  return await new Promise<SandboxOutcome>((resolve) => {
    let outcome: SandboxOutcome | null = null
    let killedFor: string | null = null
    let heapExhausted = false
    const kill = (reason: string) => {
      killedFor ??= reason
      child.kill('SIGKILL')
    }
    let ended = false
    const cancelTimeout = after(limits.timeoutMs, () => kill(TOO_SLOW))
    const watch = () => {
      if (ended || child.pid === undefined) return
      void residentBytes(child.pid).then((rss) => {
        if (rss !== null && rss > limits.memoryMb * 1024 * 1024) kill(TOO_MUCH_MEMORY)
        else after(WATCH_EVERY_MS, watch)
      })
    }
    after(WATCH_EVERY_MS, watch)
    let stderrTail = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      stderrTail = (stderrTail + chunk.toString()).slice(-4096)
      if (/heap out of memory|Allocation failed/i.test(stderrTail)) heapExhausted = true
    })
    child.on('message', (message: ChildMessage) => {
      outcome =
        message.type === 'done'
          ? { ok: true, extraction: message.extraction, thumbnail: message.thumbnail }
          : { ok: false, reason: message.reason ?? damagedReason(job.kind) }
    })
    const finish = () => {
      ended = true
      cancelTimeout()
      resolve(
        killedFor !== null
          ? { ok: false, reason: killedFor }
          : (outcome ?? { ok: false, reason: heapExhausted ? TOO_MUCH_MEMORY : READER_STOPPED }),
      )
    }
    // 'close', not 'exit': it waits for the IPC channel too, so a last answer is never lost.
    child.once('close', finish)
    child.once('error', () => {
      // Could not start at all (no memory for a process): the file is not to blame, but the
      // run must still end; close follows an error only when the process had started.
      if (child.pid === undefined) {
        killedFor ??= 'The file could not be read: the reader could not start.'
        finish()
      }
    })
    child.send(job, (error) => {
      if (error) kill(READER_STOPPED)
    })
  })
}

// ---------------------------------------------------------------------------------------------
// The child's side: one job, one answer, exit.

async function runJob(job: SandboxJob): Promise<ChildMessage> {
  try {
    const extraction = await extractDocument(job.bytes, job.kind, job.options)
    const thumbnail = job.thumbnail ? await renderThumbnail(job.bytes, job.kind, job.options) : null
    return { type: 'done', extraction, thumbnail }
  } catch (error) {
    // Only our own plain reasons reach users; a library's message stays in the child.
    return { type: 'failed', reason: error instanceof UnreadableFileError ? error.message : null }
  }
}

function startChild() {
  // The backend went away (it was stopped or crashed): nobody is waiting for the answer.
  process.once('disconnect', () => process.exit(0))
  process.once('message', (job: SandboxJob) => {
    void runJob(job).then((answer) => process.send?.(answer, () => process.exit(0)))
  })
}

if (process.env[CHILD_FLAG] === '1' && process.send) startChild()

'use node'
// OCR with tesseract.js. Recognition runs in tesseract's worker thread, so the backend's event
// loop stays free; this module only queues pages, bounds them in time and recycles the worker.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type Tesseract from 'tesseract.js'

export const DEFAULT_OCR_TIMEOUT_MS = 60_000
/** The most pages OCR runs on in one document unless `maxPages` says otherwise. */
export const DEFAULT_MAX_OCR_PAGES = 50
/** An unused worker holds ~100 MB of WebAssembly memory: give it back after this long. */
const IDLE_MS = 30_000

export type OcrResult = { text: string; confidence: number }

type SharedWorker = {
  worker: Tesseract.Worker
  dpi: number
  /** Rejects if the thread dies (a WebAssembly abort, out of memory): fail the page at once. */
  died: Promise<never>
}
type Holder = { ready: Promise<SharedWorker> }

let shared: Holder | null = null
let idleTimer: NodeJS.Timeout | null = null
/** One page at a time, so a page's time bound measures its own recognition, not the queue. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * The packaged English model (`@tesseract.js-data/eng`, folder `4.0.0`). Resolved next to this
 * module, so it also works where the package is installed beside a bundle (Convex's
 * externalPackages); nothing is ever downloaded.
 */
function englishDataPath(): string {
  const require = createRequire(import.meta.url)
  const manifest = require.resolve('@tesseract.js-data/eng/package.json')
  return path.join(path.dirname(manifest), '4.0.0')
}

type NodeThread = {
  unref(): void
  on(event: 'error' | 'exit', listener: (arg: unknown) => void): void
}

async function createSharedWorker(onDeath: () => void): Promise<SharedWorker> {
  const langPath = englishDataPath()
  // The unpacked model is cached in the temp dir (not the working directory, tesseract's default).
  const cachePath = path.join(os.tmpdir(), 'casefile-tesseract-cache')
  await fs.promises.mkdir(cachePath, { recursive: true })
  const tesseract = (await import('tesseract.js')).default
  const worker = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cachePath,
    // Without a handler tesseract.js rethrows a failed job on the event loop (an uncaught
    // exception); the job's own promise still rejects, which is where we handle it.
    errorHandler: () => {},
    logger: () => {},
  })
  let markDied: (reason: Error) => void = () => {}
  const died = new Promise<never>((_, reject) => {
    markDied = reject
  })
  died.catch(() => {})
  const thread = (worker as unknown as { worker?: NodeThread }).worker
  // tesseract.js does not listen for the thread's 'error': unheard, it would crash the backend.
  thread?.on('error', (e) => {
    onDeath()
    markDied(e instanceof Error ? e : new Error(String(e)))
  })
  thread?.on('exit', (code) => {
    onDeath()
    markDied(new Error(`The OCR worker stopped (exit code ${String(code)}).`))
  })
  // The thread must not keep a finished process (a CLI run, a test) alive; a running page is
  // kept alive by its timeout timer instead.
  thread?.unref()
  try {
    // tesseract.js defaults to one uniform block (PSM 6), which drops headings set apart from
    // the body; whole pages need automatic segmentation.
    await worker.setParameters({ tessedit_pageseg_mode: tesseract.PSM.AUTO })
  } catch (e) {
    await worker.terminate()
    throw e
  }
  return { worker, dpi: 0, died }
}

function getWorker(): Promise<SharedWorker> {
  if (!shared) {
    const holder = {} as Holder
    const forget = () => {
      if (shared === holder) shared = null
    }
    holder.ready = createSharedWorker(forget)
    holder.ready.catch(forget)
    shared = holder
  }
  return shared.ready
}

function discardWorker(): void {
  const current = shared
  shared = null
  current?.ready.then((w) => w.worker.terminate()).catch(() => {})
}

function armIdleTimer(): void {
  if (idleTimer) clearTimeout(idleTimer)
  idleTimer = setTimeout(discardWorker, IDLE_MS)
  idleTimer.unref()
}

async function recognizeNow(
  image: Uint8Array,
  timeoutMs: number,
  dpi: number,
): Promise<OcrResult | null> {
  if (idleTimer) clearTimeout(idleTimer)
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  // Set when the bound runs out: the worker is then ended, and a job still on its way to it must
  // not send it anything (tesseract.js would throw inside its own unawaited send: an unhandled
  // rejection, which ends a Node process).
  let cancelled = false
  try {
    const job = getWorker().then(async (entry) => {
      if (cancelled) return null
      if (entry.dpi !== dpi) {
        // 0 = let tesseract estimate it (images of unknown resolution).
        await Promise.race([
          entry.worker.setParameters({ user_defined_dpi: String(dpi) }),
          entry.died,
        ])
        entry.dpi = dpi
      }
      if (cancelled) return null
      return Promise.race([entry.worker.recognize(Buffer.from(image)), entry.died])
    })
    job.catch(() => {}) // settled by the race below; a late failure must not go unhandled
    const result = await Promise.race([job, timedOut])
    if (result === null) {
      cancelled = true
      // tesseract.js cannot cancel one job: end the worker, the next page starts a fresh one.
      discardWorker()
      return null
    }
    return { text: result.data.text, confidence: Math.round(result.data.confidence) }
  } finally {
    clearTimeout(timer)
    armIdleTimer()
  }
}

/**
 * Recognises English text in an image (PNG, JPEG, TIFF, BMP, WebP bytes), `dpi` when known
 * (rendered PDF pages). Returns null when it took longer than `timeoutMs`; throws when
 * tesseract cannot read the image or start.
 */
export function recognizeImage(
  image: Uint8Array,
  timeoutMs = DEFAULT_OCR_TIMEOUT_MS,
  dpi = 0,
): Promise<OcrResult | null> {
  const run = queue.then(() => recognizeNow(image, timeoutMs, Math.round(dpi)))
  queue = run.catch(() => {})
  return run
}

/** Ends the shared worker now (tests, shutdown); the next recognition starts a new one. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer)
  const current = shared
  shared = null
  await current?.ready.then((w) => w.worker.terminate()).catch(() => {})
}

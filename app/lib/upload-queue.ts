// The dossier's upload queue: every file of the current batch, its state, and the rule that at
// most `concurrency` files are in flight (sending or being checked by the server) while the rest
// wait their turn. Framework-free, like the toast store: the React side reads it through
// useSyncExternalStore, and the tests drive it with fake runners.
//
// A file's life: waiting → uploading (bytes going out) → checking (the server reads them) → added,
// or refused (a rule said no, before or after sending) / failed (something broke) / cancelled.
// The pre-check runs as soon as a file is queued, not when its turn comes, so a refused file shows
// its reason at once and never takes a slot.

/** Where a file is in its upload. */
export type UploadStatus =
  'waiting' | 'uploading' | 'checking' | 'added' | 'refused' | 'cancelled' | 'failed'

/** One file of the batch, as the panel shows it. */
export type UploadItem = {
  id: string
  name: string
  size: number
  /** Folders below the upload's target, from a dropped or picked folder; empty for loose files. */
  folderNames: readonly string[]
  status: UploadStatus
  /** Share of the bytes sent, 0..1; 1 from 'checking' on. */
  progress: number
  /** Refused: the reason. Failed: what went wrong. */
  message: string | null
  /** Added: the new document. */
  documentId: string | null
  /** Added: an earlier document with the same bytes, when there is one. */
  duplicateOf: string | null
}

/** A file to queue, with the folders it sits in below the target (see UploadItem.folderNames). */
export type UploadEntry = { file: File; folderNames: readonly string[] }

/** How one file's upload ended. */
export type UploadOutcome =
  | { status: 'added'; documentId: string; duplicateOf: string | null }
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' }

/** What a runner may tell the queue while it works on a file. */
export type UploadRunContext = {
  /** Aborted when the file is cancelled: stop sending. */
  signal: AbortSignal
  /** Share of the bytes sent so far, 0..1. */
  onProgress: (fraction: number) => void
  /** The bytes have arrived; the server is checking them. The file can no longer be cancelled. */
  onChecking: () => void
}

/** Does the work for the files of one `add`: their pre-check and their upload. */
export type UploadRunner = {
  /** The reason to refuse the file before anything is sent, or null. */
  precheck: (entry: UploadEntry) => Promise<string | null>
  /** Sends and registers the file; resolves with the outcome and should not reject. */
  upload: (entry: UploadEntry, context: UploadRunContext) => Promise<UploadOutcome>
}

/** At most this many files are sent or checked at once (spec: 3). */
export const UPLOAD_CONCURRENCY = 3

const FINISHED: ReadonlySet<UploadStatus> = new Set(['added', 'refused', 'cancelled', 'failed'])
const IN_FLIGHT: ReadonlySet<UploadStatus> = new Set(['uploading', 'checking'])

/** Whether a file's upload is over, one way or another. */
export function isFinished(status: UploadStatus): boolean {
  return FINISHED.has(status)
}

/** Whether a file still takes a slot: it is being sent or checked. */
export function isInFlight(status: UploadStatus): boolean {
  return IN_FLIGHT.has(status)
}

/** Whether the Cancel button applies: before the server has the bytes. */
export function isCancellable(status: UploadStatus): boolean {
  return status === 'waiting' || status === 'uploading'
}

/**
 * The waiting files to start now, in queue order: as many ready ones as the free slots allow.
 * `isReady` says whether a waiting file has passed its pre-check.
 */
export function pickNextToStart(
  items: readonly UploadItem[],
  isReady: (id: string) => boolean,
  concurrency: number = UPLOAD_CONCURRENCY,
): string[] {
  const free = concurrency - items.filter((item) => isInFlight(item.status)).length
  if (free <= 0) return []
  return items
    .filter((item) => item.status === 'waiting' && isReady(item.id))
    .slice(0, free)
    .map((item) => item.id)
}

type Job = {
  entry: UploadEntry
  runner: UploadRunner
  /** The pre-check passed; the file may start when a slot is free. */
  ready: boolean
  controller: AbortController | null
}

type Listener = (items: readonly UploadItem[]) => void

/** The queue; `concurrency` defaults to UPLOAD_CONCURRENCY. */
export function createUploadQueue(options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY
  let items: readonly UploadItem[] = []
  const jobs = new Map<string, Job>()
  const listeners = new Set<Listener>()
  let counter = 0

  function emit(next: readonly UploadItem[]) {
    items = next
    for (const listener of listeners) listener(items)
  }

  function patch(id: string, change: Partial<UploadItem>, when?: (item: UploadItem) => boolean) {
    const current = items.find((item) => item.id === id)
    if (!current || (when && !when(current))) return false
    emit(items.map((item) => (item.id === id ? { ...item, ...change } : item)))
    return true
  }

  function pump() {
    for (const id of pickNextToStart(
      items,
      (each) => jobs.get(each)?.ready === true,
      concurrency,
    )) {
      start(id)
    }
  }

  function start(id: string) {
    const job = jobs.get(id)
    if (!job) return
    const controller = new AbortController()
    job.controller = controller
    patch(id, { status: 'uploading', progress: 0 })
    const isUploading = (item: UploadItem) => item.status === 'uploading'
    const context: UploadRunContext = {
      signal: controller.signal,
      onProgress: (fraction) => {
        // Whole percents only: a progress event per few kilobytes need not re-render the panel.
        const progress = Math.floor(Math.min(Math.max(fraction, 0), 1) * 100) / 100
        const current = items.find((item) => item.id === id)
        if (current && current.progress !== progress) patch(id, { progress }, isUploading)
      },
      onChecking: () => {
        if (!controller.signal.aborted) patch(id, { status: 'checking', progress: 1 }, isUploading)
      },
    }
    void job.runner
      .upload(job.entry, context)
      .catch((): UploadOutcome => ({ status: 'failed', message: UNEXPECTED }))
      .then((outcome) => {
        job.controller = null
        // A file cancelled meanwhile stays cancelled, whatever the runner ended with.
        patch(id, outcomeChange(outcome), (item) => isInFlight(item.status))
        pump()
      })
  }

  async function precheckAll(ids: readonly string[]) {
    for (const id of ids) {
      const job = jobs.get(id)
      const isWaiting = (item: UploadItem) => item.status === 'waiting'
      if (!job || !items.some((item) => item.id === id && isWaiting(item))) continue
      let reason: string | null
      try {
        reason = await job.runner.precheck(job.entry)
      } catch {
        patch(id, { status: 'failed', message: unreadable(job.entry.file.name) }, isWaiting)
        continue
      }
      if (reason !== null) {
        patch(id, { status: 'refused', message: reason }, isWaiting)
      } else {
        job.ready = true
        pump()
      }
    }
  }

  /** Queues files behind those already queued; their pre-checks start at once. Returns their ids. */
  function add(entries: readonly UploadEntry[], runner: UploadRunner): string[] {
    const added: UploadItem[] = entries.map((entry) => {
      counter += 1
      const id = `upload-${counter}`
      jobs.set(id, { entry, runner, ready: false, controller: null })
      return {
        id,
        name: entry.file.name,
        size: entry.file.size,
        folderNames: entry.folderNames,
        status: 'waiting',
        progress: 0,
        message: null,
        documentId: null,
        duplicateOf: null,
      }
    })
    if (added.length === 0) return []
    emit([...items, ...added])
    const ids = added.map((item) => item.id)
    void precheckAll(ids)
    return ids
  }

  /** Stops the given files that are waiting or being sent, then fills the freed slots. */
  function cancelMany(ids: ReadonlySet<string>) {
    const stopping = items.filter((item) => ids.has(item.id) && isCancellable(item.status))
    if (stopping.length === 0) return
    const stopped = new Set(stopping.map((item) => item.id))
    // All at once, so no file about to be cancelled is started by a slot another one freed.
    emit(items.map((item) => (stopped.has(item.id) ? { ...item, status: 'cancelled' } : item)))
    for (const id of stopped) jobs.get(id)?.controller?.abort()
    pump()
  }

  /** Stops a file that is waiting or being sent; a file the server is checking goes on. */
  function cancel(id: string) {
    cancelMany(new Set([id]))
  }

  /** Cancels every file that can still be cancelled. */
  function cancelAll() {
    cancelMany(new Set(items.map((item) => item.id)))
  }

  /** Queues a failed file again (its pre-check too, if that was what failed). */
  function retry(id: string) {
    const job = jobs.get(id)
    const reset = { status: 'waiting', progress: 0, message: null } as const
    if (!job || !patch(id, reset, (item) => item.status === 'failed')) return
    if (job.ready) pump()
    else void precheckAll([id])
  }

  /** Takes the finished files off the list. */
  function clearFinished() {
    for (const item of items) if (isFinished(item.status)) jobs.delete(item.id)
    emit(items.filter((item) => !isFinished(item.status)))
  }

  return {
    add,
    cancel,
    cancelAll,
    retry,
    clearFinished,
    getSnapshot: () => items,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type UploadQueue = ReturnType<typeof createUploadQueue>

const UNEXPECTED = 'Something went wrong. Please try again.'

function unreadable(name: string) {
  return `"${name}" could not be read. It may have been moved or deleted.`
}

function outcomeChange(outcome: UploadOutcome): Partial<UploadItem> {
  switch (outcome.status) {
    case 'added':
      return {
        status: 'added',
        progress: 1,
        documentId: outcome.documentId,
        duplicateOf: outcome.duplicateOf,
      }
    case 'refused':
    case 'failed':
      return { status: outcome.status, message: outcome.message }
    case 'cancelled':
      return { status: 'cancelled' }
  }
}

// ---------------------------------------------------------------------------------------------
// The batch at a glance: the panel's summary line and overall bar.

/** Counts and the overall bar for the batch. */
export type UploadSummary = {
  total: number
  counts: Record<UploadStatus, number>
  /** Some file is waiting, being sent or being checked. */
  isActive: boolean
  /** The overall bar, 0..100: bytes sent, a finished file counting in full. */
  percent: number
  /** 'Uploading 3 of 5 files' while active; what became of them when done. */
  label: string
}

/** The summary of a batch (see UploadSummary). */
export function summarizeUploads(items: readonly UploadItem[]): UploadSummary {
  const counts: Record<UploadStatus, number> = {
    waiting: 0,
    uploading: 0,
    checking: 0,
    added: 0,
    refused: 0,
    cancelled: 0,
    failed: 0,
  }
  let weight = 0
  let done = 0
  for (const item of items) {
    counts[item.status] += 1
    // Weighted by size so one big file is not outweighed by many small ones; empty files count 1.
    const size = Math.max(item.size, 1)
    weight += size
    done += size * (isFinished(item.status) ? 1 : item.progress)
  }
  const total = items.length
  const isActive = counts.waiting + counts.uploading + counts.checking > 0
  const percent = weight === 0 ? 0 : Math.floor((done / weight) * 100)
  return { total, counts, isActive, percent, label: summaryLabel(total, counts, isActive) }
}

function summaryLabel(total: number, counts: Record<UploadStatus, number>, isActive: boolean) {
  const files = total === 1 ? 'file' : 'files'
  if (total === 0) return 'No uploads'
  if (isActive) {
    // The position of the latest file started: those finished or in flight, at least the first.
    return `Uploading ${Math.max(total - counts.waiting, 1)} of ${total} ${files}`
  }
  const rest = (['refused', 'failed', 'cancelled'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status}`)
  return [`${counts.added} of ${total} ${files} added`, ...rest].join(', ')
}

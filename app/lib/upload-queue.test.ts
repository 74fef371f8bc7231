import { describe, expect, test } from 'vitest'
import {
  createUploadQueue,
  pickNextToStart,
  summarizeUploads,
  type UploadEntry,
  type UploadItem,
  type UploadOutcome,
  type UploadRunContext,
  type UploadRunner,
} from './upload-queue'

/** Lets every pending promise callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

type Started = { name: string; context: UploadRunContext; finish: (outcome: UploadOutcome) => void }

/** A runner whose uploads wait for the test to finish them; refuses the names in `refuse`. */
function fakeRunner(refuse: Record<string, string> = {}) {
  const started: Started[] = []
  const prechecked: string[] = []
  const runner: UploadRunner = {
    precheck: async ({ file }) => {
      prechecked.push(file.name)
      return refuse[file.name] ?? null
    },
    upload: ({ file }, context) =>
      new Promise<UploadOutcome>((resolve) => {
        started.push({ name: file.name, context, finish: resolve })
      }),
  }
  const find = (name: string) => {
    const found = started.find((each) => each.name === name)
    if (!found) throw new Error(`${name} was never started`)
    return found
  }
  return { runner, started, prechecked, find }
}

const entry = (name: string, size = 100, folderNames: string[] = []): UploadEntry => ({
  file: new File(['x'.repeat(size)], name),
  folderNames,
})

const added = (documentId = 'doc1', duplicateOf: string | null = null): UploadOutcome => ({
  status: 'added',
  documentId,
  duplicateOf,
})

function statuses(queue: ReturnType<typeof createUploadQueue>) {
  return Object.fromEntries(queue.getSnapshot().map((item) => [item.name, item.status]))
}

describe('upload queue', () => {
  test('at most three files are in flight; the next starts as soon as one finishes', async () => {
    const queue = createUploadQueue()
    const fake = fakeRunner()
    queue.add(
      ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'].map((name) => entry(name)),
      fake.runner,
    )
    await flush()

    expect(fake.started.map((each) => each.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf'])
    expect(statuses(queue)).toMatchObject({ 'd.pdf': 'waiting', 'e.pdf': 'waiting' })

    fake.find('b.pdf').finish(added())
    await flush()
    expect(fake.started.map((each) => each.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf'])
    expect(statuses(queue)).toMatchObject({ 'b.pdf': 'added', 'e.pdf': 'waiting' })
  })

  test('a file being checked by the server still takes its slot', async () => {
    const queue = createUploadQueue({ concurrency: 1 })
    const fake = fakeRunner()
    queue.add([entry('a.pdf'), entry('b.pdf')], fake.runner)
    await flush()
    fake.find('a.pdf').context.onChecking()
    await flush()

    expect(statuses(queue)).toEqual({ 'a.pdf': 'checking', 'b.pdf': 'waiting' })
    expect(fake.started).toHaveLength(1)
  })

  test('files added later queue behind those already waiting', async () => {
    const queue = createUploadQueue({ concurrency: 1 })
    const fake = fakeRunner()
    queue.add([entry('a.pdf'), entry('b.pdf')], fake.runner)
    queue.add([entry('c.pdf')], fake.runner)
    await flush()
    fake.find('a.pdf').finish(added())
    await flush()
    fake.find('b.pdf').finish(added())
    await flush()

    expect(fake.started.map((each) => each.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf'])
  })

  test('a file refused by the pre-check shows its reason at once and is never sent', async () => {
    const queue = createUploadQueue({ concurrency: 1 })
    const fake = fakeRunner({ 'empty.txt': '"empty.txt" is empty.' })
    queue.add([entry('a.pdf'), entry('b.pdf'), entry('empty.txt')], fake.runner)
    await flush()

    // Its turn has not come (a.pdf holds the only slot), yet its refusal is already shown.
    expect(fake.prechecked).toEqual(['a.pdf', 'b.pdf', 'empty.txt'])
    expect(queue.getSnapshot()[2]).toMatchObject({
      status: 'refused',
      message: '"empty.txt" is empty.',
    })
    expect(fake.started.map((each) => each.name)).toEqual(['a.pdf'])
  })

  test('a pre-check that cannot read the file fails it, and a retry checks it again', async () => {
    const queue = createUploadQueue()
    let reads = 0
    const runner: UploadRunner = {
      precheck: async () => {
        reads += 1
        if (reads === 1) throw new Error('NotReadableError')
        return null
      },
      upload: async () => added(),
    }
    const [id] = queue.add([entry('gone.pdf')], runner)
    await flush()
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      message: '"gone.pdf" could not be read. It may have been moved or deleted.',
    })

    queue.retry(id!)
    await flush()
    expect(queue.getSnapshot()[0]?.status).toBe('added')
  })

  test('progress is kept in whole percents and a finished upload records its document', async () => {
    const queue = createUploadQueue()
    const fake = fakeRunner()
    const seen: number[] = []
    queue.subscribe((items) => seen.push(items[0]?.progress ?? -1))
    queue.add([entry('a.pdf')], fake.runner)
    await flush()
    const { context, finish } = fake.find('a.pdf')
    context.onProgress(0.254)
    context.onProgress(0.256) // same whole percent: no change emitted
    context.onProgress(0.5)
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploading', progress: 0.5 })
    expect(seen.filter((progress) => progress === 0.25)).toHaveLength(1)

    context.onChecking()
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'checking', progress: 1 })
    finish(added('doc9', 'doc2'))
    await flush()
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'added',
      documentId: 'doc9',
      duplicateOf: 'doc2',
    })
  })

  test('refusals and failures after sending keep their messages', async () => {
    const queue = createUploadQueue()
    const fake = fakeRunner()
    queue.add([entry('bomb.docx'), entry('b.pdf')], fake.runner)
    await flush()
    fake.find('bomb.docx').finish({ status: 'refused', message: 'looks like a zip bomb' })
    fake.find('b.pdf').finish({ status: 'failed', message: 'This matter is archived' })
    await flush()

    expect(queue.getSnapshot().map(({ status, message }) => ({ status, message }))).toEqual([
      { status: 'refused', message: 'looks like a zip bomb' },
      { status: 'failed', message: 'This matter is archived' },
    ])
  })

  test('a runner that rejects fails its file with the generic message and frees the slot', async () => {
    const queue = createUploadQueue({ concurrency: 1 })
    const runner: UploadRunner = {
      precheck: async () => null,
      upload: async ({ file }) => {
        if (file.name === 'a.pdf') throw new Error('boom')
        return added()
      },
    }
    queue.add([entry('a.pdf'), entry('b.pdf')], runner)
    await flush()
    await flush()

    expect(queue.getSnapshot().map(({ status, message }) => ({ status, message }))).toEqual([
      { status: 'failed', message: 'Something went wrong. Please try again.' },
      { status: 'added', message: null },
    ])
  })

  test('cancelling a waiting file means it never starts', async () => {
    const queue = createUploadQueue({ concurrency: 1 })
    const fake = fakeRunner()
    const [, second] = queue.add([entry('a.pdf'), entry('b.pdf'), entry('c.pdf')], fake.runner)
    queue.cancel(second!)
    await flush()
    fake.find('a.pdf').finish(added())
    await flush()

    expect(statuses(queue)).toEqual({
      'a.pdf': 'added',
      'b.pdf': 'cancelled',
      'c.pdf': 'uploading',
    })
    expect(fake.started.map((each) => each.name)).toEqual(['a.pdf', 'c.pdf'])
  })

  test('cancelling a file being sent aborts it, keeps it cancelled and starts the next', async () => {
    const queue = createUploadQueue({ concurrency: 1 })
    const fake = fakeRunner()
    const [first] = queue.add([entry('a.pdf'), entry('b.pdf')], fake.runner)
    await flush()
    const { context, finish } = fake.find('a.pdf')
    context.onProgress(0.3)
    queue.cancel(first!)

    expect(context.signal.aborted).toBe(true)
    expect(statuses(queue)).toEqual({ 'a.pdf': 'cancelled', 'b.pdf': 'uploading' })
    // Late news from the aborted upload changes nothing.
    context.onProgress(0.6)
    context.onChecking()
    finish(added())
    await flush()
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'cancelled', documentId: null })
  })

  test('a file the server is checking cannot be cancelled; Cancel all stops the rest', async () => {
    const queue = createUploadQueue({ concurrency: 2 })
    const fake = fakeRunner()
    const [first] = queue.add([entry('a.pdf'), entry('b.pdf'), entry('c.pdf')], fake.runner)
    await flush()
    fake.find('a.pdf').context.onChecking()
    queue.cancel(first!)
    expect(statuses(queue)['a.pdf']).toBe('checking')

    queue.cancelAll()
    await flush()
    expect(statuses(queue)).toEqual({
      'a.pdf': 'checking',
      'b.pdf': 'cancelled',
      'c.pdf': 'cancelled',
    })
    expect(fake.find('b.pdf').context.signal.aborted).toBe(true)
    expect(fake.started).toHaveLength(2)

    fake.find('a.pdf').finish(added())
    await flush()
    expect(statuses(queue)['a.pdf']).toBe('added')
  })

  test('a failed upload can be retried; the others cannot', async () => {
    const queue = createUploadQueue()
    const fake = fakeRunner()
    const [first, second] = queue.add([entry('a.pdf'), entry('b.pdf')], fake.runner)
    await flush()
    fake.find('a.pdf').finish({ status: 'failed', message: 'The connection was lost.' })
    fake.find('b.pdf').finish({ status: 'refused', message: 'No.' })
    await flush()

    queue.retry(second!)
    queue.retry(first!)
    await flush()
    expect(statuses(queue)).toEqual({ 'a.pdf': 'uploading', 'b.pdf': 'refused' })
    expect(queue.getSnapshot()[0]).toMatchObject({ message: null, progress: 0 })
    expect(fake.prechecked).toEqual(['a.pdf', 'b.pdf'])
  })

  test('Clear takes the finished files off and leaves the rest', async () => {
    const queue = createUploadQueue({ concurrency: 1 })
    const fake = fakeRunner({ 'empty.txt': 'empty' })
    queue.add([entry('a.pdf'), entry('empty.txt'), entry('b.pdf'), entry('c.pdf')], fake.runner)
    await flush()
    fake.find('a.pdf').finish(added())
    await flush()
    queue.clearFinished()

    expect(statuses(queue)).toEqual({ 'b.pdf': 'uploading', 'c.pdf': 'waiting' })
  })

  test('an empty add changes nothing', () => {
    const queue = createUploadQueue()
    const seen: number[] = []
    queue.subscribe((items) => seen.push(items.length))
    expect(queue.add([], fakeRunner().runner)).toEqual([])
    expect(seen).toEqual([])
  })

  test('each file keeps the folders it came in', () => {
    const queue = createUploadQueue()
    queue.add([entry('x.pdf', 10, ['Pleadings', '2024'])], fakeRunner().runner)
    expect(queue.getSnapshot()[0]?.folderNames).toEqual(['Pleadings', '2024'])
  })
})

const item = (
  name: string,
  status: UploadItem['status'],
  size = 100,
  progress = 0,
): UploadItem => ({
  id: name,
  name,
  size,
  folderNames: [],
  status,
  progress,
  message: null,
  documentId: null,
  duplicateOf: null,
})

describe('pickNextToStart', () => {
  test('fills the free slots with ready waiting files, in order', () => {
    const items = [
      item('a', 'uploading'),
      item('b', 'added'),
      item('c', 'waiting'),
      item('d', 'waiting'),
      item('e', 'waiting'),
    ]
    expect(pickNextToStart(items, (id) => id !== 'c')).toEqual(['d', 'e'])
    expect(pickNextToStart(items, () => true, 2)).toEqual(['c'])
    expect(pickNextToStart([item('a', 'checking'), item('b', 'waiting')], () => true, 1)).toEqual(
      [],
    )
  })
})

describe('summarizeUploads', () => {
  test('while active it names the position of the latest file started', () => {
    const summary = summarizeUploads([
      item('a', 'added'),
      item('b', 'uploading'),
      item('c', 'checking'),
      item('d', 'waiting'),
      item('e', 'waiting'),
    ])
    expect(summary.label).toBe('Uploading 3 of 5 files')
    expect(summary.isActive).toBe(true)
  })

  test('before any file starts it reads as the first', () => {
    expect(summarizeUploads([item('a', 'waiting')]).label).toBe('Uploading 1 of 1 file')
  })

  test('when done it says what became of the files', () => {
    expect(summarizeUploads([item('a', 'added'), item('b', 'added')]).label).toBe(
      '2 of 2 files added',
    )
    const mixed = summarizeUploads([
      item('a', 'added'),
      item('b', 'refused'),
      item('c', 'failed'),
      item('d', 'cancelled'),
      item('e', 'refused'),
    ])
    expect(mixed.label).toBe('1 of 5 files added, 2 refused, 1 failed, 1 cancelled')
    expect(mixed.isActive).toBe(false)
    expect(mixed.percent).toBe(100)
  })

  test('the overall bar weighs files by size, finished ones in full', () => {
    const summary = summarizeUploads([
      item('big', 'uploading', 900, 0.5),
      item('small', 'refused', 100),
      item('empty', 'waiting', 0),
    ])
    // (450 + 100 + 0) / (900 + 100 + 1)
    expect(summary.percent).toBe(54)
    expect(summary.counts).toMatchObject({ uploading: 1, refused: 1, waiting: 1 })
  })

  test('an empty batch', () => {
    expect(summarizeUploads([])).toMatchObject({ total: 0, isActive: false, percent: 0 })
  })
})

import { ConvexError } from 'convex/values'
import { describe, expect, test, vi } from 'vitest'
import type { Id } from '@convex/_generated/dataModel'
import { createUploadRunner, uploadErrorOutcome, type UploadBackend } from './upload-pipeline'
import type { UploadEntry, UploadRunContext } from './upload-queue'
import { UploadTransferError } from './upload-transfer'

const projectId = 'p1' as Id<'projects'>
const parentId = 'f0' as Id<'folders'>

function fakeBackend(overrides: Partial<UploadBackend> = {}) {
  const calls: string[] = []
  const backend: UploadBackend = {
    generateUploadUrl: vi.fn(async () => {
      calls.push('generateUploadUrl')
      return 'https://upload.example/1'
    }),
    register: vi.fn(async ({ name }) => {
      calls.push(`register ${name}`)
      return { documentId: `doc-${name}` as Id<'documents'>, duplicateOf: null }
    }),
    ensurePath: vi.fn(async ({ names }) => {
      calls.push(`ensurePath ${names.join('/')}`)
      return { folderId: `folder-${names.join('/')}` as Id<'folders'>, path: names.join('/') }
    }),
    ...overrides,
  }
  const send = vi.fn(
    async (_url: string, file: File, options: { onProgress?: (n: number) => void }) => {
      calls.push(`send ${file.name}`)
      options.onProgress?.(0.5)
      return `storage-${file.name}`
    },
  )
  return { backend, send, calls }
}

function context(controller = new AbortController()) {
  const events: string[] = []
  const value: UploadRunContext = {
    signal: controller.signal,
    onProgress: (fraction) => events.push(`progress ${fraction}`),
    onChecking: () => events.push('checking'),
  }
  return { value, events, controller }
}

const pdf = (name = 'complaint.pdf', folderNames: string[] = []): UploadEntry => ({
  file: new File(['%PDF-1.7\n'], name, { type: 'application/pdf' }),
  folderNames,
})

const appError = (code: string, message: string) => new ConvexError({ code, message })

describe('createUploadRunner', () => {
  test('gets a URL, sends the bytes, then registers the file in the target folder', async () => {
    const fake = fakeBackend()
    const runner = createUploadRunner(
      fake.backend,
      { projectId, folderId: parentId },
      { send: fake.send },
    )
    const run = context()

    await expect(runner.upload(pdf(), run.value)).resolves.toEqual({
      status: 'added',
      documentId: 'doc-complaint.pdf',
      duplicateOf: null,
    })
    expect(fake.calls).toEqual([
      'generateUploadUrl',
      'send complaint.pdf',
      'register complaint.pdf',
    ])
    expect(fake.send).toHaveBeenCalledWith(
      'https://upload.example/1',
      expect.any(File),
      expect.anything(),
    )
    expect(fake.backend.register).toHaveBeenCalledWith({
      projectId,
      folderId: parentId,
      storageId: 'storage-complaint.pdf',
      name: 'complaint.pdf',
    })
    // Checking starts once the bytes are sent, before the server's answer.
    expect(run.events).toEqual(['progress 0.5', 'checking'])
  })

  test('a duplicate is reported with the earlier document', async () => {
    const fake = fakeBackend({
      register: async () => ({
        documentId: 'doc2' as Id<'documents'>,
        duplicateOf: 'doc1' as Id<'documents'>,
      }),
    })
    const runner = createUploadRunner(fake.backend, { projectId }, { send: fake.send })
    await expect(runner.upload(pdf(), context().value)).resolves.toMatchObject({
      status: 'added',
      duplicateOf: 'doc1',
    })
  })

  test('each distinct folder is ensured once, before its first file is sent', async () => {
    const fake = fakeBackend()
    const runner = createUploadRunner(
      fake.backend,
      { projectId, folderId: parentId },
      { send: fake.send },
    )
    await Promise.all([
      runner.upload(pdf('a.pdf', ['Case', 'Pleadings']), context().value),
      runner.upload(pdf('b.pdf', ['Case', 'Pleadings']), context().value),
      runner.upload(pdf('c.pdf', ['Case']), context().value),
      runner.upload(pdf('d.pdf'), context().value),
    ])

    expect(fake.backend.ensurePath).toHaveBeenCalledTimes(2)
    expect(fake.backend.ensurePath).toHaveBeenCalledWith({
      projectId,
      parentId,
      names: ['Case', 'Pleadings'],
    })
    expect(fake.backend.ensurePath).toHaveBeenCalledWith({ projectId, parentId, names: ['Case'] })
    expect(fake.calls.indexOf('ensurePath Case/Pleadings')).toBeLessThan(
      fake.calls.indexOf('send a.pdf'),
    )
    expect(
      vi.mocked(fake.backend.register).mock.calls.map(([args]) => [args.name, args.folderId]),
    ).toEqual(
      expect.arrayContaining([
        ['a.pdf', 'folder-Case/Pleadings'],
        ['b.pdf', 'folder-Case/Pleadings'],
        ['c.pdf', 'folder-Case'],
        ['d.pdf', parentId],
      ]),
    )
  })

  test('a folder that could not be made fails its file, and the next file asks again', async () => {
    let attempts = 0
    const fake = fakeBackend({
      ensurePath: async () => {
        attempts += 1
        if (attempts === 1) throw appError('INVALID_INPUT', 'A folder path has 1 to 20 levels')
        return { folderId: 'f9' as Id<'folders'>, path: 'x' }
      },
    })
    const runner = createUploadRunner(fake.backend, { projectId }, { send: fake.send })

    await expect(runner.upload(pdf('a.pdf', ['Deep']), context().value)).resolves.toEqual({
      status: 'refused',
      message: 'A folder path has 1 to 20 levels',
    })
    expect(fake.send).not.toHaveBeenCalled()
    await expect(runner.upload(pdf('b.pdf', ['Deep']), context().value)).resolves.toMatchObject({
      status: 'added',
    })
  })

  test('the server’s INVALID_INPUT refuses the file with its reason', async () => {
    const reason = 'The contents of "x.pdf" are not a PDF (they look like a PNG image).'
    const fake = fakeBackend({
      register: async () => {
        throw appError('INVALID_INPUT', reason)
      },
    })
    const runner = createUploadRunner(fake.backend, { projectId }, { send: fake.send })
    await expect(runner.upload(pdf('x.pdf'), context().value)).resolves.toEqual({
      status: 'refused',
      message: reason,
    })
  })

  test('other failures keep the server’s message or say the transfer broke', async () => {
    const archived = createUploadRunner(
      fakeBackend({
        generateUploadUrl: async () => {
          throw appError('CONFLICT', 'This matter is archived')
        },
      }).backend,
      { projectId },
    )
    await expect(archived.upload(pdf(), context().value)).resolves.toEqual({
      status: 'failed',
      message: 'This matter is archived',
    })

    const fake = fakeBackend()
    const lost = createUploadRunner(
      fake.backend,
      { projectId },
      {
        send: async () => {
          throw new UploadTransferError('The connection was lost while sending.')
        },
      },
    )
    await expect(lost.upload(pdf(), context().value)).resolves.toEqual({
      status: 'failed',
      message: 'The connection was lost while sending.',
    })
    expect(fake.backend.register).not.toHaveBeenCalled()
  })

  test('a cancelled file stops where it is and reports cancelled', async () => {
    const fake = fakeBackend()
    const runner = createUploadRunner(
      fake.backend,
      { projectId },
      {
        send: (_url, _file, { signal }) =>
          new Promise((_resolve, reject) => {
            signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))
          }),
      },
    )
    const run = context()
    const done = runner.upload(pdf(), run.value)
    await vi.waitFor(() => expect(fake.backend.generateUploadUrl).toHaveBeenCalled())
    run.controller.abort()

    await expect(done).resolves.toEqual({ status: 'cancelled' })
    expect(fake.backend.register).not.toHaveBeenCalled()

    // Cancelled before its turn at the folder: no URL is even asked for.
    const early = context()
    early.controller.abort()
    const before = vi.mocked(fake.backend.generateUploadUrl).mock.calls.length
    await expect(runner.upload(pdf('y.pdf', ['A']), early.value)).resolves.toEqual({
      status: 'cancelled',
    })
    expect(vi.mocked(fake.backend.generateUploadUrl).mock.calls.length).toBe(before)
  })

  test('the pre-check uses the given cap', async () => {
    const runner = createUploadRunner(fakeBackend().backend, { projectId }, { maxBytes: 4 })
    await expect(runner.precheck(pdf('big.pdf'))).resolves.toBe(
      '"big.pdf" is 9 bytes; the limit is 4 bytes.',
    )
  })
})

describe('uploadErrorOutcome', () => {
  test('an unknown error gets the generic message', () => {
    expect(uploadErrorOutcome(new Error('socket hang up'))).toEqual({
      status: 'failed',
      message: 'Something went wrong. Please try again.',
    })
    expect(uploadErrorOutcome(new DOMException('x', 'AbortError'))).toEqual({ status: 'cancelled' })
  })
})

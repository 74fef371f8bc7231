// @vitest-environment node
// Node's Blob reads with arrayBuffer(), as browsers do; jsdom's does not.
import { describe, expect, test, vi } from 'vitest'
import { DEFAULT_MAX_UPLOAD_BYTES, SNIFF_BYTES } from '@shared/fileTypes'
import { precheckUpload, type CheckableFile } from './upload-checks'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]

/** A file of `size` bytes that only pretends to be that big, and records what was read of it. */
function fakeFile(name: string, size: number, head: Uint8Array = new Uint8Array()) {
  const slice = vi.fn((start?: number, end?: number) => new Blob([head.slice(start, end)]))
  return { file: { name, size, slice } as CheckableFile, slice }
}

describe('precheckUpload', () => {
  test('a PDF whose bytes are a PDF passes', async () => {
    const file = new File(['%PDF-1.7\n1 0 obj\n<< >>\nendobj\n'], 'complaint.pdf')
    await expect(precheckUpload(file)).resolves.toBeNull()
  })

  test('plain text passes under its own extension', async () => {
    const file = new File(['Meeting notes: call opposing counsel on Monday.\n'], 'notes.txt')
    await expect(precheckUpload(file)).resolves.toBeNull()
  })

  test('PNG bytes named .pdf are refused with the server’s sentence', async () => {
    const file = new File([new Uint8Array(PNG_HEAD)], 'not-really.pdf')
    await expect(precheckUpload(file)).resolves.toBe(
      'The contents of "not-really.pdf" are not a PDF (they look like a PNG image).',
    )
  })

  test('an extension no kind accepts is refused whatever the bytes', async () => {
    const file = new File(['echo hi'], 'install.sh')
    await expect(precheckUpload(file)).resolves.toBe('"install.sh" is not a supported file type.')
  })

  test('an empty file is refused and never read', async () => {
    const { file, slice } = fakeFile('empty.txt', 0)
    await expect(precheckUpload(file)).resolves.toBe('"empty.txt" is empty.')
    expect(slice).not.toHaveBeenCalled()
  })

  test('a file over the cap is refused with its size and the limit, and never read', async () => {
    const { file, slice } = fakeFile('deposition.pdf', DEFAULT_MAX_UPLOAD_BYTES + 1024 * 1024)
    await expect(precheckUpload(file)).resolves.toBe(
      '"deposition.pdf" is 101 MB; the limit is 100 MB.',
    )
    expect(slice).not.toHaveBeenCalled()
  })

  test('a file of exactly the cap passes the size check', async () => {
    const head = new TextEncoder().encode('%PDF-1.4\n')
    const { file } = fakeFile('exhibit.pdf', DEFAULT_MAX_UPLOAD_BYTES, head)
    await expect(precheckUpload(file)).resolves.toBeNull()
  })

  test('only the first SNIFF_BYTES are read', async () => {
    const head = new TextEncoder().encode('%PDF-1.4\n')
    const { file, slice } = fakeFile('big.pdf', 50 * 1024 * 1024, head)
    await precheckUpload(file)
    expect(slice).toHaveBeenCalledExactlyOnceWith(0, SNIFF_BYTES)
  })

  test('a smaller cap is honoured', async () => {
    const file = new File(['x'.repeat(2048)], 'memo.txt')
    await expect(precheckUpload(file, 1024)).resolves.toBe('"memo.txt" is 2 KB; the limit is 1 KB.')
  })
})

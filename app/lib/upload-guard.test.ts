// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { guardUnloadWhileUploading } from './upload-guard'
import { createUploadQueue, type UploadOutcome, type UploadRunner } from './upload-queue'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Whether leaving the page now would ask first. */
function unloadIsGuarded() {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('guardUnloadWhileUploading', () => {
  test('asks before unloading only while a file is waiting, sending or being checked', async () => {
    const queue = createUploadQueue()
    const stop = guardUnloadWhileUploading(queue, window)
    let finish: (outcome: UploadOutcome) => void = () => {}
    const runner: UploadRunner = {
      precheck: async () => null,
      upload: (_entry, context) =>
        new Promise((resolve) => {
          context.onChecking()
          finish = resolve
        }),
    }
    expect(unloadIsGuarded()).toBe(false)

    queue.add([{ file: new File(['x'], 'a.pdf'), folderNames: [] }], runner)
    expect(unloadIsGuarded()).toBe(true)
    await flush()
    expect(queue.getSnapshot()[0]?.status).toBe('checking')
    expect(unloadIsGuarded()).toBe(true)

    finish({ status: 'added', documentId: 'd', duplicateOf: null })
    await flush()
    expect(unloadIsGuarded()).toBe(false)
    stop()
  })
})

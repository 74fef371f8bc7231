// @vitest-environment node
// The sandbox itself: the child that parses a file dies alone. Each case kills a child a
// different way and checks that the answer is a plain reason and this process goes on.
import { describe, expect, test, vi } from 'vitest'
import { TINY_PNG, manyPagePdf } from '../../../testing/test.hostile'
import {
  READER_STOPPED,
  TOO_MUCH_MEMORY,
  TOO_SLOW,
  processInSandbox,
  withSandboxSlot,
} from './sandbox'

const limits = { memoryMb: 1024, timeoutMs: 60_000 }
// Each case starts a child process (through tsx here: this is TypeScript source).
vi.setConfig({ testTimeout: 60_000 })

describe('the processing sandbox', () => {
  test('a decoder that crashes natively (finding 1) takes only its child down', async () => {
    // The header check is switched off here, so the 11-byte PNG reaches @napi-rs/canvas, which
    // crashed the whole backend before the sandbox; now the answer is a plain reason.
    const outcome = await processInSandbox(
      {
        bytes: TINY_PNG,
        kind: 'png',
        options: { ocr: false, trustImageHeaders: true },
        thumbnail: true,
      },
      limits,
    )
    expect(outcome).toEqual({ ok: false, reason: READER_STOPPED })
    expect(process.exitCode ?? 0).toBe(0)
  })

  test('a child past its memory cap or its time limit is killed with a plain reason', async () => {
    const job = {
      bytes: manyPagePdf(8000),
      kind: 'pdf' as const,
      options: { maxDocumentPages: 100_000 },
      thumbnail: false,
    }
    expect(await processInSandbox(job, { memoryMb: 80, timeoutMs: 60_000 })).toEqual({
      ok: false,
      reason: TOO_MUCH_MEMORY,
    })
    expect(await processInSandbox(job, { memoryMb: 1024, timeoutMs: 500 })).toEqual({
      ok: false,
      reason: TOO_SLOW,
    })
  })

  test('a sound file comes back with its text and thumbnail', async () => {
    const outcome = await processInSandbox(
      { bytes: manyPagePdf(2), kind: 'pdf', options: { ocr: false }, thumbnail: true },
      limits,
    )
    expect(outcome.ok).toBe(true)
    if (outcome.ok) {
      expect(outcome.extraction.pageCount).toBe(2)
      expect([...(outcome.thumbnail ?? []).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    }
  })

  test('documents go through a bounded few at a time', async () => {
    let running = 0
    let most = 0
    const work = () =>
      withSandboxSlot(async () => {
        running += 1
        most = Math.max(most, running)
        await new Promise((resolve) => setImmediate(resolve))
        running -= 1
      })
    await Promise.all(Array.from({ length: 6 }, work))
    expect(most).toBe(2)
  })
})

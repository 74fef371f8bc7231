// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import {
  isAbortError,
  sendFile,
  uploadContentType,
  UploadTransferError,
  type UploadRequest,
} from './upload-transfer'

/** A stand-in for XMLHttpRequest that records what was sent and lets the test answer. */
function fakeRequest() {
  const calls: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } =
    { headers: {} }
  let aborted = false
  const request: UploadRequest = {
    status: 0,
    responseText: '',
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open: ((method: string, url: string) => {
      calls.method = method
      calls.url = url
    }) as UploadRequest['open'],
    setRequestHeader: (name, value) => {
      calls.headers[name] = value
    },
    send: (body) => {
      calls.body = body
    },
    abort: () => {
      aborted = true
      request.onabort?.(new ProgressEvent('abort'))
    },
  }
  const answer = (status: number, body: string) => {
    Object.assign(request, { status, responseText: body })
    request.onload?.(new ProgressEvent('load'))
  }
  const progress = (loaded: number, total: number) =>
    request.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  return { request, calls, answer, progress, wasAborted: () => aborted }
}

const pdf = new File(['%PDF-1.7'], 'complaint.pdf', { type: 'application/pdf' })

describe('sendFile', () => {
  test('POSTs the file with its type and resolves with the storage id', async () => {
    const fake = fakeRequest()
    const sent = sendFile('https://up.example/1', pdf, { createRequest: () => fake.request })
    fake.answer(200, JSON.stringify({ storageId: 'kg2abc' }))

    await expect(sent).resolves.toBe('kg2abc')
    expect(fake.calls).toEqual({
      method: 'POST',
      url: 'https://up.example/1',
      headers: { 'Content-Type': 'application/pdf' },
      body: pdf,
    })
  })

  test('reports progress as a share of the bytes, ending at 1', async () => {
    const fake = fakeRequest()
    const seen: number[] = []
    const sent = sendFile('u', pdf, {
      createRequest: () => fake.request,
      onProgress: (fraction) => seen.push(fraction),
    })
    fake.progress(25, 100)
    fake.progress(100, 100)
    fake.answer(200, '{"storageId":"s"}')
    await sent

    expect(seen).toEqual([0.25, 1, 1])
  })

  test('an abort signal stops the request and rejects with an AbortError', async () => {
    const fake = fakeRequest()
    const controller = new AbortController()
    const sent = sendFile('u', pdf, {
      createRequest: () => fake.request,
      signal: controller.signal,
    })
    controller.abort()

    const error: unknown = await sent.catch((caught: unknown) => caught)
    expect(isAbortError(error)).toBe(true)
    expect(fake.wasAborted()).toBe(true)
  })

  test('an already aborted signal sends nothing', async () => {
    const fake = fakeRequest()
    const controller = new AbortController()
    controller.abort()
    const error: unknown = await sendFile('u', pdf, {
      createRequest: () => fake.request,
      signal: controller.signal,
    }).catch((caught: unknown) => caught)

    expect(isAbortError(error)).toBe(true)
    expect(fake.calls.body).toBeUndefined()
  })

  test('a network error or a refusing server rejects with a transfer error', async () => {
    const broken = fakeRequest()
    const lost = sendFile('u', pdf, { createRequest: () => broken.request })
    broken.request.onerror?.(new ProgressEvent('error'))
    await expect(lost).rejects.toEqual(
      new UploadTransferError('The connection was lost while sending.'),
    )

    const refusing = fakeRequest()
    const refused = sendFile('u', pdf, { createRequest: () => refusing.request })
    refusing.answer(413, 'Payload too large')
    await expect(refused).rejects.toBeInstanceOf(UploadTransferError)

    const odd = fakeRequest()
    const noId = sendFile('u', pdf, { createRequest: () => odd.request })
    odd.answer(200, '{"id":1}')
    await expect(noId).rejects.toThrow('The server did not accept the file (200).')
  })
})

describe('uploadContentType', () => {
  test('uses the file’s type, or application/octet-stream when the browser gives none', () => {
    expect(uploadContentType(pdf)).toBe('application/pdf')
    expect(uploadContentType(new File(['x'], 'notes'))).toBe('application/octet-stream')
  })
})

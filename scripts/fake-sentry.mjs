#!/usr/bin/env node
// A stand-in for a Sentry (or GlitchTip) server and a PostHog host, for the end-to-end telemetry
// tests (e2e/security/telemetry.spec.ts). Binds 127.0.0.1 only.
//   POST /api/<project>/envelope/   records a Sentry envelope, each item decoded (replay segments
//                                   inflated), answers { id }
//   POST /e/, /i/v0/e/, /batch/ ... records a PostHog request (gzip or base64 decoded)
//   GET  /envelopes                 every envelope so far: [{ header, items: [{ header, text }] }]
//   GET  /posthog                   every PostHog request body so far, as text
// Usage: node scripts/fake-sentry.mjs --port 3970
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib'

const { values } = parseArgs({ options: { port: { type: 'string', default: '3970' } } })

const envelopes = []
const posthog = []

/** Text of a payload that may be zlib, raw deflate or gzip compressed. */
function decompress(bytes) {
  for (const inflate of [inflateSync, gunzipSync, inflateRawSync]) {
    try {
      return inflate(bytes).toString('utf8')
    } catch {
      // not this format
    }
  }
  return bytes.toString('utf8')
}

/** Splits an envelope into its header and items (a `length` header reads that many bytes). */
export function parseEnvelope(body) {
  let offset = 0
  const readLine = () => {
    const end = body.indexOf(0x0a, offset)
    const line = body.subarray(offset, end === -1 ? body.length : end)
    offset = end === -1 ? body.length : end + 1
    return line
  }
  const header = JSON.parse(readLine().toString('utf8'))
  const items = []
  while (offset < body.length) {
    const headerLine = readLine().toString('utf8').trim()
    if (!headerLine) continue
    const itemHeader = JSON.parse(headerLine)
    let payload
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length)
      offset += itemHeader.length
      if (body[offset] === 0x0a) offset += 1
    } else {
      payload = readLine()
    }
    let text = payload.toString('utf8')
    if (itemHeader.type === 'replay_recording') {
      // `{"segment_id":N}\n` then the recording, compressed unless the SDK was told otherwise.
      const newline = payload.indexOf(0x0a)
      text = `${payload.subarray(0, newline).toString('utf8')}\n${decompress(payload.subarray(newline + 1))}`
    }
    items.push({ header: itemHeader, text })
  }
  return { header, items }
}

function decodePosthog(url, body) {
  if (url.searchParams.get('compression') === 'gzip-js') {
    try {
      return gunzipSync(body).toString('utf8')
    } catch {
      // fall through
    }
  }
  const text = body.toString('utf8')
  if (text.startsWith('data=')) {
    const data = decodeURIComponent(text.slice(5).replace(/\+/g, ' '))
    try {
      return Buffer.from(data, 'base64').toString('utf8')
    } catch {
      return data
    }
  }
  return text
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

const server = createServer((request, response) => {
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const body = Buffer.concat(chunks)
    const send = (status, value) => {
      response.writeHead(status, { 'content-type': 'application/json', ...cors })
      response.end(JSON.stringify(value))
    }
    if (request.method === 'OPTIONS') return send(204, {})
    if (request.method === 'GET' && url.pathname === '/envelopes') return send(200, envelopes)
    if (request.method === 'GET' && url.pathname === '/posthog') return send(200, posthog)
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
      try {
        const envelope = parseEnvelope(body)
        envelopes.push({ path: url.pathname, ...envelope })
        return send(200, { id: envelope.header.event_id ?? null })
      } catch (error) {
        return send(400, { error: String(error) })
      }
    }
    if (request.method === 'POST') {
      posthog.push({ path: url.pathname, text: decodePosthog(url, body) })
      return send(200, { status: 1 })
    }
    return send(404, { error: 'not found' })
  })
})

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`fake Sentry and PostHog on http://127.0.0.1:${values.port}`)
})

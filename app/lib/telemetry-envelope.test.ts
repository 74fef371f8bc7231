import { describe, expect, test } from 'vitest'
import { scrubEnvelope, scrubReplayPayload } from './telemetry-envelope'

const SLUG = 'acme-v-canary-3f1'
const snapshot = {
  type: 2,
  data: {
    node: {
      childNodes: [
        { type: 2, tagName: 'a', attributes: { href: `http://localhost/matters/${SLUG}?q=x` } },
      ],
    },
  },
}
const meta = { type: 4, data: { href: `http://localhost/matters/${SLUG}/dossier`, width: 800 } }
const consoleLine = {
  type: 5,
  data: { tag: 'breadcrumb', payload: { category: 'console', message: SLUG } },
}
const payload = `{"segment_id":0}\n${JSON.stringify([meta, snapshot, consoleLine])}`

describe('replay recordings on their way out', () => {
  test("links and the page's URL lose their slug; console lines go", () => {
    const clean = scrubReplayPayload(payload)!
    expect(clean).not.toContain(SLUG)
    expect(clean.startsWith('{"segment_id":0}\n')).toBe(true)
    const events = JSON.parse(clean.slice(clean.indexOf('\n') + 1)) as { type: number }[]
    expect(events.map((event) => event.type)).toEqual([4, 2])
    expect(clean).toContain('http://localhost/matters/:slug/dossier')
  })

  test('a recording that cannot be read is dropped, other items pass untouched', () => {
    const error = [{ type: 'event' }, { message: 'x' }]
    const envelope = [
      { event_id: '1' },
      [error, [{ type: 'replay_recording', length: 3 }, new Uint8Array([1, 2, 3])]],
    ]
    expect(scrubEnvelope(envelope)).toEqual([{ event_id: '1' }, [error]])
  })

  test("a scrubbed recording's length header matches its new bytes", () => {
    const [, items] = scrubEnvelope([
      {},
      [[{ type: 'replay_recording', length: payload.length }, payload]],
    ]) as [unknown, [{ length: number }, string][]]
    const [header, body] = items[0]!
    expect(header.length).toBe(new TextEncoder().encode(body).length)
  })
})

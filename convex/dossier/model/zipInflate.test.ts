// @vitest-environment node
import { unzipSync, zipSync, strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { honestDocx, honestPart, sizeLyingDocx, zipWithClaims } from '../../testing/test.hostile'
import { describeZipProblem, inflateZip } from './zipInflate'

describe('Office zips are inflated counting the real bytes', () => {
  test('an honest zip inflates to what fflate unpacks, keeping only the parts asked for', async () => {
    const zip = zipSync({
      'word/document.xml': strToU8('<w:document>text</w:document>'.repeat(2000)),
      'word/styles.xml': strToU8('<w:styles/>'),
      'media/image.png': [new Uint8Array(50_000).fill(7), { level: 0 }],
    })
    const result = await inflateZip(zip, {
      keep: (name) => name.endsWith('.xml'),
      maxTotalBytes: 1024 * 1024,
    })
    const expected = unzipSync(zip)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(Object.keys(result.files).sort()).toEqual(['word/document.xml', 'word/styles.xml'])
    expect(result.files['word/document.xml']).toEqual(expected['word/document.xml'])
    expect(result.total).toBe(Object.values(expected).reduce((sum, f) => sum + f.length, 0))
  })

  test('a part that claims 900 bytes and inflates to 1 GB is stopped just past its claim', async () => {
    const docx = sizeLyingDocx()
    // A pause is taken every ~8 MB inflated: none means it stopped before 8 MB of the gigabyte.
    let pauses = 0
    const result = await inflateZip(docx, {
      maxTotalBytes: 500 * 1024 * 1024,
      pause: async () => {
        pauses += 1
      },
    })
    expect(pauses).toBe(0)
    expect(result).toEqual({
      ok: false,
      problem: { kind: 'lies', entry: 'word/document.xml', claimed: 900 },
    })
    if (!result.ok) {
      expect(describeZipProblem(result.problem)).toBe(
        'word/document.xml unpacks to more than the 900 bytes it claims',
      )
    }
  })

  test('the total is capped on real bytes, and a short part or garbage is damaged', async () => {
    const big = zipSync({ 'a.xml': new Uint8Array(3 * 1024 * 1024) })
    expect(await inflateZip(big, { maxTotalBytes: 1024 * 1024 })).toEqual({
      ok: false,
      problem: { kind: 'too_big', limit: 1024 * 1024 },
    })
    const short = zipWithClaims([{ ...honestPart('a.xml', 'short text'), claimedSize: 5000 }])
    const shortResult = await inflateZip(short, { maxTotalBytes: 1024 * 1024 })
    expect(shortResult).toMatchObject({ ok: false, problem: { kind: 'damaged' } })
    const garbage = zipWithClaims([
      { name: 'a.xml', data: new Uint8Array([0xff, 0xff, 0xff]), claimedSize: 10, crc: 0 },
    ])
    expect(await inflateZip(garbage, { maxTotalBytes: 1024 })).toMatchObject({
      ok: false,
      problem: { kind: 'damaged' },
    })
    expect(await inflateZip(new Uint8Array(40), { maxTotalBytes: 1024 })).toMatchObject({
      ok: false,
      problem: { kind: 'damaged' },
    })
  })

  test('the honest twin of the lying DOCX passes, and pauses are taken when asked', async () => {
    expect((await inflateZip(honestDocx('Counsel'), { maxTotalBytes: 1024 * 1024 })).ok).toBe(true)
    let pauses = 0
    const zip = zipSync({ 'a.xml': new Uint8Array(20 * 1024 * 1024) })
    const result = await inflateZip(zip, {
      maxTotalBytes: 64 * 1024 * 1024,
      pause: async () => {
        pauses += 1
      },
    })
    expect(result.ok).toBe(true)
    expect(pauses).toBeGreaterThanOrEqual(2)
  })
})

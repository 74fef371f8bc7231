// @vitest-environment node
import { deflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { TINY_JPEG, TINY_PNG } from '../../testing/test.hostile'
import {
  MAX_IMAGE_PIXELS,
  imageProblem,
  imageRefusalReason,
  jpegSize,
  pngSize,
  tiffSize,
} from './imageHeader'

function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  return out // the CRC is left at zero: nothing here reads it
}

function png(width: number, height: number, { end = true } = {}) {
  const ihdr = new Uint8Array(13)
  new DataView(ihdr.buffer).setUint32(0, width)
  new DataView(ihdr.buffer).setUint32(4, height)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(new Uint8Array(4))),
    ...(end ? [chunk('IEND', new Uint8Array())] : []),
  ]
  return Uint8Array.from(parts.flatMap((p) => [...p]))
}

function jpeg(width: number, height: number, { end = true } = {}) {
  const sof = [
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    1,
    0x11,
    0,
  ]
  const sos = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0]
  return new Uint8Array([0xff, 0xd8, ...sof, ...sos, 1, 2, 3, ...(end ? [0xff, 0xd9] : [])])
}

function tiff(width: number, height: number) {
  const bytes = new Uint8Array(8 + 2 + 2 * 12 + 4)
  const view = new DataView(bytes.buffer)
  bytes.set([0x49, 0x49, 42, 0])
  view.setUint32(4, 8, true)
  view.setUint16(8, 2, true)
  const entry = (at: number, tag: number, value: number) => {
    view.setUint16(at, tag, true)
    view.setUint16(at + 2, 4, true)
    view.setUint32(at + 4, 1, true)
    view.setUint32(at + 8, value, true)
  }
  entry(10, 256, width)
  entry(22, 257, height)
  return bytes
}

describe('image headers are checked before anything decodes them', () => {
  test('whole images of sane sizes pass, with their dimensions read from the header', () => {
    expect(pngSize(png(640, 480))).toEqual({ width: 640, height: 480 })
    expect(jpegSize(jpeg(1200, 900))).toEqual({ width: 1200, height: 900 })
    expect(tiffSize(tiff(2480, 3508))).toEqual({ width: 2480, height: 3508 })
    expect(imageProblem(png(640, 480), 'png')).toBeNull()
    expect(imageProblem(jpeg(1200, 900), 'jpeg')).toBeNull()
    expect(imageProblem(tiff(2480, 3508), 'tiff')).toBeNull()
  })

  test('the 11-byte PNG and the 3-byte JPEG of issue 21 are refused in plain words', () => {
    expect(imageRefusalReason('x.png', TINY_PNG, 'png')).toBe(
      `"x.png" is damaged or not a whole PNG image: it was not stored.`,
    )
    expect(imageProblem(TINY_PNG, 'png')).toBe(
      'The file could not be read: it is damaged or not a whole PNG image.',
    )
    expect(imageProblem(TINY_JPEG, 'jpeg')).toBe(
      'The file could not be read: it is damaged or not a whole JPEG image.',
    )
  })

  test('truncated images are refused: a PNG without IEND, a JPEG without its end marker', () => {
    expect(imageProblem(png(10, 10, { end: false }), 'png')).toMatch(/not a whole PNG/)
    const whole = png(10, 10)
    expect(imageProblem(whole.subarray(0, whole.length - 5), 'png')).toMatch(/not a whole PNG/)
    expect(imageProblem(jpeg(10, 10, { end: false }), 'jpeg')).toMatch(/not a whole JPEG/)
    expect(imageProblem(tiff(10, 10).subarray(0, 20), 'tiff')).toMatch(/not a whole TIFF/)
  })

  test('absurd pixel counts and empty images are refused before decoding', () => {
    expect(imageProblem(png(100_000, 100_000), 'png')).toBe(
      'The file could not be read: it is too large to read (100000 × 100000 pixels; the limit is 50 million).',
    )
    expect(imageProblem(jpeg(65_535, 65_535), 'jpeg')).toMatch(/too large/)
    expect(imageProblem(tiff(10_000, 10_000), 'tiff')).toMatch(/too large/)
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS)
    expect(imageProblem(png(0, 10), 'png')).toMatch(/without pixels/)
  })
})

// Writes the small files the browser tests upload (e2e/fixtures/files/), from the same generators
// that seed the demo firm. Run with `npx tsx scripts/make-fixtures.ts`; the output is committed and
// the same inputs give the same bytes, so re-running it leaves git clean.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCanvas } from '@napi-rs/canvas'
import {
  complaintPdf,
  exhibitLines,
  letterDocx,
  NORTHWIND_MATTER,
  scannedPdf,
} from '../convex/demo/model'

const OUT = fileURLToPath(new URL('../e2e/fixtures/files/', import.meta.url))
const MAX_BYTES = 200 * 1024

/** A small real PNG: the bytes a misnamed .pdf carries. */
async function pngBytes(): Promise<Uint8Array> {
  const canvas = createCanvas(120, 60)
  const context = canvas.getContext('2d')
  context.fillStyle = '#1d4ed8'
  context.fillRect(0, 0, 120, 60)
  context.fillStyle = '#ffffff'
  context.fillRect(10, 10, 100, 40)
  return new Uint8Array(await canvas.encode('png'))
}

const NOTES = [
  'Northwind - working notes',
  '',
  '- Confirm the class period (March 3, 2023 - August 14, 2025) against the restatement.',
  '- Daniel Ortega deposition: November 18, 9:30 a.m.; prep session Thursday.',
  '- Production VOL005 replaces VOL004 (missing family attachments).',
  '',
].join('\n')

const files: Array<[string, Uint8Array | Promise<Uint8Array>]> = [
  ['complaint.pdf', complaintPdf(NORTHWIND_MATTER)],
  ['letter.docx', letterDocx(NORTHWIND_MATTER)],
  ['scanned-exhibit.pdf', scannedPdf(exhibitLines(NORTHWIND_MATTER))],
  ['not-really.pdf', pngBytes()],
  ['empty.txt', new Uint8Array(0)],
  ['notes.txt', new TextEncoder().encode(NOTES)],
]

mkdirSync(OUT, { recursive: true })
for (const [name, pending] of files) {
  const bytes = await pending
  if (bytes.length > MAX_BYTES) {
    throw new Error(`${name} is ${bytes.length} bytes; fixtures stay under ${MAX_BYTES}`)
  }
  writeFileSync(path.join(OUT, name), bytes)
  console.log(`${path.relative(process.cwd(), path.join(OUT, name))}  ${bytes.length} bytes`)
}

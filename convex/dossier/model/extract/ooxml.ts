// XLSX and PPTX: unzip with fflate and read the text out of the XML parts. Deliberately crude
// (no styles, formulas, number formats or layout): the goal is searchable text, one page per
// sheet or slide. Pure JS, so no "use node" is needed.
import { describeZipProblem, inflateZip } from '../zipInflate'
import { finishExtraction, tidyText } from './text'
import type { ExtractedPage, Extraction } from './types'
import { UnreadableFileError } from './unreadable'

/** Zip-bomb guards: bigger parts are skipped; the parts read must fit in the total. */
const MAX_PART_BYTES = 64 * 1024 * 1024
const MAX_TOTAL_BYTES = 256 * 1024 * 1024
const MAX_PARTS = 2_000
/** All parts together, really unpacked: the upload check's limit on the claims. */
const MAX_ARCHIVE_BYTES = 500 * 1024 * 1024

type Parts = { files: Record<string, Uint8Array>; warnings: string[] }

/**
 * The wanted parts, each inflated with its real bytes counted: a part that unpacks to more than
 * it claims stops the reading (the claims decide which parts fit the limits).
 */
async function unzipParts(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  label: string,
): Promise<Parts> {
  const warnings: string[] = []
  let total = 0
  let count = 0
  const keep = (name: string, claimed: number) => {
    if (!wanted(name)) return false
    if (claimed > MAX_PART_BYTES || total + claimed > MAX_TOTAL_BYTES) {
      warnings.push(`${name} is too large to read (${claimed} bytes).`)
      return false
    }
    if (++count > MAX_PARTS) return false
    total += claimed
    return true
  }
  // Parts not kept are counted too, so a lying part anywhere is found; the whole archive is
  // bounded by what the upload check allows.
  const result = await inflateZip(bytes, { keep, maxTotalBytes: MAX_ARCHIVE_BYTES })
  if (!result.ok) {
    throw new UnreadableFileError(
      `The ${label} file could not be read: ${describeZipProblem(result.problem)}.`,
    )
  }
  return { files: result.files, warnings }
}

const decoder = new TextDecoder('utf-8')
function xml(parts: Parts, name: string): string {
  const data = parts.files[name]
  return data ? decoder.decode(data) : ''
}

/** Decodes the five XML entities and numeric character references. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (name[0] !== '#') return named[name.toLowerCase()] ?? whole
    const code =
      name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole
  })
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match ? decodeXml(match[1] ?? '') : undefined
}

/** The text of every `<t>` (spreadsheet) element in a fragment, phonetic runs excluded. */
function runsText(fragment: string): string {
  const body = fragment.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
  let out = ''
  for (const m of body.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += decodeXml(m[1] ?? '')
  return out
}

/** `rId` → part path, resolved against the folder of the part that owns the relationships. */
function relationships(relsXml: string, baseDir: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attr(m[0], 'Id')
    const target = attr(m[0], 'Target')
    if (!id || !target) continue
    out.set(id, normalise(target.startsWith('/') ? target.slice(1) : `${baseDir}/${target}`))
  }
  return out
}

/** Resolves `.` and `..` segments of a zip path. */
function normalise(name: string): string {
  const out: string[] = []
  for (const segment of name.split('/')) {
    if (segment === '..') out.pop()
    else if (segment !== '.' && segment !== '') out.push(segment)
  }
  return out.join('/')
}

function sheetText(sheetXml: string, shared: string[]): string {
  const rows: string[] = []
  for (const row of sheetXml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = []
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const type = attr(cell[1] ?? '', 't')
      const inner = cell[2] ?? ''
      const value = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '')
      if (type === 's') cells.push(shared[Number(value)] ?? '')
      else if (type === 'inlineStr') cells.push(runsText(inner))
      else if (type === 'b') cells.push(value === '1' ? 'TRUE' : 'FALSE')
      else cells.push(value)
    }
    const line = cells.join('\t').replace(/\t+$/, '')
    if (line.trim() !== '') rows.push(line)
  }
  return rows.join('\n')
}

/** XLSX: one page per worksheet, in workbook order, headed by the sheet's name. */
export async function extractXlsx(bytes: Uint8Array): Promise<Extraction> {
  const parts = await unzipParts(
    bytes,
    (n) => n.startsWith('xl/') && (n.endsWith('.xml') || n.endsWith('.rels')),
    'Excel',
  )
  const shared = [...xml(parts, 'xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    (m) => runsText(m[1] ?? ''),
  )
  const rels = relationships(xml(parts, 'xl/_rels/workbook.xml.rels'), 'xl')
  const pages: ExtractedPage[] = []
  for (const sheet of xml(parts, 'xl/workbook.xml').matchAll(/<sheet\b[^>]*>/g)) {
    const name = attr(sheet[0], 'name') ?? `Sheet ${pages.length + 1}`
    const target = rels.get(attr(sheet[0], 'r:id') ?? '')
    const body = target ? sheetText(xml(parts, target), shared) : ''
    pages.push({ page: pages.length + 1, text: body === '' ? '' : tidyText(`${name}\n${body}`) })
  }
  return finishExtraction(pages, { warnings: parts.warnings })
}

function slideText(slideXml: string): string {
  let out = ''
  for (const m of slideXml.matchAll(
    /<a:t>([\s\S]*?)<\/a:t>|<\/a:p>|<a:br\b[^>]*\/>|<a:tab\b[^>]*\/>/g,
  )) {
    if (m[1] !== undefined) out += decodeXml(m[1])
    else out += m[0].startsWith('<a:tab') ? '\t' : '\n'
  }
  return tidyText(out)
}

/** PPTX: one page per slide, in presentation order (slide number order as a fallback). */
export async function extractPptx(bytes: Uint8Array): Promise<Extraction> {
  const parts = await unzipParts(
    bytes,
    (n) => n.startsWith('ppt/') && (n.endsWith('.xml') || n.endsWith('.rels')),
    'PowerPoint',
  )
  const rels = relationships(xml(parts, 'ppt/_rels/presentation.xml.rels'), 'ppt')
  let order = [...xml(parts, 'ppt/presentation.xml').matchAll(/<p:sldId\b[^>]*>/g)]
    .map((m) => rels.get(attr(m[0], 'r:id') ?? ''))
    .filter((p): p is string => p !== undefined && parts.files[p] !== undefined)
  if (order.length === 0) {
    const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0)
    order = Object.keys(parts.files)
      .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
      .sort((a, b) => slideNumber(a) - slideNumber(b))
  }
  const pages = order.map((name, i) => ({ page: i + 1, text: slideText(xml(parts, name)) }))
  return finishExtraction(pages, { warnings: parts.warnings })
}

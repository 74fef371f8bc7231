/**
 * Single-range HTTP `Range` handling for `GET /api/storage/<uuid>` (RFC 9110 §14), as Convex
 * serves files: one range only (the backend answers 416 to multi-range requests), a malformed
 * header is ignored (whole file, 200).
 */
export type RangeResult =
  /** No Range header, or one that is not a valid `bytes=` range: serve the whole file (200). */
  | { kind: 'none' }
  /** 206 with `Content-Range: bytes start-end/size`; `end` is inclusive. */
  | { kind: 'partial'; start: number; end: number; length: number; contentRange: string }
  /** 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable'; status: 416; contentRange: string }

const SPEC_RE = /^(\d*)-(\d*)$/

export function parseRangeHeader(header: string | null | undefined, size: number): RangeResult {
  if (header === undefined || header === null) return { kind: 'none' }
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header)
  if (!m) return { kind: 'none' }
  const specs = m[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
  if (specs.length === 0) return { kind: 'none' }
  const parsed: Array<[string, string]> = []
  for (const spec of specs) {
    const sm = SPEC_RE.exec(spec)
    if (!sm || (sm[1] === '' && sm[2] === '')) return { kind: 'none' }
    if (sm[1] !== '' && sm[2] !== '' && Number(sm[2]) < Number(sm[1])) return { kind: 'none' }
    parsed.push([sm[1]!, sm[2]!])
  }
  const unsatisfiable: RangeResult = {
    kind: 'unsatisfiable',
    status: 416,
    contentRange: `bytes */${size}`,
  }
  // Only satisfiable ranges count; anything but exactly one is refused, as Convex does.
  const satisfiable: Array<[number, number]> = []
  for (const [a, b] of parsed) {
    if (a === '') {
      const n = Number(b)
      if (n === 0 || size === 0) continue
      satisfiable.push([Math.max(0, size - n), size - 1])
    } else {
      const start = Number(a)
      if (start >= size) continue
      const end = b === '' ? size - 1 : Math.min(Number(b), size - 1)
      satisfiable.push([start, end])
    }
  }
  if (satisfiable.length !== 1) return unsatisfiable
  const [start, end] = satisfiable[0]!
  return {
    kind: 'partial',
    start,
    end,
    length: end - start + 1,
    contentRange: `bytes ${start}-${end}/${size}`,
  }
}

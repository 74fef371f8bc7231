// Office zips inflated for real, counting every byte: a zip's sizes are claims, and a part that
// claims 900 bytes can inflate to a gigabyte. Each entry is inflated in small steps and stopped the
// moment it passes what it claims or the total passes the limit, so the work and the memory are
// bounded by the claims, which checkZipLimits has already held to its limits. Pure JS (fflate).
import { Inflate } from 'fflate'

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
/**
 * Compressed bytes per step: deflate expands at most ~1,032 times, so one step yields at most
 * ~4 MB, however the stream lies.
 */
const STEP_BYTES = 4096
/** Inflated bytes between pauses, when the caller asks for them (the event loop's turn). */
const PAUSE_EVERY_BYTES = 8 * 1024 * 1024

export type ZipInflateProblem =
  | { kind: 'lies'; entry: string; claimed: number }
  | { kind: 'too_big'; limit: number }
  | { kind: 'damaged'; detail: string }
  | { kind: 'method'; entry: string }

export type ZipInflateResult =
  | { ok: true; files: Record<string, Uint8Array>; total: number }
  | { ok: false; problem: ZipInflateProblem }

export type ZipInflateOptions = {
  /** Entries whose bytes are kept and returned; the others are only counted. */
  keep?: (name: string, claimedSize: number) => boolean
  /** The most inflated bytes the whole archive may hold. */
  maxTotalBytes: number
  /** Awaited every ~8 MB inflated: hand the event loop to other callers in a shared process. */
  pause?: () => Promise<void>
}

type Entry = { name: string; method: number; compressed: number; claimed: number; local: number }

function centralEntries(bytes: Uint8Array): Entry[] | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let eocd = -1
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at -= 1) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at
      break
    }
  }
  if (eocd < 0) return 'its zip directory is missing'
  const total = view.getUint16(eocd + 10, true)
  let at = view.getUint32(eocd + 16, true)
  const entries: Entry[] = []
  for (let index = 0; index < total; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      return 'its zip directory is malformed'
    }
    const nameLength = view.getUint16(at + 28, true)
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength))
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      claimed: view.getUint32(at + 24, true),
      local: view.getUint32(at + 42, true),
    })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  for (const entry of entries) {
    const local = entry.local
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      return 'an entry is missing from where its directory points'
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    if (start + entry.compressed > bytes.length) return 'an entry runs past the end of its data'
    entry.local = start
  }
  return entries
}

class Stop extends Error {}

/**
 * Inflates every entry of a zip, counting the real bytes. Fails on the first entry that inflates
 * to more (or less) than its directory claims, past `maxTotalBytes` in all, or compressed with
 * anything but deflate; returns the entries `keep` asked for otherwise.
 */
export async function inflateZip(
  bytes: Uint8Array,
  { keep = () => false, maxTotalBytes, pause }: ZipInflateOptions,
): Promise<ZipInflateResult> {
  const entries = centralEntries(bytes)
  if (typeof entries === 'string')
    return { ok: false, problem: { kind: 'damaged', detail: entries } }
  const files: Record<string, Uint8Array> = {}
  let total = 0
  let sincePause = 0
  for (const entry of entries) {
    const data = bytes.subarray(entry.local, entry.local + entry.compressed)
    const kept = keep(entry.name, entry.claimed)
    const chunks: Uint8Array[] = []
    let size = 0
    // A holder: the callback sets it, which flow analysis of a plain `let` would not see.
    const stop: { problem: ZipInflateProblem | null } = { problem: null }
    const take = (chunk: Uint8Array) => {
      size += chunk.length
      total += chunk.length
      sincePause += chunk.length
      if (size > entry.claimed)
        stop.problem = { kind: 'lies', entry: entry.name, claimed: entry.claimed }
      else if (total > maxTotalBytes) stop.problem = { kind: 'too_big', limit: maxTotalBytes }
      if (stop.problem) throw new Stop()
      if (kept) chunks.push(chunk)
    }
    try {
      if (entry.method === 0) take(data)
      else if (entry.method === 8) {
        const inflate = new Inflate((chunk) => take(chunk))
        for (let at = 0; at < data.length || at === 0; at += STEP_BYTES) {
          const end = Math.min(at + STEP_BYTES, data.length)
          inflate.push(data.subarray(at, end), end >= data.length)
          if (pause && sincePause >= PAUSE_EVERY_BYTES) {
            sincePause = 0
            await pause()
          }
          if (end >= data.length) break
        }
      } else return { ok: false, problem: { kind: 'method', entry: entry.name } }
    } catch {
      if (stop.problem) return { ok: false, problem: stop.problem }
      return { ok: false, problem: { kind: 'damaged', detail: `${entry.name} cannot be unpacked` } }
    }
    if (size !== entry.claimed) {
      const detail = `${short(entry.name)} is shorter than it claims`
      return { ok: false, problem: { kind: 'damaged', detail } }
    }
    if (kept) files[entry.name] = concat(chunks, size)
  }
  return { ok: true, files, total }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

/** The problem in words a user can act on (no library internals). */
export function describeZipProblem(problem: ZipInflateProblem): string {
  switch (problem.kind) {
    case 'lies':
      return `${short(problem.entry)} unpacks to more than the ${problem.claimed} bytes it claims`
    case 'too_big':
      return `it unpacks to more than ${Math.round(problem.limit / 1024 / 1024)} MB`
    case 'damaged':
      return problem.detail
    case 'method':
      return `${short(problem.entry)} uses a compression Office does not use`
  }
}

function short(name: string): string {
  return name.length > 80 ? `${name.slice(0, 77)}...` : name
}

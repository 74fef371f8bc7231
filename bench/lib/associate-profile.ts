// Self time of a V8 CPU profile (node:inspector's Profiler.stop), summed by part of the stack that
// bench/associate-stream.ts runs in one process: the app's functions (convex/, as the engine's
// loader bundled them under <data>/build/…/isolate, with the libraries bundled into them),
// convex-local by file (sync/: the subscription push; query/search.ts: the text index;
// storage/: SQLite; runtime/: the executor), the convex client and server library, the WebSocket
// library, and V8/Node's own entries (idle, GC, program). A native function (better-sqlite3's
// Statement.all, for one) counts for the nearest JavaScript caller, marked "+ native".

export type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

function partOf(url: string, functionName: string, repo: string): string {
  if (!url) {
    if (functionName === '(idle)') return 'idle (waiting)'
    if (functionName === '(garbage collector)') return 'garbage collector'
    if (functionName === '(program)') return 'V8 (program)'
    return `native: ${functionName || '(anonymous)'}`
  }
  const file = url.replace(/^file:\/\//, '')
  const local = file.match(/packages\/convex-local\/src\/([^/]+\/[^/]+)$/)
  if (local) return `convex-local ${local[1]}`
  const bundle = file.match(/\/build\/[^/]+\/(component-\d+\/)?isolate\//)
  if (bundle) return bundle[1] ? 'app components (bundled)' : 'app code (convex/, bundled)'
  if (/node_modules\/better-sqlite3\//.test(file)) return 'better-sqlite3'
  if (/node_modules\/convex\/dist\/[^/]+\/browser\//.test(file)) return 'convex client (browser)'
  if (/node_modules\/convex\/dist\/[^/]+\/(server|values)\//.test(file)) {
    return 'convex library (server/values)'
  }
  if (/node_modules\/ws\//.test(file)) return 'ws (WebSocket)'
  if (/node_modules\/(better-auth|@better-auth|@convex-dev)\//.test(file)) return 'auth libraries'
  if (/node_modules\//.test(file)) return 'other node_modules'
  if (file.startsWith(repo) || /\/convex\//.test(file) || /\.convex-local\//.test(file)) {
    return 'app code (convex/)'
  }
  if (/\/bench\//.test(file)) return 'the benchmark'
  if (url.startsWith('node:')) return 'Node internals'
  return 'other'
}

/** Self time (ms) by part and the 25 functions with most self time. */
export function summarizeProfile(profile: CpuProfile, repo: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const V8_ENTRIES = new Set(['(idle)', '(garbage collector)', '(program)', '(root)'])
  /** A native frame's part is its nearest JavaScript caller's. */
  const partFor = (id: number): string => {
    const node = byId.get(id)!
    const { url, functionName } = node.callFrame
    if (url || V8_ENTRIES.has(functionName)) return partOf(url, functionName, repo)
    for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
      const caller = byId.get(up)!.callFrame
      if (caller.url) return `${partOf(caller.url, caller.functionName, repo)} + native`
    }
    return partOf(url, functionName, repo)
  }
  const selfMs = new Map<number, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  // A sample's time is the delta to the next sample (V8's convention, as DevTools counts it).
  for (let i = 0; i < samples.length; i++) {
    const next = deltas[i + 1] ?? 0
    selfMs.set(samples[i]!, (selfMs.get(samples[i]!) ?? 0) + next / 1000)
  }
  const parts = new Map<string, number>()
  const functions = new Map<string, number>()
  for (const [id, ms] of selfMs) {
    const node = byId.get(id)
    if (!node) continue
    const { url, functionName, lineNumber } = node.callFrame
    const part = partFor(id)
    parts.set(part, (parts.get(part) ?? 0) + ms)
    const where = url
      ? `${url.replace(/^.*\/(isolate|node_modules|packages|convex|bench)\//, '$1/')}:${lineNumber + 1}`
      : ''
    const key = `${functionName || '(anonymous)'} ${where}`.trim()
    functions.set(key, (functions.get(key) ?? 0) + ms)
  }
  const sorted = (m: Map<string, number>, n: number) =>
    Object.fromEntries(
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => [k, Math.round(v * 10) / 10]),
    )
  return {
    wallMs: Math.round((profile.endTime - profile.startTime) / 100) / 10,
    byPart: sorted(parts, 40),
    topFunctions: sorted(functions, 25),
  }
}

// Small statistics helpers shared by the app-level benchmarks.
import os from 'node:os'

export type Summary = {
  count: number
  p50: number
  p95: number
  p99: number
  min: number
  max: number
  mean: number
}

/** Rounds to 0.01 (milliseconds in, milliseconds out). */
export function round2(x: number) {
  return Math.round(x * 100) / 100
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: number[], q: number) {
  if (sorted.length === 0) return NaN
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1]!
}

export function summarize(samples: number[]): Summary {
  const xs = [...samples].sort((a, b) => a - b)
  const sum = xs.reduce((a, x) => a + x, 0)
  return {
    count: xs.length,
    p50: round2(percentile(xs, 0.5)),
    p95: round2(percentile(xs, 0.95)),
    p99: round2(percentile(xs, 0.99)),
    min: round2(xs[0] ?? NaN),
    max: round2(xs[xs.length - 1] ?? NaN),
    mean: round2(xs.length ? sum / xs.length : NaN),
  }
}

/** Milliseconds since `t0` (from process.hrtime.bigint()). */
export function msSince(t0: bigint) {
  return Number(process.hrtime.bigint() - t0) / 1e6
}

/** A seeded PRNG (mulberry32), so every run seeds the same dossier. */
export function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The machine a result was measured on, at the start of the run (every bench's JSON opens with it). */
export function machine(startedAt: Date) {
  return {
    date: startedAt.toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverageAtStart: os.loadavg().map(round2),
  }
}

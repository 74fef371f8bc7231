// A seeded pseudo-random generator (mulberry32) and the picks the document generators make with
// it, so the evaluation set is the same on every run and every machine (no Math.random).

/** A source of numbers in [0, 1) that repeats for the same seed. */
export type Random = () => number

/** mulberry32: small, fast and good enough to vary generated documents. */
export function seeded(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** An integer in [min, max]. */
export function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!
}

/** True with probability `p`. */
export function chance(random: Random, p: number): boolean {
  return random() < p
}

/** `count` distinct elements of `list`, in random order. */
export function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const pool = [...list]
  const out: T[] = []
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(int(random, 0, pool.length - 1), 1)[0]!)
  return out
}

/** An ISO date between two ISO dates (inclusive), on a weekday. */
export function dateBetween(random: Random, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`)
  const end = Date.parse(`${to}T00:00:00Z`)
  let day = new Date(start + Math.floor(random() * ((end - start) / 86400000 + 1)) * 86400000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + 86400000)
  return day.toISOString().slice(0, 10)
}

/** The ISO date `days` after `iso`, moved to the next weekday. */
export function addDays(iso: string, days: number): string {
  let day = new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86400000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + 86400000)
  return day.toISOString().slice(0, 10)
}

/** One of several phrasings of a question: [label, prompt]. */
export function phrasing(random: Random, ...options: Array<[string, string]>): [string, string] {
  return pick(random, options)
}

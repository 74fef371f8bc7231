/** The command line's words and flags, and the reading of a flag's value. */
import { parseByteCount } from '../server'

export type Flags = Record<string, string | boolean>

/** A mistake in the command line: main prints it with the usage and exits 2. */
export class UsageError extends Error {}

const BOOLEAN_FLAGS = new Set([
  'yes',
  'no-watch',
  'insecure-accept-unverified-jwt',
  'replace',
  'include-globals',
  'help',
  'verbose',
])

export function parseArgs(argv: string[]): { positional: string[]; flags: Flags } {
  const positional: string[] = []
  const flags: Flags = {}
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--') {
      positional.push(...argv.slice(i + 1))
      break
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=')
      if (eq !== -1) {
        flags[a.slice(2, eq)] = a.slice(eq + 1)
        continue
      }
      const name = a.slice(2)
      if (BOOLEAN_FLAGS.has(name)) flags[name] = true
      else {
        const value = argv[i + 1]
        if (value === undefined) throw new UsageError(`--${name} needs a value`)
        flags[name] = value
        i++
      }
    } else if (a === '-y') {
      flags.yes = true
    } else if (a === '-h') {
      flags.help = true
    } else {
      positional.push(a)
    }
  }
  return { positional, flags }
}

export function str(flags: Flags, name: string, fallback: string): string {
  const v = flags[name]
  return typeof v === 'string' ? v : fallback
}

export function int(flags: Flags, name: string, fallback: number): number {
  const v = flags[name]
  if (v === undefined) return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new UsageError(`--${name} must be a port number`)
  return n
}

export function synchronousFlag(flags: Flags): 'FULL' | 'NORMAL' | undefined {
  const v = flags.synchronous
  if (v === undefined) return undefined
  const s = String(v).toUpperCase()
  if (s !== 'FULL' && s !== 'NORMAL') throw new UsageError('--synchronous must be FULL or NORMAL')
  return s
}

export function uploadCap(text: string): number {
  const n = parseByteCount(text)
  if (n === null) throw new UsageError(`--max-upload-bytes must be a positive number of bytes`)
  return n
}

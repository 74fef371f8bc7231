import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const ADMIN_KEY_FILE = 'admin_key'

export function generateAdminKey(): string {
  return `convex-local|${randomBytes(32).toString('hex')}`
}

/** Reads `<dataDir>/admin_key`, creating it (mode 0600) on first use. */
export function loadOrCreateAdminKey(dataDir: string): string {
  const file = join(dataDir, ADMIN_KEY_FILE)
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim()
    if (key) return key
  }
  mkdirSync(dataDir, { recursive: true })
  const key = generateAdminKey()
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return key
}

export function readAdminKey(dataDir: string): string | undefined {
  const file = join(dataDir, ADMIN_KEY_FILE)
  if (!existsSync(file)) return undefined
  return readFileSync(file, 'utf8').trim() || undefined
}

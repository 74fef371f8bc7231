// @vitest-environment node
/**
 * Backup and restore (target R12) on the real engine: the demo firm, auth accounts included, is
 * exported from a running server (`convex-local export`), imported into an empty data directory
 * (`convex-local import`), and the restored copy must be the same document for document, pass
 * SQLite's integrity check and the audit chain's verifier, and let the firm's admin sign in with
 * the same password and see the same matters.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { ConvexHttpClient } from 'convex/browser'
import { afterAll, describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { type Engine, engineDataDir, signInOnEngine, startEngine } from './test.engine'

const run = promisify(execFile)
const engines: Engine[] = []
afterAll(async () => {
  for (const engine of engines) await engine.stop()
}, 30_000)

async function cli(...args: string[]) {
  const { stdout } = await run(process.execPath, [
    'packages/convex-local/bin/convex-local.mjs',
    ...args,
  ])
  return stdout
}

/** The export's lines in a stable order, so two exports of the same data compare equal. */
function exportLines(file: string) {
  return readFileSync(file, 'utf8').trim().split('\n').sort()
}

describe('backup and restore', () => {
  test(
    'the demo firm round-trips exactly and works after a restore',
    { timeout: 180_000 },
    async () => {
      const original = await startEngine()
      engines.push(original)
      const demo = JSON.parse(
        await cli(
          'run',
          'demo/seed:demo',
          '{"dossier":false}',
          '--data',
          original.dataDir,
          '--url',
          original.url,
        ),
      ) as { password: string; users: { email: string; orgRole?: string }[] }
      const backup = join(original.dataDir, 'backup.jsonl')
      await cli('export', backup, '--data', original.dataDir)

      const restoredDir = engineDataDir()
      // No server on the default port may be running for an import; 1 never answers.
      await cli('import', backup, '--data', restoredDir, '--port', '1')
      const db = new Database(join(restoredDir, 'db.sqlite'), { readonly: true })
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      db.close()
      const restored = await startEngine({}, restoredDir)
      engines.push(restored)

      const again = join(restored.dataDir, 'again.jsonl')
      await cli('export', again, '--data', restored.dataDir)
      const lines = exportLines(backup)
      expect(lines.length).toBeGreaterThan(20)
      expect(exportLines(again)).toEqual(lines)

      const admin = demo.users.find((user) => user.orgRole === 'OrganizationAdmin')!
      const { token } = await signInOnEngine(restored, admin.email, demo.password)
      const client = new ConvexHttpClient(restored.url)
      client.setAuth(token)
      const [organization] = await client.query(api.accounts.organizations.listMine, {})
      const matters = await client.query(api.matters.projects.list, { includeArchived: true })
      expect(matters).toHaveLength(4)
      const chain = JSON.parse(
        await cli(
          'run',
          'admin/audit:verifyChain',
          JSON.stringify({ organizationId: organization!._id }),
          '--data',
          restored.dataDir,
          '--url',
          restored.url,
        ),
      ) as { ok: boolean; checked: number }
      expect(chain).toMatchObject({ ok: true })
      expect(chain.checked).toBeGreaterThan(4)
    },
  )
})

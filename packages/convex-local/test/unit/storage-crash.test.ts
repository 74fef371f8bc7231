import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openStore } from '../../src/storage'

const here = path.dirname(fileURLToPath(import.meta.url))
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cl-crash-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Runs the writer until it has acknowledged `atLeast` more commits, then SIGKILLs it. */
function runAndKill(atLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'fixtures/crash-writer.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let acked = 0
    let seen = 0
    let stderr = ''
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop()!
      for (const line of lines) {
        const m = /^committed (\d+)$/.exec(line)
        if (m) {
          acked = Number(m[1])
          seen++
        }
      }
      if (seen >= atLeast && child.exitCode === null) child.kill('SIGKILL')
    })
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acked)
      else reject(new Error(`writer exited without being killed: ${stderr}`))
    })
  })
}

describe('crash safety (SIGKILL during writes)', () => {
  it('loses no acknowledged commit and never tears a transaction', async () => {
    for (let round = 0; round < 3; round++) {
      const acked = await runAndKill(15 + round * 7)
      const raw = new Database(path.join(dir, 'db.sqlite'))
      expect(raw.pragma('integrity_check', { simple: true })).toBe('ok')
      // The killed writer left no lock behind: the write lock is free at once, so reopening does
      // not sit out the store's busy timeout waiting for a writer that is gone.
      raw.pragma('busy_timeout = 0')
      expect(() => raw.exec('BEGIN IMMEDIATE; ROLLBACK')).not.toThrow()
      raw.close()
      const store = openStore({ dataDir: dir })
      const r = store.beginRead({ limits: null })
      const counter = r
        .query('', {
          source: { type: 'FullTableScan', tableName: 'counter', order: null },
          operators: [],
        })
        .next()!
      const items = r.count('', 'items')
      r.close()
      await store.close()
      const n = counter.n as number
      expect(n).toBeGreaterThanOrEqual(acked) // every acknowledged commit survived
      expect(items).toBe(2 * n) // all-or-nothing transactions
    }
  }, 60_000)
})

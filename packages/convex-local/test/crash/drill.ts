/**
 * The kill -9 drill of target R4: `convex-local start` on one data directory, `writers` clients
 * sending multi-document transfers, SIGKILL at a random moment, then a restart that must answer
 * within 5 s with every acknowledged transfer present, no torn transaction (balances agree with
 * the ledger) and `PRAGMA integrity_check` ok. Used by crash.test.ts (a few kills) and by
 * bench/r4.ts (100 kills).
 */
import { type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { startCliServer } from '../helpers/start-cli'

const api = anyApi as any
const convexDir = fileURLToPath(new URL('../fixtures/bank-app/convex', import.meta.url))
const ACCOUNTS = 16
const OPENING = 1_000

type Audit = {
  accounts: { id: string; balance: number }[]
  transfers: { nonce: string; from: string; to: string; amount: number }[]
}

export type DrillReport = {
  kills: number
  acknowledged: number
  lost: number
  torn: number
  integrityOk: number
  restartMs: number[]
  problems: string[]
}

function kill(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  return exited
}

function integrityOk(dataDir: string) {
  const db = new Database(join(dataDir, 'db.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return db.pragma('integrity_check', { simple: true }) === 'ok'
  } finally {
    db.close()
  }
}

/** Sends transfers until the server goes away; resolves with the nonces it acknowledged. */
async function writer(url: string, cycle: number, n: number, ids: string[], random: () => number) {
  const client = new ConvexHttpClient(url)
  const acked: string[] = []
  for (let i = 0; ; i++) {
    const from = ids[Math.floor(random() * ids.length)]!
    let to = ids[Math.floor(random() * ids.length)]!
    if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length]!
    const nonce = `${cycle}-${n}-${i}`
    try {
      await client.mutation(api.bank.transfer, { cycle, nonce, from, to, amount: 1 + (i % 7) })
      acked.push(nonce)
    } catch {
      return acked
    }
  }
}

export async function runCrashDrill(options: {
  kills: number
  writers: number
  /** Longest run of writes before a kill (the kill moment is random below it). */
  maxWriteMs?: number
  seed?: number
  log?: (line: string) => void
}): Promise<DrillReport> {
  const { kills, writers, maxWriteMs = 600, log = () => {} } = options
  let state = options.seed ?? 42
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const dataDir = mkdtempSync(join(tmpdir(), 'convex-local-r4-'))
  const report: DrillReport = {
    kills: 0,
    acknowledged: 0,
    lost: 0,
    torn: 0,
    integrityOk: 0,
    restartMs: [],
    problems: [],
  }
  try {
    let { child, url } = await startCliServer(convexDir, dataDir)
    const ids = (await new ConvexHttpClient(url).mutation(api.bank.setup, {
      count: ACCOUNTS,
      opening: OPENING,
    })) as string[]
    for (let cycle = 1; cycle <= kills; cycle++) {
      const client = new ConvexHttpClient(url)
      const before = new Map(
        ((await client.query(api.bank.audit, { cycle })) as Audit).accounts.map((a) => [
          a.id,
          a.balance,
        ]),
      )
      const running = Array.from({ length: writers }, (_, n) => writer(url, cycle, n, ids, random))
      await new Promise((r) => setTimeout(r, 50 + random() * maxWriteMs))
      await kill(child)
      const acked = (await Promise.all(running)).flat()
      report.kills += 1
      report.acknowledged += acked.length
      if (integrityOk(dataDir)) report.integrityOk += 1
      else report.problems.push(`cycle ${cycle}: integrity_check failed`)

      const started = Date.now()
      ;({ child, url } = await startCliServer(convexDir, dataDir))
      const audit = (await new ConvexHttpClient(url).query(api.bank.audit, { cycle })) as Audit
      const restartMs = Date.now() - started
      report.restartMs.push(restartMs)

      const stored = new Set(audit.transfers.map((t) => t.nonce))
      const lost = acked.filter((nonce) => !stored.has(nonce))
      report.lost += lost.length
      if (lost.length) report.problems.push(`cycle ${cycle}: lost ${lost.join(', ')}`)
      const expected = new Map(before)
      for (const t of audit.transfers) {
        expected.set(t.from, expected.get(t.from)! - t.amount)
        expected.set(t.to, expected.get(t.to)! + t.amount)
      }
      const torn = audit.accounts.filter((a) => expected.get(a.id) !== a.balance)
      report.torn += torn.length
      if (torn.length) report.problems.push(`cycle ${cycle}: balances disagree with the ledger`)
      const total = audit.accounts.reduce((sum, a) => sum + a.balance, 0)
      if (total !== ACCOUNTS * OPENING) report.problems.push(`cycle ${cycle}: total ${total}`)
      log(
        `kill ${cycle}: ${acked.length} acknowledged, ${lost.length} lost, restart ${restartMs} ms`,
      )
    }
    await kill(child)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return report
}

/**
 * Target R4: kill -9 during writes, 100 times, 8 writers, multi-document mutations keeping an
 * invariant. Run: npx tsx packages/convex-local/bench/r4.ts [kills] [writers]
 * Writes bench/results/r4-<date>.json and prints the summary.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runCrashDrill } from '../test/crash/drill'

const kills = Number(process.argv[2] ?? 100)
const writers = Number(process.argv[3] ?? 8)
const started = Date.now()
const report = await runCrashDrill({ kills, writers, log: (line) => console.log(line) })
const sorted = [...report.restartMs].sort((a, b) => a - b)
const summary = {
  kills: report.kills,
  writers,
  acknowledged: report.acknowledged,
  lost: report.lost,
  torn: report.torn,
  integrityOk: `${report.integrityOk}/${report.kills}`,
  restartMsP50: sorted[Math.floor(sorted.length / 2)],
  restartMsMax: sorted.at(-1),
  seconds: Math.round((Date.now() - started) / 1000),
  problems: report.problems,
}
const dir = fileURLToPath(new URL('./results', import.meta.url))
mkdirSync(dir, { recursive: true })
writeFileSync(
  `${dir}/r4-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify(summary, null, 2),
)
console.log(summary)
process.exit(report.problems.length === 0 && report.lost === 0 && report.torn === 0 ? 0 : 1)

/**
 * `npx convex codegen` offline: points the stock Convex CLI at a running convex-local (which serves
 * the two endpoints codegen needs), or at a temporary one when none answers.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { startServer } from '../../server'
import { str, type Flags } from '../args'
import { runningServer } from '../target'

export async function codegen(flags: Flags, out: (line: string) => void): Promise<number> {
  const convexDir = resolve(str(flags, 'dir', 'convex'))
  const projectRoot = dirname(convexDir)
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  let target: { url: string; adminKey: string; close?: () => Promise<void> }
  const running = await runningServer(flags, dataDir)
  if (running) {
    target = running
  } else {
    const server = await startServer({
      convexDir,
      port: 0,
      sitePort: 0,
      log: (m) => console.error(m),
    })
    target = { url: server.url, adminKey: server.adminKey, close: () => server.close() }
  }
  try {
    const require = createRequire(join(projectRoot, 'package.json'))
    const convexBin = join(dirname(require.resolve('convex/package.json')), 'bin/main.js')
    const typecheck = str(flags, 'typecheck', 'disable')
    out(`Running convex codegen against ${target.url}`)
    const child = spawn(
      process.execPath,
      [
        convexBin,
        'codegen',
        '--url',
        target.url,
        '--admin-key',
        target.adminKey,
        '--typecheck',
        typecheck,
      ],
      { cwd: projectRoot, stdio: 'inherit' },
    )
    const [code] = (await once(child, 'exit')) as [number | null]
    return code ?? 1
  } finally {
    await target.close?.()
  }
}

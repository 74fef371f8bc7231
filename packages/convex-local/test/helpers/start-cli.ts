import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const bin = fileURLToPath(new URL('../../bin/convex-local.mjs', import.meta.url))

/**
 * Runs `convex-local start` as its own process (so a test can SIGKILL it) on free ports, and
 * resolves with its URL once it prints where the admin key is kept (it serves by then).
 */
export function startCliServer(
  convexDir: string,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [bin, 'start', '--dir', convexDir, '--data', dataDir, '--port', '0', '--site-port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    child.stderr!.on('data', (d) => (err += d))
    child.once('exit', (code) => reject(new Error(`start exited early (${code}): ${err}`)))
    child.stdout!.on('data', (d) => {
      out += d
      const m = /^CONVEX_URL=(.+)$/m.exec(out)
      if (m && /CONVEX_LOCAL_ADMIN_KEY_FILE=.+\n/.test(out)) {
        child.removeAllListeners('exit')
        resolve({ child, url: m[1]! })
      }
    })
  })
}

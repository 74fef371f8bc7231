/** `convex-local reset --yes`: deletes the database, keeping the admin key and env.json. */
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { int, str, type Flags } from '../args'
import { serverAnswers } from '../target'

export async function reset(flags: Flags, out: (line: string) => void): Promise<number> {
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  if (flags.yes !== true) {
    console.error(
      `convex-local reset deletes the database in ${dataDir}. Re-run with --yes to confirm.`,
    )
    return 1
  }
  const url = `http://127.0.0.1:${int(flags, 'port', 3210)}`
  if (await serverAnswers(url)) {
    console.error(`convex-local reset: a server is running at ${url}; stop it first`)
    return 1
  }
  // The admin key and env.json survive a reset; the database, build output and files do not.
  for (const name of ['db.sqlite', 'db.sqlite-wal', 'db.sqlite-shm', 'build', 'storage']) {
    rmSync(join(dataDir, name), { recursive: true, force: true })
  }
  out(`Deleted the database in ${dataDir}`)
  return 0
}

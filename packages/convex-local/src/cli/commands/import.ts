/**
 * `convex-local import <file.jsonl>`: loads an export into the data directory, in one
 * transaction. Refused while a server runs on it.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { int, str, UsageError, type Flags } from '../args'
import { openStoreAt, serverAnswers } from '../target'

export async function importCmd(
  positional: string[],
  flags: Flags,
  out: (line: string) => void,
): Promise<number> {
  const file = positional[0]
  if (!file) throw new UsageError('import needs a file name')
  const url = `http://127.0.0.1:${int(flags, 'port', 3210)}`
  if (await serverAnswers(url)) {
    console.error(`convex-local import: a server is running at ${url}; stop it first`)
    return 1
  }
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  const lines = readFileSync(resolve(file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
  const store = await openStoreAt(dataDir)
  try {
    await store.importAll(lines, { replace: flags.replace === true })
  } finally {
    await store.close()
  }
  out(`Imported ${lines.length} lines from ${resolve(file)}`)
  return 0
}

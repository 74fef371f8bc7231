/** `convex-local export <file.jsonl>`: the whole store as JSON lines (see storage/importExport). */
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { resolve } from 'node:path'
import { str, UsageError, type Flags } from '../args'
import { openStoreAt } from '../target'

export async function exportCmd(
  positional: string[],
  flags: Flags,
  out: (line: string) => void,
): Promise<number> {
  const file = positional[0]
  if (!file) throw new UsageError('export needs a file name')
  const dataDir = resolve(str(flags, 'data', '.convex-local'))
  const store = await openStoreAt(dataDir)
  try {
    const stream = createWriteStream(resolve(file))
    let count = 0
    for (const line of store.exportAll({ includeGlobals: flags['include-globals'] === true })) {
      if (!stream.write(`${line}\n`)) await once(stream, 'drain')
      count++
    }
    stream.end()
    await once(stream, 'finish')
    out(`Exported ${count} lines to ${resolve(file)}`)
  } finally {
    await store.close()
  }
  return 0
}

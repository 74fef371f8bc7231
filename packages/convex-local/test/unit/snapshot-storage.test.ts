/**
 * Importing a Convex snapshot whose `_storage` IDs carry another table number than
 * convex-local's default (9002): the table takes the snapshot's number, the files resolve by
 * their IDs, and files stored afterwards get IDs of the same table.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createBlobStore } from '../../src/files/index'
import { lookupFile, recordFile } from '../../src/runtime/files'
import { applyImport, planImport } from '../../src/snapshot/apply'
import { parseImport } from '../../src/snapshot/parse'
import { ZipWriter } from '../../src/snapshot/zip'
import { openStore, type Store } from '../../src/storage'
import { SYSTEM_TABLE_NUMBERS } from '../../src/storage/types'
import { newId, tableNumberOfId } from '../../src/values/ids'

const stores: Store[] = []
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close()
})

function snapshot(fileIds: string[], internalIds: string[] = []): Buffer {
  const zip = new ZipWriter()
  zip.add('_tables/documents.jsonl', '{"name":"messages","id":10001}\n')
  zip.add('messages/documents.jsonl', '')
  const meta = fileIds.map((id, i) => {
    const sha256 = crypto.createHash('sha256').update(`file ${i}`).digest('base64')
    return JSON.stringify({
      _id: id,
      _creationTime: 1000 + i,
      sha256,
      size: 6,
      contentType: 'text/plain',
      ...(internalIds[i] ? { internalId: internalIds[i] } : {}),
    })
  })
  zip.add('_storage/documents.jsonl', meta.join('\n') + '\n')
  fileIds.forEach((id, i) => zip.add(`_storage/${id}`, `file ${i}`))
  return zip.finish()
}

async function importZip(store: Store, zip: Buffer, mode: 'replace' | 'requireEmpty') {
  const parsed = parseImport(zip, { format: 'zip' })
  const plan = planImport(store, parsed, mode)
  const blobs = createBlobStore(path.join(store.dataDir, 'storage'))
  await applyImport(store, blobs, parsed, plan, (lines) => store.importAll(lines))
  return blobs
}

describe('snapshot import of _storage', () => {
  it("takes the snapshot's _storage table number, replacing files stored under 9002", async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    // A file stored before the import: `_storage` exists with convex-local's number.
    const before = await store.beginWrite()
    const oldId = recordFile(
      before,
      '',
      { uuid: crypto.randomUUID(), sha256Base64: 'AA==', size: 1 },
      null,
    )
    before.commit()
    expect(tableNumberOfId(oldId)).toBe(SYSTEM_TABLE_NUMBERS._storage)

    const ids = [newId(10007), newId(10007)]
    const blobs = await importZip(store, snapshot(ids), 'replace')
    const read = store.beginRead()
    try {
      expect(read.tableNameForId('', ids[0]!)).toBe('_storage')
      // The replaced file (an ID under the old number) is gone.
      expect(lookupFile(read, '', oldId)).toBeNull()
      const file = lookupFile(read, '', ids[1]!)
      expect(file).toMatchObject({ id: ids[1], size: 6, contentType: 'text/plain' })
      expect(Buffer.from((await blobs.readBytes(file!.uuid))!).toString()).toBe('file 1')
    } finally {
      read.close()
    }
    // New files are IDs of the imported table.
    const after = await store.beginWrite()
    const newFile = recordFile(
      after,
      '',
      { uuid: crypto.randomUUID(), sha256Base64: 'AA==', size: 1 },
      null,
    )
    after.commit()
    expect(tableNumberOfId(newFile)).toBe(10007)
  })

  it("keeps each file's storage uuid (internalId), as Convex does; a taken or malformed one is redrawn", async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    const ids = [newId(10007), newId(10007), newId(10007)]
    const kept = crypto.randomUUID()
    const blobs = await importZip(
      store,
      snapshot(ids, [kept, '../../escape', kept]),
      'requireEmpty',
    )
    const read = store.beginRead()
    try {
      const [first, second, third] = ids.map((id) => lookupFile(read, '', id)!)
      expect(first!.uuid).toBe(kept)
      expect(Buffer.from((await blobs.readBytes(kept))!).toString()).toBe('file 0')
      // A uuid that is not one, or one already taken, never reaches the file system as given.
      expect(second!.uuid).not.toBe('../../escape')
      expect(second!.uuid).toMatch(/^[0-9a-f-]{36}$/)
      expect(third!.uuid).not.toBe(kept)
      expect(Buffer.from((await blobs.readBytes(third!.uuid))!).toString()).toBe('file 2')
    } finally {
      read.close()
    }
  })

  it('refuses files of one component under two table numbers', async () => {
    const store = openStore({ temporary: true })
    stores.push(store)
    await expect(
      importZip(store, snapshot([newId(10007), newId(10008)]), 'requireEmpty'),
    ).rejects.toThrow(/_storage entry has invalid ID/)
  })
})

/**
 * Storage calls with a string that is neither an `Id<"_storage">` nor a legacy storage UUID fail
 * with the backend's `Invalid argument` error (so do `db.get` / `db.system.get` of a non-ID);
 * a well-formed ID or UUID of a file that does not exist still gives null.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { CallRequest } from '../../src/engine/types'

let engine: LocalEngine
beforeAll(async () => {
  engine = await createEngine({ convexDir: path.resolve(__dirname, '../fixtures/basic/convex') })
})
afterAll(async () => {
  await engine?.close()
})

function call(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue) {
  return engine.call({ udfType, udfPath, args, identity: { kind: 'none' } })
}

async function failure(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue) {
  const r = await call(udfType, udfPath, args)
  if (r.success) throw new Error(`expected ${udfPath} to fail, got ${JSON.stringify(r.value)}`)
  return r.errorMessage
}

async function value(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue) {
  const r = await call(udfType, udfPath, args)
  if (!r.success) throw new Error(r.errorMessage)
  return r.value
}

const invalidStorageId = (method: string, id: string) =>
  `Invalid argument \`storageId\` for \`${method}\`: Invalid storage ID: "${id}". Storage ID should be an\n` +
  "                    Id of '_storage' table, or a UUID string."

describe('storage with malformed IDs', () => {
  test('every storage method rejects a string that is neither an ID nor a UUID', async () => {
    const bad = 'not-a-storage-id'
    expect(await failure('query', 'files:probe', { id: bad, method: 'getUrl' })).toContain(
      invalidStorageId('storage.getUrl', bad),
    )
    expect(await failure('query', 'files:probe', { id: bad, method: 'getMetadata' })).toContain(
      invalidStorageId('storage.getMetadata', bad),
    )
    // Convex names the action's storage.get check after getMetadata (action/storage.rs).
    expect(await failure('action', 'files:probeInAction', { id: bad })).toContain(
      invalidStorageId('storage.getMetadata', bad),
    )
    expect(
      await failure('mutation', 'files:probeInMutation', { id: bad, remove: false }),
    ).toContain(invalidStorageId('storage.get', bad))
    expect(await failure('mutation', 'files:probeInMutation', { id: bad, remove: true })).toContain(
      invalidStorageId('storage.delete', bad),
    )
    expect(await failure('query', 'files:probe', { id: bad, method: 'system.get' })).toContain(
      'Invalid argument `id` for `db.system.get`: Unable to decode ID: Invalid ID length 16',
    )
  })

  test('a well-formed ID or UUID of a missing file gives null', async () => {
    const id = (await value('action', 'files:storeText', { text: 'short-lived' })) as string
    // `storageId` of getMetadata is the file's uuid, as on Convex.
    expect(await value('query', 'files:probe', { id, method: 'getMetadata' })).toMatchObject({
      storageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      size: 11,
    })
    await value('mutation', 'files:remove', { id })
    for (const missing of [id, randomUUID()]) {
      expect(await value('query', 'files:probe', { id: missing, method: 'getUrl' })).toBeNull()
      expect(await value('query', 'files:probe', { id: missing, method: 'getMetadata' })).toBeNull()
      expect(await value('action', 'files:probeInAction', { id: missing })).toBeNull()
      expect(
        await value('mutation', 'files:probeInMutation', { id: missing, remove: false }),
      ).toBeNull()
    }
    expect(await value('query', 'files:probe', { id, method: 'system.get' })).toBeNull()
    // Deleting a missing (well-formed) file is still the not-found error, not an argument error.
    expect(await failure('mutation', 'files:probeInMutation', { id, remove: true })).toMatch(
      /not found/,
    )
  })
})

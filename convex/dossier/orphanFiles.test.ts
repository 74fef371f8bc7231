import { afterEach, describe, expect, test, vi } from 'vitest'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { UNREGISTERED_FILE_AGE_MS } from './orphanFiles'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { makeTest, type TestConvex } from '../testing/test.setup'

async function storeFiles(t: TestConvex, count: number): Promise<Id<'_storage'>[]> {
  return await t.run(async (ctx) => {
    const ids: Id<'_storage'>[] = []
    for (let i = 0; i < count; i++) ids.push(await ctx.storage.store(new Blob([`file ${i}`])))
    return ids
  })
}

const exists = (t: TestConvex, id: Id<'_storage'>) =>
  t.run(async (ctx) => (await ctx.db.system.get('_storage', id)) !== null)

const createdAt = (t: TestConvex, id: Id<'_storage'>) =>
  t.run(async (ctx) => (await ctx.db.system.get('_storage', id))!._creationTime)

describe('orphanFiles.removeUnregisteredFiles', () => {
  test('deletes old files no document holds, and keeps documents’ files, thumbnails and recent uploads', async () => {
    const t = makeTest()
    const { admin, projectId } = await dossierFirm(t)
    const { documentId, storageId } = await insertDocument(t, {
      projectId,
      uploadedBy: admin.userId,
    })
    const [thumbnail, abandoned] = await storeFiles(t, 2)
    await t.run((ctx) => ctx.db.patch('documents', documentId, { thumbnailStorageId: thumbnail }))
    const [recent] = await storeFiles(t, 1)
    const abandonedAt = await createdAt(t, abandoned!)
    expect(await createdAt(t, recent!)).toBeGreaterThan(abandonedAt)

    // The clock where `abandoned` has just passed the age and `recent` has not.
    const now = abandonedAt + UNREGISTERED_FILE_AGE_MS + 0.5
    await expect(
      t.mutation(internal.dossier.orphanFiles.removeUnregisteredFiles, { now }),
    ).resolves.toBe(1)
    expect(await exists(t, abandoned!)).toBe(false)
    for (const kept of [storageId, thumbnail!, recent!]) expect(await exists(t, kept)).toBe(true)

    // Nothing else is old enough; much later the recent upload goes too, the document's stay.
    await expect(
      t.mutation(internal.dossier.orphanFiles.removeUnregisteredFiles, { now }),
    ).resolves.toBe(0)
    const later = now + 24 * UNREGISTERED_FILE_AGE_MS
    await expect(
      t.mutation(internal.dossier.orphanFiles.removeUnregisteredFiles, { now: later }),
    ).resolves.toBe(1)
    expect(await exists(t, recent!)).toBe(false)
    expect(await exists(t, storageId)).toBe(true)
    expect(await exists(t, thumbnail!)).toBe(true)
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  test('takes one page per run and schedules the next', async () => {
    // Held timers: the scheduled run waits, so this test makes it by hand.
    vi.useFakeTimers()
    const t = makeTest()
    const files = await storeFiles(t, 130)
    const now = Date.now() + 2 * UNREGISTERED_FILE_AGE_MS
    await expect(
      t.mutation(internal.dossier.orphanFiles.removeUnregisteredFiles, { now }),
    ).resolves.toBe(100)
    const next = await t.run(async (ctx) => {
      const jobs = await ctx.db.system.query('_scheduled_functions').collect()
      return jobs.map((job) => ({ name: job.name, args: job.args[0] }))
    })
    expect(next).toEqual([
      {
        name: 'dossier/orphanFiles.js:removeUnregisteredFiles',
        args: { cursor: expect.any(String), now },
      },
    ])
    // The scheduled run, called as the scheduler would: the rest, and no further page.
    await expect(
      t.mutation(internal.dossier.orphanFiles.removeUnregisteredFiles, next[0]!.args),
    ).resolves.toBe(30)
    for (const id of files) expect(await exists(t, id)).toBe(false)
  })
})

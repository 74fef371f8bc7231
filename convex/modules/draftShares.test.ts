// A draft is its author's until shared: a colleague it is shared with lists, finds, reads and
// edits it, but cannot share it on; an unshared colleague, or anyone outside the firm, gets
// NOT_FOUND; sharing and unsharing are audited.
import { describe, expect, test } from 'vitest'
import { api, internal } from '../_generated/api'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'

async function setup() {
  const t = makeTest()
  const people = await dossierFirm(t)
  await t.mutation(internal.demo.modules.seedModules, {})
  await insertDocument(t, {
    projectId: people.projectId,
    name: 'Notes.pdf',
    pages: ['The supply agreement was signed on March 3, 2021, in Chicago.'],
    uploadedBy: people.admin.userId,
  })
  const chronology = await people.admin.as.query(api.modules.catalog.bySlug, {
    moduleSlug: 'chronology',
  })
  const { draftId } = await people.admin.as.mutation(api.modules.runs.start, {
    projectId: people.projectId,
    moduleId: chronology._id,
    inputs: {},
  })
  await drain(t)
  return { t, ...people, draftId }
}

/** What the matter's audit trail says of sharing, oldest first. */
const sharingEvents = (t: TestConvex) =>
  t.run(async (ctx) =>
    (await ctx.db.query('auditEvents').collect())
      .filter((event) => event.action === 'draft.shared')
      .map((event) => event.summary),
  )

const notFound = { data: { code: 'NOT_FOUND', message: 'Draft not found' } }

describe('sharing a draft', () => {
  test('nobody but its author sees it until it is shared', async () => {
    const { admin, member, outsider, projectId, draftId } = await setup()
    expect(await admin.as.query(api.modules.drafts.list, { projectId })).toMatchObject([
      { _id: draftId, isAuthor: true, sharedCount: 0 },
    ])
    expect(await member.as.query(api.modules.drafts.list, { projectId })).toEqual([])
    expect(await member.as.query(api.modules.drafts.list, { projectId, q: 'agreement' })).toEqual(
      [],
    )
    await expect(member.as.query(api.modules.drafts.get, { draftId })).rejects.toMatchObject(
      notFound,
    )
    await expect(member.as.query(api.modules.drafts.versions, { draftId })).rejects.toMatchObject(
      notFound,
    )
    await expect(
      member.as.mutation(api.modules.drafts.setStatus, { draftId, status: 'final' }),
    ).rejects.toMatchObject(notFound)
    await expect(
      outsider.as.mutation(api.modules.drafts.share, { draftId, userIds: [outsider.userId] }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
  })

  test('a colleague it is shared with lists, finds, reads and edits it, but cannot share it on', async () => {
    const { t, admin, member, projectId, draftId } = await setup()
    expect(
      await admin.as.mutation(api.modules.drafts.share, { draftId, userIds: [member.userId] }),
    ).toEqual({ sharedWith: 1 })

    expect(await member.as.query(api.modules.drafts.list, { projectId })).toMatchObject([
      { _id: draftId, isAuthor: false, createdBy: 'Eleanor Admin' },
    ])
    expect(
      await member.as.query(api.modules.drafts.list, { projectId, q: 'agreement' }),
    ).toMatchObject([{ _id: draftId }])
    const seen = await member.as.query(api.modules.drafts.get, { draftId })
    expect(seen).toMatchObject({ isAuthor: false, sharedWith: [] })
    expect((await admin.as.query(api.modules.drafts.get, { draftId })).sharedWith).toEqual([
      { userId: member.userId, name: 'Marcus Member' },
    ])

    await member.as.mutation(api.modules.drafts.update, {
      draftId,
      title: 'Chronology, reviewed',
      blocks: seen.blocks,
    })
    expect((await admin.as.query(api.modules.drafts.get, { draftId })).title).toBe(
      'Chronology, reviewed',
    )
    await expect(
      member.as.mutation(api.modules.drafts.share, { draftId, userIds: [] }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })

    expect(await sharingEvents(t)).toEqual([
      'Shared the draft Chronology: Acme Corp v. Widget Industries with Marcus Member',
    ])
  })

  test('unsharing takes it away; a stranger or the author is refused', async () => {
    const { t, admin, member, outsider, projectId, draftId } = await setup()
    await admin.as.mutation(api.modules.drafts.share, { draftId, userIds: [member.userId] })
    // The same list again changes nothing and records nothing.
    await admin.as.mutation(api.modules.drafts.share, { draftId, userIds: [member.userId] })
    await admin.as.mutation(api.modules.drafts.share, { draftId, userIds: [] })
    expect(await member.as.query(api.modules.drafts.list, { projectId })).toEqual([])
    await expect(member.as.query(api.modules.drafts.get, { draftId })).rejects.toMatchObject(
      notFound,
    )
    expect((await admin.as.query(api.modules.drafts.list, { projectId }))[0]?.sharedCount).toBe(0)

    await expect(
      admin.as.mutation(api.modules.drafts.share, { draftId, userIds: [outsider.userId] }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND', message: 'Member not found' } })
    await expect(
      admin.as.mutation(api.modules.drafts.share, { draftId, userIds: [admin.userId] }),
    ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT', message: 'You ran this draft' } })
    const shared = await t.run(async (ctx) => await ctx.db.query('draftShares').collect())
    expect(shared).toEqual([])
    expect(await sharingEvents(t)).toEqual([
      'Shared the draft Chronology: Acme Corp v. Widget Industries with Marcus Member',
      'Stopped sharing the draft Chronology: Acme Corp v. Widget Industries',
    ])
  })
})

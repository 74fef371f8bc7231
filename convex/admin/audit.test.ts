import { describe, expect, test } from 'vitest'
import { api, internal } from '../_generated/api'
import { makeTest, seedUser, type TestConvex } from '../testing/test.setup'

const MATTER = {
  name: 'Acme v. Widget',
  representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
  internalMatterId: 'M-001',
}

/** A scripted session: create, edit, archive, restore a matter. */
async function scriptedSession(t: TestConvex) {
  const admin = await seedUser(t, { email: 'admin@hale.test', name: 'Ada Admin' })
  const { organizationId } = await admin.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale LLP',
  })
  const { projectId } = await admin.as.mutation(api.matters.projects.create, MATTER)
  await admin.as.mutation(api.matters.projects.update, {
    projectId,
    ...MATTER,
    judge: 'Hon. R. Vance',
  })
  await admin.as.mutation(api.matters.projects.archive, { projectId })
  await admin.as.mutation(api.matters.projects.restore, { projectId })
  return { organizationId, projectId }
}

const events = (t: TestConvex) =>
  t.run(
    async (ctx) =>
      await ctx.db.query('auditEvents').withIndex('by_organizationId_and_seq').collect(),
  )

describe('the audit chain', () => {
  test('a scripted session yields exactly the expected events, chained in order', async () => {
    const t = makeTest()
    const { organizationId } = await scriptedSession(t)

    const rows = await events(t)
    expect(rows.map(({ seq, action }) => [seq, action])).toEqual([
      [1, 'project.created'],
      [2, 'project.updated'],
      [3, 'project.archived'],
      [4, 'project.restored'],
    ])
    expect(rows[0]!.prevHash).toBe('0'.repeat(64))
    rows.slice(1).forEach((row, index) => expect(row.prevHash).toBe(rows[index]!.hash))
    await expect(t.query(internal.admin.audit.verifyChain, { organizationId })).resolves.toEqual({
      ok: true,
      checked: 4,
    })
  })

  test('changing one stored character is detected at that event', async () => {
    const t = makeTest()
    const { organizationId } = await scriptedSession(t)
    const second = (await events(t))[1]!
    await t.run(async (ctx) => {
      await ctx.db.patch('auditEvents', second._id, { summary: second.summary.replace(/^./, 'X') })
    })

    await expect(t.query(internal.admin.audit.verifyChain, { organizationId })).resolves.toEqual({
      ok: false,
      checked: 1,
      brokenAtSeq: 2,
      reason: 'the content does not match its hash',
    })
  })

  test('removing an event, or rewriting one with a fresh hash, breaks the chain', async () => {
    const t = makeTest()
    const { organizationId } = await scriptedSession(t)
    const [, second, third] = await events(t)
    await t.run(async (ctx) => await ctx.db.delete('auditEvents', second!._id))
    await expect(
      t.query(internal.admin.audit.verifyChain, { organizationId }),
    ).resolves.toMatchObject({
      ok: false,
      brokenAtSeq: 3,
      reason: 'expected event 2, found 3',
    })

    const u = makeTest()
    const again = await scriptedSession(u)
    const rows = await events(u)
    // A forger who recomputes the event's own hash still cannot fix the next link.
    const { hashAuditEvent } = await import('../lib/audit')
    const { _id, _creationTime, hash: _old, ...fields } = rows[1]!
    const forged = { ...fields, summary: 'Nothing happened' }
    await u.run(
      async (ctx) =>
        await ctx.db.patch('auditEvents', _id, { ...forged, hash: await hashAuditEvent(forged) }),
    )
    await expect(
      u.query(internal.admin.audit.verifyChain, { organizationId: again.organizationId }),
    ).resolves.toMatchObject({
      ok: false,
      brokenAtSeq: 3,
      reason: 'the previous hash does not match',
    })
    expect(third).toBeDefined()
  })

  test('each organisation has its own chain', async () => {
    const t = makeTest()
    const first = await scriptedSession(t)
    const other = await seedUser(t, { email: 'other@firm.test' })
    const { organizationId } = await other.as.mutation(api.accounts.organizations.create, {
      organizationName: 'Other LLP',
    })
    await other.as.mutation(api.matters.projects.create, MATTER)

    await expect(t.query(internal.admin.audit.verifyChain, { organizationId })).resolves.toEqual({
      ok: true,
      checked: 1,
    })
    await expect(
      t.query(internal.admin.audit.verifyChain, { organizationId: first.organizationId }),
    ).resolves.toEqual({
      ok: true,
      checked: 4,
    })
  })
})

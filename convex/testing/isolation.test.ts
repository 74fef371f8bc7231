// Tenant isolation matrix (targets R1): every public query and mutation, called anonymously and by
// a user of another organisation with every kind of id from the first organisation, must read
// nothing of it and write nothing to it. New public functions fail the "every function is listed"
// test until they are given arguments in test.matrix.ts, so none can slip past the matrix.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import {
  CANARY,
  CASES,
  GRANT_NEEDED,
  call,
  type Caller,
  type Firm,
  plantFirm,
  publicFunctions,
  snapshot,
} from './test.matrix'
import { dossierFirm, insertDocument } from './test.dossier'
import { drain, makeTest, seedUser, type TestConvex } from './test.setup'

/** What an outsider's call may leave behind: no foreign id and no canary, read or written. */
async function expectIsolated(t: TestConvex, firm: Firm, caller: Caller, name: string) {
  const before = await snapshot(t)
  const result = await call(caller, name, CASES[name]!.args(firm))
  const after = await snapshot(t)

  const leaks = [CANARY, ...firm.foreignIds]
  if (result.ok) {
    const answer = JSON.stringify(result.value ?? null)
    for (const secret of leaks)
      expect(answer, `${name} answered with ${secret}`).not.toContain(secret)
  } else {
    const data = (result.error as { data?: { code?: string } }).data
    expect(
      ['UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN'],
      `${name}: ${String(result.error)}`,
    ).toContain(data?.code)
    const message = String((result.error as Error).message)
    for (const secret of leaks)
      expect(message, `${name} error mentions ${secret}`).not.toContain(secret)
  }

  const touched = [...new Set([...before.keys(), ...after.keys()])].filter(
    (id) => before.get(id) !== after.get(id),
  )
  if (!result.ok) {
    expect(touched, `${name} failed but wrote`).toEqual([])
  }
  for (const id of touched) {
    const doc = `${before.get(id) ?? ''}${after.get(id) ?? ''}`
    for (const secret of leaks)
      expect(doc, `${name} wrote to a document holding ${secret}`).not.toContain(secret)
  }
}

describe('tenant isolation matrix', () => {
  test('every public function is listed in the matrix', async () => {
    expect(await publicFunctions()).toEqual(Object.keys(CASES).sort())
  })

  test.each(Object.keys(CASES))(
    '%s: an anonymous caller reads and writes nothing of the firm',
    async (name) => {
      const t = makeTest()
      const firm = await plantFirm(t)
      await expectIsolated(t, firm, t, name)
    },
  )

  test.each(Object.keys(CASES))(
    '%s: a user of another organisation reads and writes nothing of the firm',
    async (name) => {
      const t = makeTest()
      const firm = await plantFirm(t)
      const outsider = await seedUser(t, { email: 'outsider@other.test', name: 'Outsider' })
      await outsider.as.mutation(api.accounts.organizations.create, {
        organizationName: 'Other LLP',
      })
      await expectIsolated(t, firm, outsider.as, name)
    },
  )

  test.each(GRANT_NEEDED)(
    '%s: a superadmin without a live support grant reads and writes nothing of the firm',
    async (name) => {
      const t = makeTest()
      const firm = await plantFirm(t)
      // Their grant to the firm expired an hour and three quarters ago (test.matrix.ts plantSupport).
      const result = await call(firm.superadmin.as, name, CASES[name]!.args(firm))
      expect(result.ok, `${name} answered a superadmin without a live grant`).toBe(false)
      await expectIsolated(t, firm, firm.superadmin.as, name)
    },
  )

  test('the check itself catches a leak: run for a member of the firm, it fails', async () => {
    const t = makeTest()
    const firm = await plantFirm(t)
    await expect(
      expectIsolated(t, firm, firm.member.as, 'matters/projects:getBySlug'),
    ).rejects.toThrow(/answered with/)
    await expect(
      expectIsolated(t, firm, firm.admin.as, 'accounts/organizations:rename'),
    ).rejects.toThrow(/wrote to a document/)
    // A live grant is what opens the firm's conversations to support.
    await t.run((ctx) =>
      ctx.db.patch('supportGrants', firm.supportGrantId, { expiresAt: Date.now() + 600_000 }),
    )
    await expect(
      expectIsolated(t, firm, firm.superadmin.as, 'admin/support:threads'),
    ).rejects.toThrow(/answered with/)
  })
})

describe('the associate stays inside its matter', () => {
  test('an answer never draws on another matter of the firm, nor on another firm', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    await insertDocument(t, {
      projectId: f.projectId,
      name: 'Complaint.pdf',
      pages: ['Widget failed to pay $1,250,000.00 due under the supply agreement.'],
      uploadedBy: f.admin.userId,
    })
    const other = await f.admin.as.mutation(api.matters.projects.create, {
      name: 'Second matter',
      representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
      internalMatterId: 'HW-2',
    })
    const seat = 'The arbitration clause names the Zurich Chamber of Commerce as the seat.'
    await insertDocument(t, {
      projectId: other.projectId,
      name: 'Other matter memo.pdf',
      pages: [seat],
      uploadedBy: f.admin.userId,
    })
    await insertDocument(t, {
      projectId: f.otherProjectId,
      name: 'Other firm memo.pdf',
      pages: [seat],
      uploadedBy: f.outsider.userId,
    })
    const question = 'Which arbitration seat does the arbitration clause name?'
    const { threadId } = await f.member.as.mutation(api.associate.associate.ask, {
      projectId: f.projectId,
      question,
    })
    await drain(t)
    const answer = (await f.member.as.query(api.associate.threads.get, { threadId })).messages.at(
      -1,
    )!
    expect(answer).toMatchObject({ status: 'done', notFound: true, citations: [] })
    expect(answer.text).not.toContain('Zurich')
    // Asked in the other matter, the same question finds its own memo only.
    const there = await f.member.as.mutation(api.associate.associate.ask, {
      projectId: other.projectId,
      question,
    })
    await drain(t)
    const found = (
      await f.member.as.query(api.associate.threads.get, { threadId: there.threadId })
    ).messages.at(-1)!
    expect(found.citations.map((c) => c.documentName)).toEqual(['Other matter memo.pdf'])
  })
})

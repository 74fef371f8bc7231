// @vitest-environment node
// Dossier health (/admin/dossier): superadmins see failed, needs-OCR, password-protected and stuck
// files across every firm, names and metadata only, and process one again (audited on the firm's
// trail and the deployment's); everyone else gets NOT_FOUND.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { code } from '../testing/test.firm'
import { deploymentChain, makeTest, seedSuperadmin } from '../testing/test.setup'

const SECRET_TEXT = 'The settlement figure is 4.2 million'

async function setup() {
  const t = makeTest()
  const f = await dossierFirm(t)
  const boss = await seedSuperadmin(t)
  const failed = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Broken.pdf',
    status: 'failed',
    pages: [SECRET_TEXT],
    uploadedBy: f.admin.userId,
  })
  const scan = await insertDocument(t, {
    projectId: f.otherProjectId,
    name: 'Scan.pdf',
    status: 'needs_ocr',
    uploadedBy: f.outsider.userId,
  })
  await insertDocument(t, { projectId: f.projectId, name: 'Fine.pdf', uploadedBy: f.admin.userId })
  const stuck = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Stuck.pdf',
    uploadedBy: f.admin.userId,
  })
  await t.run((ctx) =>
    ctx.db.patch('documents', stuck.documentId, { status: 'processing', leaseUntil: 1 }),
  )
  return { t, ...f, boss, failed, scan, stuck }
}

describe('dossier health', () => {
  test('problems across firms, by kind, with names and never text', async () => {
    const { boss } = await setup()
    const health = await boss.query(api.admin.dossier.health, { now: Date.now() })
    const byKind = Object.fromEntries(health.map((kind) => [kind.kind, kind]))
    expect(byKind.failed!.documents.map((d) => [d.name, d.organization])).toEqual([
      ['Broken.pdf', 'Hale LLP'],
    ])
    expect(byKind.needs_ocr!.documents.map((d) => [d.name, d.organization])).toEqual([
      ['Scan.pdf', 'Other LLP'],
    ])
    expect(byKind.stuck!.count).toBe(1)
    expect(byKind.password_protected!.count).toBe(0)
    expect(JSON.stringify(health)).not.toContain(SECRET_TEXT)
  })

  test('a file processed again is queued afresh and audited on both trails', async () => {
    const { t, boss, failed, organizationId } = await setup()
    await boss.mutation(api.admin.dossier.reprocess, { documentId: failed.documentId })
    const document = await t.run((ctx) => ctx.db.get('documents', failed.documentId))
    expect(document).toMatchObject({ status: 'queued', attempts: 0 })
    expect(document!.statusReason).toBeUndefined()
    const firmTrail = await t.run((ctx) =>
      ctx.db
        .query('auditEvents')
        .withIndex('by_organizationId_and_seq', (q) => q.eq('organizationId', organizationId))
        .collect(),
    )
    expect(firmTrail.map((event) => event.summary)).toContain(
      'Casefile support processed Broken.pdf again',
    )
    expect((await deploymentChain(t)).summaries).toContain(
      `Processed a file again (${failed.documentId})`,
    )
  })

  test('a healthy file or one being processed is not processed again', async () => {
    const { t, boss, projectId, admin } = await setup()
    const fine = await insertDocument(t, { projectId, name: 'Ok.pdf', uploadedBy: admin.userId })
    await expect(
      boss.mutation(api.admin.dossier.reprocess, { documentId: fine.documentId }),
    ).rejects.toMatchObject(code('CONFLICT', 'This file is fine'))
    await t.run((ctx) =>
      ctx.db.patch('documents', fine.documentId, {
        status: 'processing',
        leaseUntil: Date.now() + 60_000,
      }),
    )
    await expect(
      boss.mutation(api.admin.dossier.reprocess, { documentId: fine.documentId }),
    ).rejects.toMatchObject(code('CONFLICT', 'This file is being processed now'))
  })

  test('everyone but a superadmin gets NOT_FOUND (signed out: UNAUTHENTICATED)', async () => {
    const { t, admin, member, outsider, failed } = await setup()
    for (const caller of [admin.as, member.as, outsider.as]) {
      await expect(
        caller.query(api.admin.dossier.health, { now: Date.now() }),
      ).rejects.toMatchObject(code('NOT_FOUND'))
      await expect(
        caller.mutation(api.admin.dossier.reprocess, { documentId: failed.documentId }),
      ).rejects.toMatchObject(code('NOT_FOUND'))
    }
    await expect(t.query(api.admin.dossier.health, { now: Date.now() })).rejects.toMatchObject(
      code('UNAUTHENTICATED'),
    )
    const document = await t.run((ctx) => ctx.db.get('documents', failed.documentId))
    expect(document!.status).toBe('failed')
  })
})

import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { code, matter } from '../testing/test.firm'
import { makeTest, postAuth, seedUser, type TestConvex, viaProxy } from '../testing/test.setup'

// Names shown to users (issue 21, finding 9): a right-to-left override makes
// `invoice‮gpj.exe.txt` read as a `.jpg`; `.` and `..` are no document or folder names; a display
// name has a length that fits a session answer.

const OVERRIDE = 'invoice\u202Egpj.exe.txt'
const DIRECTION_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067']
  .concat(['\u2068', '\u2069', '\u200E', '\u200F', '\u061C'])
  .map((control) => `Bad${control}Name`)

describe('document and folder names', () => {
  test('. and .. are refused, and so is every direction control, with a plain reason', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      uploadedBy: f.member.userId,
    })
    const { folderId } = await f.member.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Pleadings',
    })

    for (const name of ['.', '..', ' .. ']) {
      await expect(
        f.member.as.mutation(api.dossier.folders.create, { projectId: f.projectId, name }),
      ).rejects.toMatchObject(code('INVALID_INPUT', 'Folder name cannot be . or ..'))
      await expect(
        f.member.as.mutation(api.dossier.documents.rename, { documentId, name }),
      ).rejects.toMatchObject(code('INVALID_INPUT', 'Document name cannot be . or ..'))
    }
    await expect(
      f.member.as.mutation(api.dossier.folders.ensurePath, {
        projectId: f.projectId,
        names: ['Discovery', '..'],
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    for (const name of [OVERRIDE, ...DIRECTION_CONTROLS]) {
      await expect(
        f.member.as.mutation(api.dossier.documents.rename, { documentId, name }),
      ).rejects.toMatchObject(
        code(
          'INVALID_INPUT',
          'Document name cannot contain characters that change the direction of text',
        ),
      )
      await expect(
        f.member.as.mutation(api.dossier.folders.rename, { folderId, name }),
      ).rejects.toMatchObject(code('INVALID_INPUT'))
    }

    // Names with dots in them, and right-to-left text itself, are names like any other.
    await f.member.as.mutation(api.dossier.documents.rename, { documentId, name: '...notes' })
    await f.member.as.mutation(api.dossier.folders.rename, { folderId, name: 'مرافعات' })
    const document = await f.member.as.query(api.dossier.documents.get, { documentId })
    expect(document.name).toBe('...notes')
  })
})

describe('other names shown in lists', () => {
  test('organisation, matter, table and thread names refuse direction controls', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)

    await expect(
      f.admin.as.mutation(api.accounts.organizations.rename, {
        organizationId: f.organizationId,
        name: `Hale ${OVERRIDE}`,
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(
      f.admin.as.mutation(api.matters.projects.create, matter({ name: `Acme \u202Ev. Widget` })),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(
      f.admin.as.mutation(
        api.matters.projects.create,
        matter({ representedParties: [{ name: 'Acme\u2067', role: 'Plaintiff' }] }),
      ),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(
      f.member.as.mutation(api.review.tables.create, {
        projectId: f.projectId,
        name: `Review\u202E`,
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    const threadId = await f.member.as.mutation(api.associate.threads.create, {
      projectId: f.projectId,
      scope: { kind: 'matter' },
    })
    await expect(
      f.member.as.mutation(api.associate.threads.rename, {
        threadId,
        title: `Notes \u202Egpj.exe`,
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))

    // Prose may carry direction marks (right-to-left quotations): a description keeps them.
    await f.admin.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Dana v. Eli', description: 'Quoted: \u200Fשלום\u200F' }),
    )
  })
})

describe('display names', () => {
  const signUp = (t: TestConvex, email: string, name: string, address: string) =>
    postAuth(
      t,
      '/sign-up/email',
      { email, password: 'long enough', name, callbackURL: '/auth' },
      viaProxy(address),
    )

  test('a sign-up with a name over 100 characters or a direction control is refused plainly, for a new or a taken address alike', async () => {
    const t = makeTest()
    await seedUser(t, { email: 'taken@firm.test' })

    const huge = await signUp(t, 'huge@firm.test', 'x'.repeat(200_000), '198.51.100.70')
    const long = await signUp(t, 'long@firm.test', 'y'.repeat(101), '198.51.100.71')
    const takenLong = await signUp(t, 'taken@firm.test', 'y'.repeat(101), '198.51.100.72')
    const override = await signUp(t, 'rtl@firm.test', 'Ann\u202Enimda', '198.51.100.73')

    for (const response of [huge, long, takenLong]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        code: 'INVALID_NAME',
        message: 'Name must be at most 100 characters',
      })
    }
    expect(override.status).toBe(400)
    expect(await override.json()).toMatchObject({
      message: 'Name cannot contain characters that change the direction of text',
    })
    const users = await t.run(async (ctx) => ctx.db.query('users').collect())
    expect(users.map((user) => user.email)).toEqual(['taken@firm.test'])
  })

  test('a name of 100 characters signs up, trimmed', async () => {
    const t = makeTest()
    const name = 'Ω'.repeat(100)
    expect((await signUp(t, 'long@firm.test', ` ${name} `, '198.51.100.74')).status).toBe(200)
    const stored = await t.run(async (ctx) =>
      ctx.db
        .query('users')
        .withIndex('by_email', (q) => q.eq('email', 'long@firm.test'))
        .unique(),
    )
    expect(stored?.name).toBe(name)
  })
})

describe('why a document failed', () => {
  test("a parser's own words never reach the dossier or the ingest report", async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      uploadedBy: f.member.userId,
      status: 'failed',
    })
    await t.run(async (ctx) => {
      await ctx.db.patch('documents', documentId, {
        statusReason: 'Processing failed: Bug : uncompressed data size mismatch',
      })
    })
    const plain =
      'Processing failed: Casefile could not read this file. It may be damaged, or in a form Casefile does not read.'

    const document = await f.member.as.query(api.dossier.documents.get, { documentId })
    const report = await f.member.as.query(api.dossier.documents.ingestReport, {
      projectId: f.projectId,
    })

    expect(document.statusReason).toBe(plain)
    expect(JSON.stringify(report)).not.toContain('Bug :')
    expect(JSON.stringify(report)).toContain(plain)
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { code } from '../testing/test.firm'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { drain, makeTest, seedUser, type TestConvex } from '../testing/test.setup'
import { onAuthUserDeleted } from '../accounts/model/users'

afterEach(() => {
  vi.useRealTimers()
})

type Firm = Awaited<ReturnType<typeof dossierFirm>>

async function sharedDocument(t: TestConvex, name = 'Complaint.pdf') {
  const f = await dossierFirm(t)
  const { documentId } = await insertDocument(t, {
    projectId: f.projectId,
    name,
    pages: ['Privileged text that must never reach a notification.'],
    uploadedBy: f.admin.userId,
  })
  return { ...f, documentId }
}

async function share(f: Firm & { documentId: Id<'documents'> }) {
  await f.admin.as.mutation(api.dossier.shares.shareDocuments, {
    documentIds: [f.documentId],
    userIds: [f.member.userId],
  })
}

const emailsTo = (t: TestConvex, to: string) =>
  t.run((ctx) =>
    ctx.db
      .query('emails')
      .withIndex('by_to', (q) => q.eq('to', to))
      .collect(),
  )

const allNotifications = (t: TestConvex) => t.run((ctx) => ctx.db.query('notifications').collect())

describe('the inbox', () => {
  test('anonymous callers get UNAUTHENTICATED from every inbox function', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await share(f)
    const [row] = await allNotifications(t)
    const anonymous = [
      t.query(api.notifications.inbox.list, {}),
      t.query(api.notifications.inbox.unreadCount, {}),
      t.mutation(api.notifications.inbox.markRead, { notificationId: row!._id }),
      t.mutation(api.notifications.inbox.markAllRead, {}),
      t.query(api.notifications.preferences.get, {}),
      t.mutation(api.notifications.preferences.update, { category: 'shares', inApp: false }),
    ]
    for (const call of anonymous) await expect(call).rejects.toMatchObject(code('UNAUTHENTICATED'))
    expect((await allNotifications(t))[0]).toMatchObject({ read: false })
  })

  test('sharing a document tells the recipient live, by name only, with a link and an email', async () => {
    const t = makeTest()
    const f = await sharedDocument(t, 'Smith deposition.pdf')
    await share(f)

    const list = await f.member.as.query(api.notifications.inbox.list, {})
    expect(list).toMatchObject([
      {
        kind: 'documentShared',
        title: 'Smith deposition.pdf',
        actorName: 'Eleanor Admin',
        read: false,
        href: `/matters/${f.slug}/dossier/shared`,
      },
    ])
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(1)
    // The sharer is not told of their own share.
    expect(await f.admin.as.query(api.notifications.inbox.list, {})).toEqual([])

    const [email] = await emailsTo(t, 'member@hale.test')
    expect(email).toMatchObject({ kind: 'notification', status: 'queued' })
    expect(email!.subject).toContain('Eleanor Admin shared the document “Smith deposition.pdf”')
    expect(email!.url).toBe(`http://localhost:3000/matters/${f.slug}/dossier/shared`)
    expect(email!.text).not.toContain('Privileged')
    expect(JSON.stringify(list)).not.toContain('Privileged')

    // Sharing the same document again adds no share, so no second notification.
    await share(f)
    expect(await allNotifications(t)).toHaveLength(1)
  })

  test('nobody reads or marks another user’s notifications: NOT_FOUND', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await share(f)
    const [row] = await allNotifications(t)

    for (const other of [f.admin, f.outsider]) {
      await expect(
        other.as.mutation(api.notifications.inbox.markRead, { notificationId: row!._id }),
      ).rejects.toMatchObject(code('NOT_FOUND', 'Notification not found'))
      expect(await other.as.query(api.notifications.inbox.list, {})).toEqual([])
      expect(await other.as.query(api.notifications.inbox.unreadCount, {})).toBe(0)
      await expect(other.as.mutation(api.notifications.inbox.markAllRead, {})).resolves.toEqual({
        marked: 0,
      })
    }
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(1)
  })

  test('one or all can be marked read', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    const { documentId: second } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Answer.pdf',
      uploadedBy: f.admin.userId,
    })
    await share(f)
    await f.admin.as.mutation(api.dossier.shares.shareDocuments, {
      documentIds: [second],
      userIds: [f.member.userId],
    })
    const [newest] = await f.member.as.query(api.notifications.inbox.list, {})
    expect(newest!.title).toBe('Answer.pdf')
    await f.member.as.mutation(api.notifications.inbox.markRead, { notificationId: newest!._id })
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(1)
    expect((await f.member.as.query(api.notifications.inbox.list, {})).map((n) => n.read)).toEqual([
      true,
      false,
    ])

    await expect(f.member.as.mutation(api.notifications.inbox.markAllRead, {})).resolves.toEqual({
      marked: 1,
    })
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(0)
  })

  test('a link leads only to what the reader may still see', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await share(f)
    await t.run((ctx) => ctx.db.delete('documents', f.documentId))
    const [row] = await f.member.as.query(api.notifications.inbox.list, {})
    expect(row).toMatchObject({ title: 'Complaint.pdf', href: null })
  })

  test('a colleague who left the firm sees nothing of it', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await share(f)
    await t.run(async (ctx) => {
      const membership = await ctx.db
        .query('memberships')
        .withIndex('by_organizationId_and_userId', (q) =>
          q.eq('organizationId', f.organizationId).eq('userId', f.member.userId),
        )
        .unique()
      await ctx.db.delete('memberships', membership!._id)
    })
    expect(await f.member.as.query(api.notifications.inbox.list, {})).toEqual([])
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(0)
  })
})

describe('what notifies', () => {
  test('a folder, a thread and a draft shared each tell their recipient', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { folderId } = await f.admin.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Pleadings',
    })
    await f.admin.as.mutation(api.dossier.shares.shareFolder, {
      folderId,
      userIds: [f.member.userId],
    })
    const threadId = await t.run(async (ctx) =>
      ctx.db.insert('threads', {
        organizationId: f.organizationId,
        projectId: f.projectId,
        authorId: f.admin.userId,
        title: 'Damages questions',
        scope: { kind: 'matter' },
        lastMessageAt: Date.now(),
        sharedCount: 0,
      }),
    )
    await f.admin.as.mutation(api.associate.threads.share, {
      threadId,
      userIds: [f.member.userId],
    })

    const list = await f.member.as.query(api.notifications.inbox.list, {})
    expect(list.map((n) => [n.kind, n.title, n.href])).toEqual([
      ['threadShared', 'Damages questions', `/matters/${f.slug}/associate?thread_id=${threadId}`],
      ['folderShared', 'Pleadings', `/matters/${f.slug}/dossier/pleadings`],
    ])
  })

  test('the end of a review table run tells whoever started it, with the counts', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    await insertDocument(t, {
      projectId: f.projectId,
      name: 'Complaint.pdf',
      pages: ['Case No. 1:24-cv-01234-JMF'],
      uploadedBy: f.admin.userId,
    })
    const { tableId } = await f.member.as.mutation(api.review.tables.create, {
      projectId: f.projectId,
      name: 'Contract claims',
      columns: [{ label: 'Docket number', type: 'text', prompt: 'What is the case number?' }],
    })
    await f.member.as.mutation(api.review.tables.addDocuments, {
      id: tableId,
      source: { kind: 'all' },
    })
    await f.member.as.mutation(api.review.tables.run, { id: tableId })
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(0)
    await drain(t)

    expect(await f.member.as.query(api.notifications.inbox.list, {})).toMatchObject([
      {
        kind: 'tableRunFinished',
        title: 'Contract claims',
        counts: { done: 1, failed: 0 },
        href: `/matters/${f.slug}/tables/${tableId}`,
      },
    ])
    expect(await f.admin.as.query(api.notifications.inbox.list, {})).toEqual([])
    // Job ends are not emailed unless asked for.
    expect(await emailsTo(t, 'member@hale.test')).toEqual([])
  })

  test('a failed upload tells its uploader', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Scan.pdf',
      status: 'needs_ocr',
      uploadedBy: f.member.userId,
    })
    await t.mutation(internal.dossier.ingest.finishRun, {
      documentId,
      status: 'failed',
      statusReason: 'The file could not be processed.',
    })
    expect(await f.member.as.query(api.notifications.inbox.list, {})).toMatchObject([
      { kind: 'uploadFailed', title: 'Scan.pdf', href: `/matters/${f.slug}/dossier/` },
    ])
  })

  test('an accepted invitation tells the colleague who sent it', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    await f.admin.as.mutation(api.accounts.organizations.invite, {
      organizationId: f.organizationId,
      email: 'newcomer@hale.test',
      role: 'Member',
    })
    const newcomer = await seedUser(t, { email: 'newcomer@hale.test', name: 'Nora Newcomer' })
    await newcomer.as.mutation(api.accounts.organizations.acceptPendingInvitations, {})
    expect(await f.admin.as.query(api.notifications.inbox.list, {})).toMatchObject([
      {
        kind: 'invitationAccepted',
        title: 'Hale LLP',
        actorName: 'Nora Newcomer',
        href: '/account/organization',
      },
    ])
    const emails = await emailsTo(t, 'admin@hale.test')
    expect(emails.map((e) => e.subject)).toEqual([
      'Casefile: Nora Newcomer accepted your invitation to Hale LLP',
    ])
  })
})

describe('preferences decide', () => {
  test('in-app and email off: no row and no email', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await f.member.as.mutation(api.notifications.preferences.update, {
      category: 'shares',
      inApp: false,
      email: 'off',
    })
    await share(f)
    expect(await allNotifications(t)).toEqual([])
    expect(await emailsTo(t, 'member@hale.test')).toEqual([])
  })

  test('email off keeps the in-app notification; in-app off keeps the email', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await f.member.as.mutation(api.notifications.preferences.update, {
      category: 'shares',
      email: 'off',
    })
    await share(f)
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(1)
    expect(await emailsTo(t, 'member@hale.test')).toEqual([])

    await f.member.as.mutation(api.notifications.preferences.update, {
      category: 'shares',
      inApp: false,
      email: 'immediate',
    })
    const { documentId: other } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Other.pdf',
      uploadedBy: f.admin.userId,
    })
    await f.admin.as.mutation(api.dossier.shares.shareDocuments, {
      documentIds: [other],
      userIds: [f.member.userId],
    })
    expect(await f.member.as.query(api.notifications.inbox.unreadCount, {})).toBe(1)
    expect(await emailsTo(t, 'member@hale.test')).toHaveLength(1)
  })

  test('the daily digest mails one summary of the unread ones, once', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await f.member.as.mutation(api.notifications.preferences.update, {
      category: 'shares',
      email: 'digest',
    })
    const { documentId: second } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Answer.pdf',
      uploadedBy: f.admin.userId,
    })
    const { documentId: third } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Reply.pdf',
      uploadedBy: f.admin.userId,
    })
    for (const documentId of [f.documentId, second, third]) {
      await f.admin.as.mutation(api.dossier.shares.shareDocuments, {
        documentIds: [documentId],
        userIds: [f.member.userId],
      })
    }
    expect(await emailsTo(t, 'member@hale.test')).toEqual([])
    const read = (await f.member.as.query(api.notifications.inbox.list, {})).find(
      (n) => n.title === 'Reply.pdf',
    )!
    await f.member.as.mutation(api.notifications.inbox.markRead, { notificationId: read._id })

    await t.mutation(internal.notifications.maintenance.sendDigests, {})
    await drain(t)
    const [digest, ...rest] = await emailsTo(t, 'member@hale.test')
    expect(rest).toEqual([])
    expect(digest).toMatchObject({
      kind: 'notification-digest',
      subject: 'Casefile: 2 unread notifications today',
    })
    expect(digest!.text).toContain('Eleanor Admin shared the document “Answer.pdf” with you')
    expect(digest!.text).toContain('“Complaint.pdf”')
    expect(digest!.text).not.toContain('Reply.pdf')

    await t.mutation(internal.notifications.maintenance.sendDigests, {})
    expect(await emailsTo(t, 'member@hale.test')).toHaveLength(1)
  })

  test('preferences are the caller’s own, defaults filled in', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    await f.member.as.mutation(api.notifications.preferences.update, {
      category: 'tableRuns',
      email: 'digest',
    })
    expect(await f.member.as.query(api.notifications.preferences.get, {})).toMatchObject({
      shares: { inApp: true, email: 'immediate' },
      tableRuns: { inApp: true, email: 'digest' },
    })
    expect(await f.admin.as.query(api.notifications.preferences.get, {})).toMatchObject({
      tableRuns: { inApp: true, email: 'off' },
    })
    // The two older email switches are untouched.
    expect(await f.member.as.query(api.accounts.notificationPreferences.get, {})).toEqual({
      emailOnInvitation: true,
      emailOnMatterChange: true,
    })
  })
})

describe('retention', () => {
  test('the purge removes notifications older than 90 days and keeps the rest', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await share(f)
    const day = 24 * 60 * 60 * 1000
    await t.run(async (ctx) => {
      const [row] = await ctx.db.query('notifications').collect()
      const { _id, _creationTime, ...rest } = row!
      await ctx.db.insert('notifications', { ...rest, createdAt: Date.now() - 91 * day })
    })
    expect(await allNotifications(t)).toHaveLength(2)
    await expect(t.mutation(internal.notifications.maintenance.purgeExpired, {})).resolves.toEqual({
      deleted: 1,
    })
    expect(await allNotifications(t)).toHaveLength(1)
  })

  test('a deleted account’s notifications go with it', async () => {
    const t = makeTest()
    const f = await sharedDocument(t)
    await share(f)
    expect(await allNotifications(t)).toHaveLength(1)
    await t.run(async (ctx) => {
      const member = await ctx.db.get('users', f.member.userId)
      await onAuthUserDeleted(ctx, member!.authId)
    })
    expect(await allNotifications(t)).toEqual([])
  })
})

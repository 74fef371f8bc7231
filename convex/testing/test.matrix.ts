// The public-function matrix shared by the isolation (R1) and bad-input (R3) suites: a planted firm,
// and arguments for every public query and mutation pointing at that firm wherever an id fits.
// The name has two dots, so Convex (and convex-local) never deploy it as a function module.
import { anyApi, type FunctionReference } from 'convex/server'
import { vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id, TableNames } from '../_generated/dataModel'
import { PROXY_SECRET, drainScheduled, seedUser, type TestConvex } from './test.setup'

/** A string planted in the first organisation's data; no answer to an outsider may contain it. */
export const CANARY = 'canary-7f3a9c'

export type Firm = Awaited<ReturnType<typeof plantFirm>>
export type Caller = TestConvex | Awaited<ReturnType<typeof seedUser>>['as']
export type Case = {
  kind: 'query' | 'mutation' | 'action'
  args: (firm: Firm) => Record<string, unknown>
}

/** The first organisation: an admin, a member, an invitation, a matter, all carrying the canary. */
export async function plantFirm(t: TestConvex) {
  const admin = await seedUser(t, { email: `admin-${CANARY}@hale.test`, name: `Admin ${CANARY}` })
  const member = await seedUser(t, {
    email: `member-${CANARY}@hale.test`,
    name: `Member ${CANARY}`,
  })
  const { organizationId, slug: organizationSlug } = await admin.as.mutation(
    api.accounts.organizations.create,
    {
      organizationName: `Hale ${CANARY} LLP`,
    },
  )
  await t.run(async (ctx) => {
    await ctx.db.insert('memberships', { organizationId, userId: member.userId, role: 'Member' })
    await ctx.db.patch('users', member.userId, { currentOrganizationId: organizationId })
  })
  const invitee = `invitee-${CANARY}@hale.test`
  await admin.as.mutation(api.accounts.organizations.invite, {
    organizationId,
    email: invitee,
    role: 'Member',
  })
  const invitationId = await t.run(
    async (ctx) =>
      (await ctx.db
        .query('invitations')
        .withIndex('by_organizationId_and_email', (q) =>
          q.eq('organizationId', organizationId).eq('email', invitee),
        )
        .unique())!._id,
  )
  const { projectId, slug: projectSlug } = await admin.as.mutation(api.matters.projects.create, {
    name: `Acme v. ${CANARY}`,
    representedParties: [{ name: `Acme ${CANARY}`, role: 'Plaintiff' }],
    adverseParties: [{ name: `Widget ${CANARY}` }],
    internalMatterId: `M-${CANARY}`,
    summary: `Privileged summary ${CANARY}`,
  })
  // The invitation email is written by a scheduled job: let it land before any snapshot.
  await drainScheduled(
    t,
    vi.runAllTimers,
    () => vi.useFakeTimers(),
    () => vi.useRealTimers(),
  )
  const dossier = await plantDossier(t, projectId, admin.userId, member.userId)
  const review = await plantTable(t, projectId, dossier.documentId, admin.userId)
  const conversation = await plantThread(t, projectId, dossier.documentId, admin.userId)
  const catalog = await plantModule(t, projectId, admin.userId)
  const library = await plantPrompt(t, organizationId, admin.userId)
  const lab = await plantLab(t, admin.userId)
  const time = await plantTime(t, organizationId, projectId, admin.userId)
  const support = await plantSupport(t, organizationId)
  const content = await plantAnnouncement(t, organizationId, support.superadmin.userId)
  const inbox = await plantNotification(
    t,
    organizationId,
    projectId,
    member.userId,
    dossier.documentId,
  )
  const foreignIds: string[] = [
    organizationId,
    admin.userId,
    member.userId,
    projectId,
    invitationId,
    dossier.folderId,
    dossier.documentId,
    dossier.storageId,
    review.tableId,
    review.rowId,
    review.cellId,
    review.templateId,
    conversation.threadId,
    conversation.messageId,
    catalog.draftId,
    catalog.draftVersionId,
    library.promptId,
    lab.labSetId,
    lab.labRunId,
    time.timerId,
    time.timeEntryId,
    time.flagId,
    inbox.notificationId,
    support.supportGrantId,
    content.announcementId,
  ]

  return {
    admin,
    member,
    organizationId,
    organizationSlug,
    projectId,
    projectSlug,
    invitee,
    invitationId,
    ...dossier,
    ...review,
    ...conversation,
    ...catalog,
    ...library,
    ...lab,
    ...time,
    ...inbox,
    ...support,
    ...content,
    foreignIds,
    // What the app server proves itself with (documents.fileSource); the engine suites use theirs.
    appSecret: PROXY_SECRET,
  }
}

/** A folder and a processed document carrying the canary, favorited by the admin and shared. */
async function plantDossier(
  t: TestConvex,
  projectId: Id<'projects'>,
  adminId: Id<'users'>,
  memberId: Id<'users'>,
) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', projectId))!
    const owner = { organizationId: project.organizationId, projectId }
    const folderId = await ctx.db.insert('folders', {
      ...owner,
      name: `Pleadings ${CANARY}`,
      nameKey: `pleadings ${CANARY}`,
      slug: 'pleadings',
      path: 'pleadings',
      depth: 0,
      createdBy: adminId,
    })
    const storageId = await ctx.storage.store(new Blob([`%PDF-1.7 ${CANARY}`]))
    const name = `Complaint ${CANARY}.pdf`
    const documentId = await ctx.db.insert('documents', {
      ...owner,
      folderId,
      storageId,
      name,
      nameKey: name.toLowerCase(),
      fileNameOriginal: name,
      kind: 'pdf',
      mimeType: 'application/pdf',
      size: 20,
      sha256: CANARY,
      uploadedBy: adminId,
      tags: [CANARY],
      status: 'ready',
      summary: `Summary ${CANARY}`,
      pageCount: 1,
    })
    await ctx.db.insert('documentPages', { ...owner, documentId, page: 1, text: `Text ${CANARY}` })
    await ctx.db.insert('documentFacts', {
      ...owner,
      documentId,
      kind: 'party',
      role: 'plaintiff',
      value: `Acme ${CANARY}`,
      display: `Acme ${CANARY}`,
      context: `Text ${CANARY}`,
      page: 1,
      start: 5,
      end: 5 + CANARY.length,
      confidence: 0.9,
      search: `Party · plaintiff side · Acme ${CANARY}`,
    })
    await ctx.db.insert('favorites', { userId: adminId, projectId, target: 'document', documentId })
    await ctx.db.insert('shares', {
      ...owner,
      target: 'document',
      documentId,
      sharedWith: memberId,
      sharedBy: adminId,
      sharedAt: Date.now(),
    })
    return { folderId, documentId, storageId }
  })
}

/** The admin's thread about the planted document: a question and a cited answer, shared. */
async function plantThread(
  t: TestConvex,
  projectId: Id<'projects'>,
  documentId: Id<'documents'>,
  adminId: Id<'users'>,
) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', projectId))!
    const owner = { organizationId: project.organizationId, projectId }
    const threadId = await ctx.db.insert('threads', {
      ...owner,
      authorId: adminId,
      title: `What about ${CANARY}?`,
      scope: { kind: 'selection', documentIds: [documentId], folderIds: [] },
      lastMessageAt: Date.now(),
      sharedCount: 0,
    })
    const base = { ...owner, threadId, updatedAt: Date.now() }
    await ctx.db.insert('threadMessages', {
      ...base,
      role: 'user',
      authorId: adminId,
      text: `What about ${CANARY}?`,
      status: 'done',
      citations: [],
    })
    const messageId = await ctx.db.insert('threadMessages', {
      ...base,
      role: 'assistant',
      text: `“Text ${CANARY}” [1]`,
      status: 'done',
      citations: [
        {
          n: 1,
          documentId,
          documentName: `Complaint ${CANARY}.pdf`,
          page: 1,
          start: 0,
          end: 17,
          quote: `Text ${CANARY}`,
        },
      ],
    })
    return { threadId, messageId }
  })
}

/** A review table over the planted document with one answered cell, and a firm template. */
async function plantTable(
  t: TestConvex,
  projectId: Id<'projects'>,
  documentId: Id<'documents'>,
  adminId: Id<'users'>,
) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', projectId))!
    const organizationId = project.organizationId
    const columns = [
      {
        id: 'col_canary',
        label: `Claim ${CANARY}`,
        type: 'text' as const,
        prompt: `What ${CANARY}?`,
      },
    ]
    const tableId = await ctx.db.insert('reviewTables', {
      organizationId,
      projectId,
      name: `Review ${CANARY}`,
      instructions: `Instructions ${CANARY}`,
      columns,
      rowCount: 1,
      createdBy: adminId,
      updatedAt: Date.now(),
    })
    const rowId = await ctx.db.insert('reviewRows', {
      organizationId,
      tableId,
      documentId,
      addedBy: adminId,
    })
    const cellId = await ctx.db.insert('reviewCells', {
      organizationId,
      tableId,
      rowId,
      documentId,
      columnId: 'col_canary',
      state: 'done',
      answer: {
        value: `Value ${CANARY}`,
        display: `Value ${CANARY}`,
        quote: `Text ${CANARY}`,
        source: { page: 1, start: 0, end: 17 },
        citation: 'verified',
        confidence: 0.9,
        rationale: `Because ${CANARY}`,
        model: 'offline',
        extractedAt: Date.now(),
        documentVersion: 0,
        prompt: `What ${CANARY}?`,
      },
      updatedAt: Date.now(),
    })
    await ctx.db.insert('reviewCellEvents', {
      tableId,
      cellId,
      kind: 'commented',
      actorId: adminId,
      at: Date.now(),
      text: `Comment ${CANARY}`,
    })
    const templateId = await ctx.db.insert('tableTemplates', {
      organizationId,
      name: `Template ${CANARY}`,
      columns,
      createdBy: adminId,
      updatedAt: Date.now(),
    })
    return { tableId, rowId, cellId, templateId }
  })
}

/**
 * A module in a category. Modules belong to the deployment, not a firm: every member may list
 * them, so they carry no canary and their ids are not foreign to an outsider.
 */
async function plantModule(t: TestConvex, projectId: Id<'projects'>, adminId: Id<'users'>) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', projectId))!
    const categoryId = await ctx.db.insert('moduleCategories', { name: 'Case analysis', order: 1 })
    const moduleId = await ctx.db.insert('modules', {
      name: 'Chronology',
      slug: 'chronology',
      isActive: true,
      categoryId,
      inputs: [{ kind: 'documents', required: false }],
      produces: 'chronology',
      builtin: 'chronology',
      updatedAt: Date.now(),
    })
    // What a run wrote is the firm's: it carries the canary.
    const draftId = await ctx.db.insert('drafts', {
      organizationId: project.organizationId,
      projectId,
      moduleId,
      title: `Chronology ${CANARY}`,
      status: 'draft',
      blocks: [{ type: 'paragraph', text: `Event ${CANARY}`, cites: [] }],
      citations: [],
      searchText: `Event ${CANARY}`,
      inputs: {},
      missingInputs: [],
      progress: { done: 1, total: 1 },
      createdBy: adminId,
      updatedAt: Date.now(),
    })
    const draftVersionId = await ctx.db.insert('draftVersions', {
      organizationId: project.organizationId,
      draftId,
      title: `Earlier ${CANARY}`,
      blocks: [],
      savedBy: adminId,
      savedAt: Date.now(),
    })
    return { moduleId, categoryId, moduleSlug: 'chronology', draftId, draftVersionId }
  })
}

/** A firm prompt carrying the canary, with an earlier version, starred by the admin. */
async function plantPrompt(
  t: TestConvex,
  organizationId: Id<'organizations'>,
  adminId: Id<'users'>,
) {
  return await t.run(async (ctx) => {
    const promptId = await ctx.db.insert('prompts', {
      organizationId,
      scope: 'firm',
      authorId: adminId,
      title: `Deposition prep ${CANARY}`,
      body: `Prepare {{deponent}} on ${CANARY}`,
      tags: [`tag ${CANARY}`],
      usageCount: 0,
      updatedAt: Date.now(),
    })
    await ctx.db.insert('promptVersions', {
      promptId,
      title: `Earlier ${CANARY}`,
      body: `Earlier ${CANARY}`,
      savedBy: adminId,
      savedAt: Date.now(),
    })
    await ctx.db.insert('promptFavorites', { userId: adminId, promptId })
    return { promptId }
  })
}

/**
 * A superadmin of Casefile (no organisation) whose support grant to the firm has expired: the
 * caller of the "a superadmin without a live grant" matrix (GRANT_NEEDED).
 */
async function plantSupport(t: TestConvex, organizationId: Id<'organizations'>) {
  const superadmin = await seedUser(t, { email: 'support@casefile.test', name: 'Casefile Support' })
  const supportGrantId = await t.run(async (ctx) => {
    await ctx.db.patch('users', superadmin.userId, { role: 'superadmin' })
    const createdAt = Date.now() - 2 * 3_600_000
    return await ctx.db.insert('supportGrants', {
      organizationId,
      superadminId: superadmin.userId,
      reason: 'Ticket 1: an expired look at the answers',
      createdAt,
      expiresAt: createdAt + 15 * 60_000,
    })
  })
  return { supportGrantId, superadmin }
}

/** A live announcement for the firm's members only (admin/content.ts), carrying the canary. */
async function plantAnnouncement(
  t: TestConvex,
  organizationId: Id<'organizations'>,
  superadminId: Id<'users'>,
) {
  const announcementId = await t.run(async (ctx) => {
    const now = Date.now()
    return await ctx.db.insert('announcements', {
      message: `Hale only ${CANARY}`,
      tone: 'info',
      organizationId,
      startsAt: now - 3_600_000,
      createdBy: superadminId,
      createdAt: now,
      updatedAt: now,
    })
  })
  return { announcementId }
}

/** The admin's running timer and a time entry on the matter, both carrying the canary. */
/** A notification for the member: a document shared with them, its title carrying the canary. */
async function plantNotification(
  t: TestConvex,
  organizationId: Id<'organizations'>,
  projectId: Id<'projects'>,
  memberId: Id<'users'>,
  documentId: Id<'documents'>,
) {
  const notificationId = await t.run(async (ctx) =>
    ctx.db.insert('notifications', {
      userId: memberId,
      organizationId,
      kind: 'documentShared',
      title: `Complaint ${CANARY}.pdf`,
      actorName: `Admin ${CANARY}`,
      target: { type: 'document', projectId, documentId },
      inApp: true,
      read: false,
      createdAt: Date.now(),
    }),
  )
  return { notificationId }
}

async function plantTime(
  t: TestConvex,
  organizationId: Id<'organizations'>,
  projectId: Id<'projects'>,
  adminId: Id<'users'>,
) {
  return await t.run(async (ctx) => {
    const now = Date.now()
    const timerId = await ctx.db.insert('timers', {
      organizationId,
      userId: adminId,
      projectId,
      description: `Drafting ${CANARY}`,
      state: 'running',
      elapsedMs: 0,
      runningSince: now,
      createdAt: now,
    })
    const timeEntryId = await ctx.db.insert('timeEntries', {
      organizationId,
      projectId,
      userId: adminId,
      date: '2026-11-02',
      minutes: 72,
      billedMinutes: 72,
      description: `Reviewed ${CANARY}`,
      billable: true,
      rateCents: 45_000,
      rateSource: 'firm',
      createdAt: now,
      updatedAt: now,
    })
    const document = await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_status', (q) => q.eq('projectId', projectId))
      .first()
    // A flag with a rule naming the victim firm (only superadmins see the rules).
    const flagId = await ctx.db.insert('featureFlags', {
      name: 'prompt-lab',
      description: `Rolled out ${CANARY}`,
      defaultValue: true,
      environments: {},
      organizations: [{ organizationId, value: true }],
      people: [{ userId: adminId, value: true }],
      countries: [],
      updatedAt: now,
      updatedBy: adminId,
    })
    await ctx.db.insert('readingTime', {
      organizationId,
      projectId,
      documentId: document!._id,
      userId: adminId,
      date: '2026-11-02',
      ms: 3_600_000,
      lastAt: now,
    })
    return { timerId, timeEntryId, flagId }
  })
}

/** A prompt-lab golden set carrying the canary, with one finished run and its miss. */
async function plantLab(t: TestConvex, adminId: Id<'users'>) {
  return await t.run(async (ctx) => {
    const column = {
      key: 'court',
      label: `Court ${CANARY}`,
      type: 'text' as const,
      prompt: `Which court? ${CANARY}`,
      match: 'courts' as const,
    }
    const labSetId = await ctx.db.insert('labGoldenSets', {
      name: `Filings ${CANARY}`,
      description: `Held out ${CANARY}`,
      columns: [column],
      documentCount: 1,
      heldOutCount: 0,
      createdBy: adminId,
      createdAt: Date.now(),
    })
    const documentId = await ctx.db.insert('labGoldenDocuments', {
      setId: labSetId,
      name: `Complaint ${CANARY}`,
      part: 'tuning',
      pages: [{ page: 1, text: `IN THE COURT OF ${CANARY}` }],
      expected: { court: `Court of ${CANARY}` },
    })
    const counts = { tp: 0, tn: 0, fp: 0, fn: 1, wrong: 0 }
    const labRunId = await ctx.db.insert('labRuns', {
      setId: labSetId,
      number: 1,
      columns: [column],
      engine: 'offline',
      systemPromptVersion: 0,
      status: 'done',
      processed: 1,
      total: 1,
      scores: [{ key: 'court', tuning: counts, heldout: { ...counts, fn: 0 } }],
      createdBy: adminId,
      createdAt: Date.now(),
    })
    await ctx.db.insert('labRunMisses', {
      runId: labRunId,
      documentId,
      key: 'court',
      outcome: 'fn',
      answer: '',
      quote: CANARY,
    })
    return { labSetId, labRunId }
  })
}

const PROMPT_FIELDS = { title: 'Spy', body: 'Spy on {{party}}', tags: [] }

/** The day the planted reading time is on (the victim admin read the canary document for an hour). */
const SUGGESTION_DAY = {
  date: '2026-11-02',
  from: Date.parse('2026-11-02T00:00:00Z'),
  to: Date.parse('2026-11-03T00:00:00Z'),
}
const TIME_FIELDS = {
  date: '2026-11-03',
  duration: '1:12',
  description: 'Taken over',
  billable: true,
}

/** A valid golden-set file, which an outsider must not be able to import. */
const LAB_FILE = {
  format: 'casefile.golden-set/1',
  name: 'Outsider set',
  description: '',
  columns: [
    { key: 'court', label: 'Court', type: 'text', prompt: 'Which court?', match: 'courts' },
  ],
  documents: [
    {
      name: 'Complaint',
      part: 'tuning',
      pages: [{ page: 1, text: 'IN THE SUPERIOR COURT' }],
      expected: { court: 'Superior Court' },
    },
  ],
}

const MODULE_FIELDS = {
  name: 'Outsider module',
  slug: 'outsider-module',
  isActive: true,
  inputs: [{ kind: 'text', required: true }],
  produces: 'memo',
}

const COLUMN_INPUT = [{ label: 'Filed', type: 'date', prompt: 'When was it filed?' }]

/** Arguments for every public function, pointing at the first organisation wherever an id fits. */
export const CASES: Record<string, Case> = {
  'admin/superadmin:overview': { kind: 'query', args: () => ({}) },
  'admin/users:list': {
    kind: 'query',
    args: (f) => ({
      paginationOpts: { numItems: 20, cursor: null },
      organizationId: f.organizationId,
    }),
  },
  'admin/users:get': { kind: 'query', args: (f) => ({ userId: String(f.member.userId) }) },
  'admin/users:update': {
    kind: 'mutation',
    args: (f) => ({
      userId: f.member.userId,
      firstName: 'Taken',
      lastName: 'Over',
      email: 'taken@other.test',
    }),
  },
  'admin/users:markVerified': { kind: 'mutation', args: (f) => ({ userId: f.member.userId }) },
  'admin/users:setDisabled': {
    kind: 'mutation',
    args: (f) => ({ userId: f.member.userId, disabled: true }),
  },
  'admin/users:endAllSessions': { kind: 'mutation', args: (f) => ({ userId: f.member.userId }) },
  'admin/users:setSuperadmin': {
    kind: 'mutation',
    args: (f) => ({ userId: f.member.userId, superadmin: true }),
  },
  'admin/passwords:setPassword': {
    kind: 'action',
    args: (f) => ({
      userId: String(f.member.userId),
      newPassword: 'taken-over-1',
      confirmPassword: 'taken-over-1',
    }),
  },
  'admin/memberships:assign': {
    kind: 'mutation',
    args: (f) => ({
      userId: f.member.userId,
      organizationId: f.organizationId,
      role: 'OrganizationAdmin',
    }),
  },
  'admin/memberships:remove': {
    kind: 'mutation',
    args: (f) => ({ userId: f.member.userId, organizationId: f.organizationId }),
  },
  'admin/organizations:list': {
    kind: 'query',
    args: () => ({ paginationOpts: { numItems: 20, cursor: null } }),
  },
  'admin/organizations:choices': { kind: 'query', args: () => ({}) },
  'admin/organizations:get': {
    kind: 'query',
    args: (f) => ({ organizationId: String(f.organizationId) }),
  },
  'admin/organizations:create': {
    kind: 'mutation',
    args: () => ({ organizationName: 'Outsider Holdings' }),
  },
  'admin/organizations:rename': {
    kind: 'mutation',
    args: (f) => ({ organizationId: f.organizationId, name: 'Taken LLP' }),
  },
  'admin/organizations:setSuspended': {
    kind: 'mutation',
    args: (f) => ({ organizationId: f.organizationId, suspended: true }),
  },
  'ai/settings:matterSettings': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'ai/settings:setMatterMode': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, mode: 'external' }),
  },
  'accounts/devMailbox:list': { kind: 'query', args: (f) => ({ to: f.invitee }) },
  'dossier/documentsBulk:move': {
    kind: 'mutation',
    args: (f) => ({ documentIds: [f.documentId] }),
  },
  'dossier/documentsBulk:remove': {
    kind: 'mutation',
    args: (f) => ({ documentIds: [f.documentId] }),
  },
  'dossier/documents:fileSource': {
    kind: 'query',
    args: (f) => ({ documentId: f.documentId, part: 'file', appSecret: f.appSecret }),
  },
  'dossier/documents:generateUploadUrl': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId }),
  },
  'dossier/documents:get': { kind: 'query', args: (f) => ({ documentId: f.documentId }) },
  'dossier/documents:ingestReport': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'dossier/documents:list': {
    kind: 'query',
    args: (f) => ({
      paginationOpts: { numItems: 20, cursor: null },
      filter: { projectId: f.projectId, folderId: f.folderId, from: 'dossier' },
      includeHtmlContent: true,
      includeSummary: true,
      sort: { column: 'name', direction: 'asc' },
    }),
  },
  'dossier/documents:move': { kind: 'mutation', args: (f) => ({ documentId: f.documentId }) },
  'dossier/documents:pages': {
    kind: 'query',
    args: (f) => ({ documentId: f.documentId, paginationOpts: { numItems: 10, cursor: null } }),
  },
  'dossier/documents:remove': { kind: 'mutation', args: (f) => ({ documentId: f.documentId }) },
  'dossier/documents:rename': {
    kind: 'mutation',
    args: (f) => ({ documentId: f.documentId, name: 'Taken.pdf' }),
  },
  'dossier/documents:setTags': {
    kind: 'mutation',
    args: (f) => ({ documentId: f.documentId, tags: ['Mine'], primaryTagName: 'Mine' }),
  },
  'dossier/documents:storageUrl': { kind: 'query', args: (f) => ({ storageId: f.storageId }) },
  'dossier/favorites:setDocuments': {
    kind: 'mutation',
    args: (f) => ({ documentIds: [f.documentId], favorite: true }),
  },
  'dossier/favorites:setFolder': {
    kind: 'mutation',
    args: (f) => ({ folderId: f.folderId, favorite: true }),
  },
  'dossier/folders:contents': { kind: 'query', args: (f) => ({ folderId: f.folderId }) },
  'dossier/folders:create': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, parentId: f.folderId, name: 'Planted' }),
  },
  'dossier/folders:ensurePath': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, parentId: f.folderId, names: ['A', 'B'] }),
  },
  'dossier/folders:favorites': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'dossier/folders:idByPath': {
    kind: 'query',
    args: (f) => ({ projectId: f.projectId, path: 'pleadings' }),
  },
  'dossier/folders:listAll': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'dossier/folders:move': { kind: 'mutation', args: (f) => ({ folderId: f.folderId }) },
  'dossier/folders:remove': { kind: 'mutation', args: (f) => ({ folderId: f.folderId }) },
  'dossier/folders:rename': {
    kind: 'mutation',
    args: (f) => ({ folderId: f.folderId, name: 'Taken' }),
  },
  'dossier/folders:sharedWithMe': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'dossier/folders:subfolders': {
    kind: 'query',
    args: (f) => ({ projectId: f.projectId, parentId: f.folderId }),
  },
  'facts/facts:documents': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'facts/facts:list': {
    kind: 'query',
    args: (f) => ({ projectId: f.projectId, documentId: f.documentId, kind: 'party' }),
  },
  'firm/dashboard:canAccessFirmDashboard': { kind: 'query', args: () => ({}) },
  'firm/dashboard:dashboard': { kind: 'query', args: () => ({}) },
  'matters/proposals:accept': {
    kind: 'mutation',
    args: (f) => ({ documentId: f.documentId, field: 'docketNumber' }),
  },
  'matters/proposals:fromDocument': { kind: 'query', args: (f) => ({ documentId: f.documentId }) },
  'accounts/notificationPreferences:get': { kind: 'query', args: () => ({}) },
  'notifications/inbox:list': { kind: 'query', args: () => ({}) },
  'notifications/inbox:unreadCount': { kind: 'query', args: () => ({}) },
  'notifications/inbox:markRead': {
    kind: 'mutation',
    args: (f) => ({ notificationId: f.notificationId }),
  },
  'notifications/inbox:markAllRead': { kind: 'mutation', args: () => ({}) },
  'notifications/preferences:get': { kind: 'query', args: () => ({}) },
  'notifications/preferences:update': {
    kind: 'mutation',
    args: () => ({ category: 'shares', inApp: false, email: 'digest' }),
  },
  'accounts/notificationPreferences:update': {
    kind: 'mutation',
    args: () => ({ emailOnInvitation: false }),
  },
  'accounts/organizations:acceptPendingInvitations': { kind: 'mutation', args: () => ({}) },
  'accounts/organizations:changeRole': {
    kind: 'mutation',
    args: (f) => ({
      organizationId: f.organizationId,
      userId: f.member.userId,
      role: 'OrganizationAdmin',
    }),
  },
  'accounts/organizations:create': {
    kind: 'mutation',
    args: () => ({ organizationName: 'Outsider LLP' }),
  },
  'accounts/organizations:invitations': {
    kind: 'query',
    args: (f) => ({ organizationId: f.organizationId }),
  },
  'accounts/organizations:invite': {
    kind: 'mutation',
    args: (f) => ({
      organizationId: f.organizationId,
      email: 'spy@outside.test',
      role: 'OrganizationAdmin',
    }),
  },
  'accounts/organizations:listMine': { kind: 'query', args: () => ({}) },
  'accounts/organizations:members': {
    kind: 'query',
    args: (f) => ({ organizationId: f.organizationId }),
  },
  'accounts/organizations:myInvitations': { kind: 'query', args: () => ({}) },
  'accounts/organizations:removeMember': {
    kind: 'mutation',
    args: (f) => ({ organizationId: f.organizationId, userId: f.member.userId }),
  },
  'accounts/organizations:rename': {
    kind: 'mutation',
    args: (f) => ({ organizationId: f.organizationId, name: 'Taken over' }),
  },
  'accounts/organizations:revokeInvitation': {
    kind: 'mutation',
    args: (f) => ({ invitationId: f.invitationId }),
  },
  'accounts/organizations:setCurrent': {
    kind: 'mutation',
    args: (f) => ({ organizationId: f.organizationId }),
  },
  'matters/dashboard:get': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'matters/projects:activity': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'matters/projects:archive': { kind: 'mutation', args: (f) => ({ projectId: f.projectId }) },
  'matters/projects:create': {
    kind: 'mutation',
    args: () => ({
      name: 'Outsider matter',
      representedParties: [{ name: 'Outsider Inc', role: 'Defendant' }],
      internalMatterId: 'OUT-1',
    }),
  },
  'matters/projects:getBySlug': { kind: 'query', args: (f) => ({ slug: f.projectSlug }) },
  'matters/projects:list': { kind: 'query', args: () => ({ includeArchived: true }) },
  'matters/projects:restore': { kind: 'mutation', args: (f) => ({ projectId: f.projectId }) },
  'matters/projects:update': {
    kind: 'mutation',
    args: (f) => ({
      projectId: f.projectId,
      name: 'Renamed by outsider',
      representedParties: [{ name: 'Outsider Inc', role: 'Defendant' }],
      internalMatterId: 'OUT-2',
    }),
  },
  'dossier/search:documents': {
    kind: 'query',
    args: (f) => ({
      projectId: f.projectId,
      query: '"complaint text" canary*',
      filters: {
        fileTypes: ['pdf'],
        folderId: f.folderId,
        includeSubfolders: true,
        addedFrom: 0,
        addedTo: 4_102_444_800_000,
        status: 'ready',
        tags: ['Hot'],
      },
      sort: { column: 'name', direction: 'asc' },
      limit: 20,
    }),
  },
  'dossier/search:suggestions': {
    kind: 'query',
    args: (f) => ({ projectId: f.projectId, text: 'can' }),
  },
  'dossier/shares:documentRecipients': {
    kind: 'query',
    args: (f) => ({ documentId: f.documentId }),
  },
  'dossier/shares:folderRecipients': { kind: 'query', args: (f) => ({ folderId: f.folderId }) },
  'dossier/shares:shareDocuments': {
    kind: 'mutation',
    args: (f) => ({ documentIds: [f.documentId], userIds: [f.member.userId] }),
  },
  'dossier/shares:shareFolder': {
    kind: 'mutation',
    args: (f) => ({ folderId: f.folderId, userIds: [f.member.userId] }),
  },
  'dossier/shares:unshareDocument': {
    kind: 'mutation',
    args: (f) => ({ documentId: f.documentId, userId: f.member.userId }),
  },
  'dossier/shares:unshareFolder': {
    kind: 'mutation',
    args: (f) => ({ folderId: f.folderId, userId: f.member.userId }),
  },
  'dossier/uploads:register': {
    kind: 'action',
    args: (f) => ({
      projectId: f.projectId,
      folderId: f.folderId,
      storageId: f.storageId,
      name: 'Complaint.pdf',
    }),
  },
  'accounts/session:authContext': { kind: 'query', args: () => ({}) },
  'associate/associate:ask': {
    kind: 'mutation',
    args: (f) => ({
      projectId: f.projectId,
      threadId: f.threadId,
      question: 'What does it say?',
      scope: { kind: 'selection', documentIds: [f.documentId], folderIds: [f.folderId] },
    }),
  },
  'associate/associate:stop': { kind: 'mutation', args: (f) => ({ messageId: f.messageId }) },
  'associate/threads:create': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, scope: { kind: 'table', tableId: f.tableId } }),
  },
  'associate/threads:get': { kind: 'query', args: (f) => ({ threadId: f.threadId }) },
  'associate/threads:list': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'associate/threads:recent': { kind: 'query', args: () => ({}) },
  'associate/threads:remove': { kind: 'mutation', args: (f) => ({ threadId: f.threadId }) },
  'associate/threads:rename': {
    kind: 'mutation',
    args: (f) => ({ threadId: f.threadId, title: 'Spy' }),
  },
  'associate/threads:setScope': {
    kind: 'mutation',
    args: (f) => ({ threadId: f.threadId, scope: { kind: 'matter' } }),
  },
  'associate/threads:share': {
    kind: 'mutation',
    args: (f) => ({ threadId: f.threadId, userIds: [f.member.userId] }),
  },
  'review/cells:comment': { kind: 'mutation', args: (f) => ({ cellId: f.cellId, text: 'Spy' }) },
  'review/cells:edit': { kind: 'mutation', args: (f) => ({ cellId: f.cellId, value: 'Spy' }) },
  'review/cells:history': { kind: 'query', args: (f) => ({ cellId: f.cellId }) },
  'review/cells:revert': { kind: 'mutation', args: (f) => ({ cellId: f.cellId }) },
  'review/cells:setFlag': {
    kind: 'mutation',
    args: (f) => ({ cellId: f.cellId, flagged: true, reason: 'Spy' }),
  },
  'review/cells:setVerified': {
    kind: 'mutation',
    args: (f) => ({ cellId: f.cellId, verified: true }),
  },
  'review/presence:heartbeat': {
    kind: 'mutation',
    args: (f) => ({ tableId: f.tableId, cell: `${f.rowId}:col_canary` }),
  },
  'review/presence:leave': { kind: 'mutation', args: (f) => ({ tableId: f.tableId }) },
  'review/presence:list': { kind: 'query', args: (f) => ({ tableId: f.tableId }) },
  'review/runs:cancel': { kind: 'mutation', args: (f) => ({ id: f.tableId }) },
  'modules/admin:create': { kind: 'mutation', args: () => MODULE_FIELDS },
  'modules/admin:get': { kind: 'query', args: (f) => ({ moduleId: String(f.moduleId) }) },
  'modules/admin:list': { kind: 'query', args: () => ({ showArchived: true }) },
  'modules/admin:setActive': {
    kind: 'mutation',
    args: (f) => ({ moduleId: f.moduleId, isActive: false }),
  },
  'modules/admin:setArchived': {
    kind: 'mutation',
    args: (f) => ({ moduleId: f.moduleId, archived: true }),
  },
  'modules/admin:update': {
    kind: 'mutation',
    args: (f) => ({ moduleId: f.moduleId, ...MODULE_FIELDS, slug: 'chronology' }),
  },
  'prompts/system:list': { kind: 'query', args: () => ({}) },
  'prompts/system:changes': { kind: 'query', args: () => ({}) },
  'prompts/system:versions': { kind: 'query', args: () => ({ task: 'associate' }) },
  'prompts/system:save': {
    kind: 'mutation',
    args: () => ({ task: 'associate', text: 'Answer from the sources only.', note: 'Shorter' }),
  },
  'prompts/system:activate': { kind: 'mutation', args: () => ({ task: 'associate', version: 0 }) },
  'time/timers:mine': { kind: 'query', args: () => ({}) },
  'time/timers:start': { kind: 'mutation', args: (f) => ({ projectId: f.projectId }) },
  'time/timers:pause': { kind: 'mutation', args: (f) => ({ timerId: f.timerId }) },
  'time/timers:resume': { kind: 'mutation', args: (f) => ({ timerId: f.timerId }) },
  'time/timers:discard': { kind: 'mutation', args: (f) => ({ timerId: f.timerId }) },
  'time/timers:update': {
    kind: 'mutation',
    args: (f) => ({ timerId: f.timerId, projectId: f.projectId, description: 'Taken' }),
  },
  'time/timers:record': {
    kind: 'mutation',
    args: (f) => ({ timerId: f.timerId, projectId: f.projectId, ...TIME_FIELDS }),
  },
  'time/entries:forMatter': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'time/entries:create': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, ...TIME_FIELDS }),
  },
  'time/entries:update': {
    kind: 'mutation',
    args: (f) => ({ entryId: f.timeEntryId, ...TIME_FIELDS }),
  },
  'time/entries:split': {
    kind: 'mutation',
    args: (f) => ({ entryId: f.timeEntryId, duration: '0:30' }),
  },
  'time/entries:remove': { kind: 'mutation', args: (f) => ({ entryId: f.timeEntryId }) },
  'time/entries:markExported': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, entryIds: [f.timeEntryId] }),
  },
  'time/settings:get': { kind: 'query', args: () => ({}) },
  'time/settings:update': {
    kind: 'mutation',
    args: () => ({ incrementMinutes: 15, firmRateCents: 1 }),
  },
  'flags/resolved:getResolvedFlags': {
    kind: 'query',
    args: (f) => ({
      env: 'prod',
      userId: f.member.userId,
      orgId: f.organizationId,
      email: `member-${CANARY}@hale.test`,
      country: 'US',
    }),
  },
  'admin/audit:deploymentLog': { kind: 'query', args: () => ({}) },
  'admin/dossier:health': { kind: 'query', args: () => ({ now: Date.now() }) },
  'admin/dossier:reprocess': { kind: 'mutation', args: (f) => ({ documentId: f.documentId }) },
  'flags/admin:list': { kind: 'query', args: () => ({}) },
  'flags/admin:save': {
    kind: 'mutation',
    args: (f) => ({
      name: 'modules',
      description: 'Spy',
      defaultValue: false,
      environments: {},
      organizations: [{ organizationId: f.organizationId, value: true }],
      people: [],
      countries: [],
    }),
  },
  'flags/admin:remove': { kind: 'mutation', args: (f) => ({ flagId: f.flagId }) },
  'flags/admin:preview': {
    kind: 'query',
    args: () => ({ email: `admin-${CANARY}@hale.test`, env: 'prod' }),
  },
  'time/rates:people': { kind: 'query', args: () => ({}) },
  'time/rates:forMatter': { kind: 'query', args: (f) => ({ projectId: f.projectId }) },
  'time/rates:setPersonRate': {
    kind: 'mutation',
    args: (f) => ({ userId: f.member.userId, cents: 1 }),
  },
  'time/rates:setMatterRate': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, cents: 1 }),
  },
  'time/reading:record': {
    kind: 'mutation',
    args: (f) => ({ documentId: f.documentId, date: '2026-11-02', ms: 1_000 }),
  },
  'time/suggestions:forMatter': {
    kind: 'query',
    args: (f) => ({ projectId: f.projectId, ...SUGGESTION_DAY }),
  },
  'time/suggestions:accept': {
    kind: 'mutation',
    args: (f) => ({
      projectId: f.projectId,
      ...SUGGESTION_DAY,
      kind: 'reading',
      entry: { ...TIME_FIELDS, date: SUGGESTION_DAY.date },
    }),
  },
  'time/suggestions:dismiss': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, ...SUGGESTION_DAY, kind: 'reading' }),
  },
  'prompts/lab:sets': { kind: 'query', args: () => ({}) },
  'prompts/lab:set': { kind: 'query', args: (f) => ({ setId: String(f.labSetId) }) },
  'prompts/lab:misses': { kind: 'query', args: (f) => ({ runId: f.labRunId }) },
  'prompts/lab:exportSet': { kind: 'query', args: (f) => ({ setId: String(f.labSetId) }) },
  'prompts/lab:importSet': { kind: 'mutation', args: () => ({ file: LAB_FILE }) },
  'prompts/lab:removeSet': { kind: 'mutation', args: (f) => ({ setId: f.labSetId }) },
  'prompts/labRuns:start': {
    kind: 'mutation',
    args: (f) => ({ setId: f.labSetId, prompts: [{ key: 'court', prompt: 'Which court?' }] }),
  },
  'prompts/library:importFile': {
    kind: 'mutation',
    args: () => ({ prompts: [PROMPT_FIELDS], forFirm: true }),
  },
  'prompts/casefile:list': { kind: 'query', args: () => ({}) },
  'prompts/casefile:create': { kind: 'mutation', args: () => PROMPT_FIELDS },
  'prompts/casefile:update': {
    kind: 'mutation',
    args: (f) => ({ promptId: f.promptId, ...PROMPT_FIELDS }),
  },
  'prompts/casefile:remove': { kind: 'mutation', args: (f) => ({ promptId: f.promptId }) },
  'prompts/casefile:importFile': { kind: 'mutation', args: () => ({ prompts: [PROMPT_FIELDS] }) },
  'prompts/library:list': { kind: 'query', args: () => ({}) },
  'prompts/library:capabilities': { kind: 'query', args: () => ({}) },
  'prompts/library:get': { kind: 'query', args: (f) => ({ promptId: String(f.promptId) }) },
  'prompts/library:create': {
    kind: 'mutation',
    args: () => ({ ...PROMPT_FIELDS, forFirm: false }),
  },
  'prompts/library:update': {
    kind: 'mutation',
    args: (f) => ({ promptId: f.promptId, ...PROMPT_FIELDS }),
  },
  'prompts/library:promote': { kind: 'mutation', args: (f) => ({ promptId: f.promptId }) },
  'prompts/library:remove': { kind: 'mutation', args: (f) => ({ promptId: f.promptId }) },
  'prompts/library:setFavorite': {
    kind: 'mutation',
    args: (f) => ({ promptId: f.promptId, favorite: true }),
  },
  'prompts/library:recordUse': { kind: 'mutation', args: (f) => ({ promptId: f.promptId }) },
  'prompts/library:versions': { kind: 'query', args: (f) => ({ promptId: f.promptId }) },
  'modules/drafts:get': { kind: 'query', args: (f) => ({ draftId: String(f.draftId) }) },
  'modules/drafts:restore': {
    kind: 'mutation',
    args: (f) => ({ draftId: f.draftId, versionId: f.draftVersionId }),
  },
  'modules/drafts:setStatus': {
    kind: 'mutation',
    args: (f) => ({ draftId: f.draftId, status: 'final' }),
  },
  'modules/drafts:update': {
    kind: 'mutation',
    args: (f) => ({ draftId: f.draftId, title: 'Taken', blocks: [] }),
  },
  'modules/drafts:versions': { kind: 'query', args: (f) => ({ draftId: f.draftId }) },
  'modules/drafts:share': {
    kind: 'mutation',
    args: (f) => ({ draftId: f.draftId, userIds: [f.member.userId] }),
  },
  'modules/drafts:list': {
    kind: 'query',
    args: (f) => ({ projectId: f.projectId, q: CANARY, status: 'draft' }),
  },
  'modules/runs:start': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, moduleId: f.moduleId, inputs: {} }),
  },
  'modules/catalog:bySlug': { kind: 'query', args: (f) => ({ moduleSlug: f.moduleSlug }) },
  'modules/catalog:withCategories': { kind: 'query', args: () => ({}) },
  'modules/categories:create': { kind: 'mutation', args: () => ({ name: 'Outsider category' }) },
  'modules/categories:list': { kind: 'query', args: () => ({}) },
  'modules/categories:move': {
    kind: 'mutation',
    args: (f) => ({ categoryId: f.categoryId, direction: 'down' }),
  },
  'modules/categories:remove': { kind: 'mutation', args: (f) => ({ categoryId: f.categoryId }) },
  'modules/categories:rename': {
    kind: 'mutation',
    args: (f) => ({ categoryId: f.categoryId, name: 'Renamed' }),
  },
  'review/templates:create': {
    kind: 'mutation',
    args: () => ({ name: 'Outsider template', columns: COLUMN_INPUT }),
  },
  'review/templates:createSystem': {
    kind: 'mutation',
    args: () => ({ name: 'System template', columns: COLUMN_INPUT }),
  },
  'review/templates:list': { kind: 'query', args: () => ({ includeArchived: true }) },
  'review/templates:listSystem': { kind: 'query', args: () => ({}) },
  'review/templates:saveFromTable': {
    kind: 'mutation',
    args: (f) => ({ tableId: f.tableId, name: 'Stolen' }),
  },
  'review/templates:setArchived': {
    kind: 'mutation',
    args: (f) => ({ id: f.templateId, archived: true }),
  },
  'review/templates:setSystemArchived': {
    kind: 'mutation',
    args: (f) => ({ id: f.templateId, archived: true }),
  },
  'review/templates:update': {
    kind: 'mutation',
    args: (f) => ({ id: f.templateId, name: 'Taken', columns: COLUMN_INPUT }),
  },
  'review/templates:updateSystem': {
    kind: 'mutation',
    args: (f) => ({ id: f.templateId, name: 'Taken', columns: COLUMN_INPUT }),
  },
  'review/tables:addDocuments': {
    kind: 'mutation',
    args: (f) => ({ id: f.tableId, source: { kind: 'documents', documentIds: [f.documentId] } }),
  },
  'review/tables:create': {
    kind: 'mutation',
    args: (f) => ({ projectId: f.projectId, name: 'Spy table', templateId: f.templateId }),
  },
  'review/tables:get': { kind: 'query', args: (f) => ({ id: f.tableId }) },
  'review/tables:getWithDocuments': {
    kind: 'query',
    args: (f) => ({ id: f.tableId, paginationOpts: { numItems: 50, cursor: null } }),
  },
  'review/tables:listModuleTables': {
    kind: 'query',
    args: (f) => ({ projectId: f.projectId, includeCounts: true }),
  },
  'review/tables:remove': { kind: 'mutation', args: (f) => ({ id: f.tableId }) },
  'review/tables:removeRows': {
    kind: 'mutation',
    args: (f) => ({ id: f.tableId, rowIds: [f.rowId] }),
  },
  'review/tables:run': { kind: 'mutation', args: (f) => ({ id: f.tableId, mode: 'all' }) },
  'review/tables:setColumns': {
    kind: 'mutation',
    args: (f) => ({ id: f.tableId, columns: COLUMN_INPUT }),
  },
  'review/tables:update': { kind: 'mutation', args: (f) => ({ id: f.tableId, name: 'Taken' }) },
  'accounts/users:getMe': { kind: 'query', args: () => ({}) },
  'admin/support:organizations': { kind: 'query', args: () => ({ search: '' }) },
  'admin/support:grants': { kind: 'query', args: () => ({}) },
  'admin/support:grant': {
    kind: 'mutation',
    args: (f) => ({
      organizationId: f.organizationId,
      reason: 'Ticket 2: reading the answers',
      minutes: 15,
    }),
  },
  'admin/support:end': { kind: 'mutation', args: (f) => ({ grantId: f.supportGrantId }) },
  'admin/support:threads': { kind: 'query', args: (f) => ({ grantId: f.supportGrantId }) },
  'admin/support:readThread': {
    kind: 'mutation',
    args: (f) => ({ grantId: f.supportGrantId, threadId: f.threadId }),
  },
  'admin/migrate:findUsers': { kind: 'query', args: () => ({ search: CANARY }) },
  'admin/migrate:user': { kind: 'query', args: (f) => ({ userId: f.member.userId }) },
  'admin/migrate:dryRun': { kind: 'query', args: (f) => migrateArgs(f) },
  'admin/migrate:run': { kind: 'mutation', args: (f) => migrateArgs(f) },
  'firm/audit:trail': {
    kind: 'query',
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
  },
  'firm/audit:supportAccess': { kind: 'query', args: () => ({}) },
  'admin/content:list': { kind: 'query', args: () => ({}) },
  'admin/content:create': {
    kind: 'mutation',
    args: (f) => ({
      message: 'Spoofed',
      tone: 'warning',
      organizationId: f.organizationId,
      startsAt: 0,
    }),
  },
  'admin/content:update': {
    kind: 'mutation',
    args: (f) => ({
      announcementId: f.announcementId,
      message: 'Taken over',
      tone: 'info',
      startsAt: 0,
    }),
  },
  'admin/content:remove': {
    kind: 'mutation',
    args: (f) => ({ announcementId: f.announcementId }),
  },
  'admin/content:live': { kind: 'query', args: () => ({ now: Date.now() }) },
  'admin/content:supportText': { kind: 'query', args: () => ({}) },
  'admin/content:saveSupportText': { kind: 'mutation', args: () => ({ text: 'Spoofed' }) },
}

/** The member moved out of the firm (to the firm itself: any id of it will do for a refusal). */
function migrateArgs(f: Firm) {
  return {
    userId: f.member.userId,
    fromOrganizationId: f.organizationId,
    toOrganizationId: f.organizationId,
    role: 'Member',
  }
}

/**
 * The functions that need a live support grant: a superadmin without one (none, expired or
 * ended) must read and write nothing of the firm through them (isolation.test.ts).
 */
export const GRANT_NEEDED = [
  'admin/support:end',
  'admin/support:readThread',
  'admin/support:threads',
]

const APP_TABLES: TableNames[] = [
  'users',
  'organizations',
  'memberships',
  'invitations',
  'emails',
  'projects',
  'auditEvents',
  'notificationPreferences',
  'notifications',
  'folders',
  'documents',
  'documentPages',
  'favorites',
  'shares',
  'tableTemplates',
  'reviewTables',
  'reviewRows',
  'reviewCells',
  'reviewCellEvents',
  'reviewRuns',
  'tablePresence',
  'supportGrants',
  'announcements',
  'siteContent',
]

/** Every document of the app's tables, by id, as JSON. */
export async function snapshot(t: TestConvex) {
  const docs = await t.run(async (ctx) => {
    const rows: Record<string, string> = {}
    for (const table of APP_TABLES) {
      for (const doc of await ctx.db.query(table).collect()) {
        rows[doc._id] = JSON.stringify(doc)
      }
    }
    // Stored files too: a delete of another firm's file is a write.
    for (const file of await ctx.db.system.query('_storage').collect()) {
      rows[file._id] = JSON.stringify(file)
    }
    return rows
  })
  return new Map(Object.entries(docs))
}

/** The public functions the modules export, as "module:name", read from the modules themselves. */
/** A validator as `exportArgs()` describes it (convex/values' JSON form). */
export type ValidatorJson = { type: string; value?: unknown; tableName?: string }

/** The public functions the modules export, as "module:name" → their argument validator. */
export async function publicFunctionValidators() {
  // Public functions live at a domain folder's top level (convex/<domain>/*.ts); its model/ holds
  // the private helpers and rules.
  const modules = import.meta.glob([
    '../*/*.ts',
    '!../*/*.test.ts',
    '!../*/test.*.ts',
    '!../_generated/**',
    '!../betterAuth/**',
  ])
  const found: Record<string, ValidatorJson> = {}
  for (const [file, load] of Object.entries(modules)) {
    const moduleName = file.replace(/^\.\.\//, '').replace(/\.ts$/, '')
    const exports = (await load()) as Record<string, unknown>
    for (const [name, value] of Object.entries(exports)) {
      const fn = value as {
        isPublic?: boolean
        isQuery?: boolean
        isMutation?: boolean
        isAction?: boolean
        exportArgs?: () => string
      }
      if (fn && fn.isPublic && (fn.isQuery || fn.isMutation || fn.isAction)) {
        found[`${moduleName}:${name}`] = JSON.parse(
          fn.exportArgs?.() ?? '{"type":"any"}',
        ) as ValidatorJson
      }
    }
  }
  return found
}

/** The public functions the modules export, as "module:name". */
export async function publicFunctions() {
  return Object.keys(await publicFunctionValidators()).sort()
}

export function reference(name: string) {
  const [moduleName, functionName] = name.split(':') as [string, string]
  // "dossier/documents:list" is api.dossier.documents.list
  let node = anyApi as unknown as Record<string, unknown>
  for (const part of [...moduleName.split('/'), functionName]) {
    node = node[part] as Record<string, unknown>
  }
  return node as unknown as FunctionReference<'query' | 'mutation'>
}

export async function call(caller: Caller, name: string, args: Record<string, unknown>) {
  const ref = reference(name)
  try {
    const kind = CASES[name]!.kind
    const value: unknown =
      kind === 'query'
        ? await caller.query(ref as FunctionReference<'query'>, args)
        : kind === 'action'
          ? await caller.action(ref as unknown as FunctionReference<'action'>, args)
          : await caller.mutation(ref as FunctionReference<'mutation'>, args)
    return { ok: true as const, value }
  } catch (error) {
    return { ok: false as const, error }
  }
}

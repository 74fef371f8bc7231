import { defineSchema, defineTable } from 'convex/server'
import { vFactFields } from '../shared/factValidators'
import { v } from 'convex/values'
import { vEmailKind, vEmailStatus, vOrgRole, vUserRole } from './lib/validators'
import { vAuditAction } from './lib/audit'
import { vLitigationStage, vPartyRole } from './matters/model'
import { vDocumentStatus, vFileKind, vMarkTarget } from '../shared/dossierValidators'
import {
  vAiMode,
  vCellAnswer,
  vCellEdit,
  vCellEventKind,
  vCellState,
  vColumn,
  vRunState,
} from '../shared/reviewValidators'
import { vAnswerCitation, vMessageStatus, vThreadScope } from '../shared/associateValidators'
import {
  vInboxPreferences,
  vNotificationKind,
  vNotificationTarget,
} from '../shared/notificationValidators'
import {
  vBuiltinModule,
  vModuleInputSpec,
  vModuleOutput,
  vModuleTexts,
} from '../shared/moduleValidators'
import { vDraftBlock, vDraftCitation, vDraftStatus, vRunInputs } from '../shared/draftValidators'
import { vPromptScope, vSystemPromptTask } from '../shared/promptValidators'
import { vRateSource, vTimerState, vWorkKind } from '../shared/timeValidators'
import { vFlagFields } from '../shared/flagValidators'
import { vAnnouncementFields, vSiteContentKey } from '../shared/contentValidators'
import {
  vExpectedValue,
  vGoldenSetPage,
  vGoldenSetPart,
  vLabColumn,
  vLabCounts,
  vLabEngine,
  vLabOutcome,
} from '../shared/labValidators'

export default defineSchema({
  users: defineTable({
    authId: v.string(), // better-auth component user id
    email: v.string(), // lowercase, as better-auth stores it
    name: v.string(),
    role: v.optional(vUserRole), // absent = 'user'
    currentOrganizationId: v.optional(v.id('organizations')),
    // Set by a superadmin (/admin/users); when both are set, `name` is "first last".
    firstName: v.optional(v.string()),
    lastName: v.optional(v.string()),
    // A superadmin disabled the account: no session is created for it and none is honoured.
    disabledAt: v.optional(v.number()),
  })
    .index('by_authId', ['authId'])
    .index('by_email', ['email'])
    // The superadmin's user search (admin/users:list) by name; addresses by the email index.
    .searchIndex('search_name', { searchField: 'name' }),

  organizations: defineTable({
    name: v.string(),
    slug: v.string(), // unique; enforced in organizations.create
    createdBy: v.optional(v.id('users')),
    // A superadmin suspended the firm: its members may sign in only to read a notice.
    suspendedAt: v.optional(v.number()),
  })
    .index('by_slug', ['slug'])
    // The superadmin's organisation search (admin/organizations:list).
    .searchIndex('search_name', { searchField: 'name' }),

  memberships: defineTable({
    organizationId: v.id('organizations'),
    userId: v.id('users'),
    role: vOrgRole,
  })
    .index('by_organizationId_and_userId', ['organizationId', 'userId'])
    .index('by_userId', ['userId']),

  invitations: defineTable({
    organizationId: v.id('organizations'),
    email: v.string(), // lowercase
    role: vOrgRole,
    invitedBy: v.id('users'),
    status: v.union(v.literal('pending'), v.literal('accepted'), v.literal('revoked')),
  })
    .index('by_email_and_status', ['email', 'status'])
    .index('by_organizationId_and_email', ['organizationId', 'email']),

  // Per-user email preferences; a user without a row gets the defaults (everything on).
  notificationPreferences: defineTable({
    userId: v.id('users'),
    emailOnInvitation: v.boolean(),
    emailOnMatterChange: v.boolean(),
    // The inbox's categories the user changed (in-app, email); the rest keep their defaults.
    inbox: v.optional(vInboxPreferences),
  }).index('by_userId', ['userId']),

  // The inbox (convex/notifications): one row per thing that happened for a user, in one
  // organisation. Names only (the thing's title, who did it), never a document's text; the link
  // is built from `target` when read. `inApp` false: held only for the daily digest.
  notifications: defineTable({
    userId: v.id('users'),
    organizationId: v.id('organizations'),
    kind: vNotificationKind,
    title: v.string(),
    actorName: v.optional(v.string()),
    counts: v.optional(v.object({ done: v.number(), failed: v.number() })),
    target: vNotificationTarget,
    inApp: v.boolean(),
    read: v.boolean(),
    // Waiting for the daily digest (the user chose digest email for its category).
    digest: v.optional(v.boolean()),
    createdAt: v.number(),
  })
    // The bell's list, newest first (by _creationTime); the next index would sort by `read`.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index('by_userId_and_organizationId_and_inApp', ['userId', 'organizationId', 'inApp'])
    .index('by_userId_and_organizationId_and_inApp_and_read', [
      'userId',
      'organizationId',
      'inApp',
      'read',
    ])
    .index('by_digest_and_userId', ['digest', 'userId'])
    .index('by_createdAt', ['createdAt']),

  // The email outbox: every message the backend wants to send lands here first.
  emails: defineTable({
    to: v.string(),
    kind: vEmailKind,
    subject: v.string(),
    text: v.string(),
    url: v.optional(v.string()),
    code: v.optional(v.string()),
    status: vEmailStatus,
    createdAt: v.number(),
  }).index('by_to', ['to']),

  // A matter ("project" internally), always inside one organisation.
  projects: defineTable({
    organizationId: v.id('organizations'),
    name: v.string(),
    description: v.optional(v.string()),
    representedParties: v.array(v.object({ name: v.string(), role: vPartyRole })),
    adverseParties: v.array(v.object({ name: v.optional(v.string()) })),
    docketNumber: v.optional(v.string()),
    internalMatterId: v.string(),
    judge: v.optional(v.string()),
    // The court, as a pleading names it; taken from a document (convex/matters/proposals.ts).
    court: v.optional(v.string()),
    summary: v.optional(v.string()),
    keyAllegations: v.optional(v.string()),
    classPeriod: v.optional(v.string()),
    litigationStage: v.optional(vLitigationStage),
    // Whether the matter's text may go to the configured external model; absent = offline only.
    aiMode: v.optional(vAiMode),
    slug: v.string(), // unique within the organisation; enforced in projects.create
    createdBy: v.id('users'),
    lastActivityAt: v.number(),
    archivedAt: v.optional(v.number()),
  })
    .index('by_organizationId_and_slug', ['organizationId', 'slug'])
    .index('by_organizationId_and_lastActivityAt', ['organizationId', 'lastActivityAt'])
    // Active matters are those with archivedAt undefined: the list reads them without scanning
    // archived ones.
    .index('by_organizationId_and_archivedAt_and_lastActivityAt', [
      'organizationId',
      'archivedAt',
      'lastActivityAt',
    ]),

  // The audit trail: one row per change to a matter, written in the same mutation as the change,
  // append-only and hash-chained per organisation.
  auditEvents: defineTable({
    // Absent for the deployment's own chain: what superadmins change (modules, system content).
    organizationId: v.optional(v.id('organizations')),
    projectId: v.optional(v.id('projects')),
    actorId: v.id('users'),
    action: vAuditAction,
    summary: v.string(),
    at: v.number(),
    // The per-organisation hash chain (convex/lib/audit.ts): position, previous and own hash.
    seq: v.number(),
    prevHash: v.string(),
    hash: v.string(),
  })
    .index('by_organizationId_and_at', ['organizationId', 'at'])
    .index('by_organizationId_and_seq', ['organizationId', 'seq'])
    .index('by_projectId_and_at', ['projectId', 'at'])
    // The firm dashboard's AI use: one kind of event (a table run, an external call) in a month.
    .index('by_organizationId_and_action_and_at', ['organizationId', 'action', 'at']),
  // A folder of a matter's dossier, nested to any depth. `path` is the full slug path
  // ('pleadings/motions'), unique within the matter; the dossier's splat route opens it.
  folders: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    parentId: v.optional(v.id('folders')), // absent at the dossier's top level
    name: v.string(),
    nameKey: v.string(), // lowercase name, for ordering
    slug: v.string(), // unique among its siblings
    path: v.string(),
    depth: v.number(), // 0 at the top level
    createdBy: v.id('users'),
  })
    .index('by_projectId_and_parentId_and_nameKey', ['projectId', 'parentId', 'nameKey'])
    .index('by_projectId_and_path', ['projectId', 'path']),

  // A document of a matter: the stored file, what processing learnt from it, and its place.
  // The text lives per page in documentPages (a document row stays small however long the file).
  documents: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    folderId: v.optional(v.id('folders')), // absent at the dossier's top level
    storageId: v.id('_storage'),
    name: v.string(),
    nameKey: v.string(), // lowercase name, for ordering
    fileNameOriginal: v.string(),
    kind: vFileKind,
    mimeType: v.string(),
    size: v.number(),
    sha256: v.string(), // hex
    uploadedBy: v.id('users'),
    tags: v.array(v.string()),
    primaryTagName: v.optional(v.string()),
    duplicateOf: v.optional(v.id('documents')), // the first copy of the same bytes in the matter
    status: vDocumentStatus,
    statusReason: v.optional(v.string()),
    attempts: v.optional(v.number()), // processing runs started
    leaseUntil: v.optional(v.number()), // a 'processing' run past this is presumed dead
    pageCount: v.optional(v.number()),
    pagesWithoutText: v.optional(v.array(v.number())),
    ocrPages: v.optional(v.number()),
    ocrConfidence: v.optional(v.number()), // mean over OCR'd pages, 0-100
    passwordProtected: v.optional(v.boolean()),
    htmlContent: v.optional(v.string()), // sanitised, DOCX/HTML/EML only
    summary: v.optional(v.string()),
    thumbnailStorageId: v.optional(v.id('_storage')),
    processedAt: v.optional(v.number()),
  })
    // Kept beside the nameKey index for its order: a folder's documents by date added.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index('by_projectId_and_folderId', ['projectId', 'folderId'])
    .index('by_projectId_and_folderId_and_nameKey', ['projectId', 'folderId', 'nameKey'])
    .index('by_projectId_and_folderId_and_kind', ['projectId', 'folderId', 'kind'])
    .index('by_projectId_and_sha256', ['projectId', 'sha256'])
    .index('by_projectId_and_status', ['projectId', 'status'])
    .index('by_status_and_leaseUntil', ['status', 'leaseUntil'])
    .index('by_storageId', ['storageId'])
    // What the hourly cron asks before it deletes a stored file nobody registered (orphanFiles.ts).
    .index('by_thumbnailStorageId', ['thumbnailStorageId'])
    // The dossier search's names; like search_text, it filters by organisation and matter itself.
    .searchIndex('search_name', {
      searchField: 'name',
      filterFields: ['organizationId', 'projectId'],
    }),

  // The text of one page (or, for files without pages, one ~3,000-character part).
  documentPages: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    documentId: v.id('documents'),
    page: v.number(), // 1-based
    text: v.string(),
    ocrConfidence: v.optional(v.number()),
  })
    .index('by_documentId_and_page', ['documentId', 'page'])
    .searchIndex('search_text', {
      searchField: 'text',
      filterFields: ['organizationId', 'projectId'],
    }),

  // What processing learnt a document states about its case (issue 27, the facts layer): its
  // court, dockets, judges and parties with their roles, its type and filing date, its dated
  // events and amounts, each with its exact span on a page. Rebuilt whenever the document is
  // processed; deleted with it (R11).
  documentFacts: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    documentId: v.id('documents'),
    ...vFactFields,
    /** The fact's display, role and context in one string, for the search index. */
    search: v.string(),
  })
    .index('by_documentId', ['documentId'])
    .index('by_projectId_and_kind', ['projectId', 'kind'])
    .searchIndex('search_facts', {
      searchField: 'search',
      filterFields: ['organizationId', 'projectId', 'kind'],
    }),

  // A user's favorite document or folder (personal: nobody else sees it).
  favorites: defineTable({
    userId: v.id('users'),
    projectId: v.id('projects'),
    target: vMarkTarget,
    documentId: v.optional(v.id('documents')),
    folderId: v.optional(v.id('folders')),
  })
    .index('by_userId_and_projectId_and_target', ['userId', 'projectId', 'target'])
    .index('by_userId_and_documentId', ['userId', 'documentId'])
    .index('by_userId_and_folderId', ['userId', 'folderId'])
    .index('by_documentId', ['documentId'])
    .index('by_folderId', ['folderId']),

  // A document or folder one member shared with a colleague of the same organisation.
  shares: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    target: vMarkTarget,
    documentId: v.optional(v.id('documents')),
    folderId: v.optional(v.id('folders')),
    sharedWith: v.id('users'),
    sharedBy: v.id('users'),
    sharedAt: v.number(),
  })
    .index('by_sharedWith_and_projectId_and_target', ['sharedWith', 'projectId', 'target'])
    .index('by_documentId_and_sharedWith', ['documentId', 'sharedWith'])
    .index('by_folderId_and_sharedWith', ['folderId', 'sharedWith']),

  // A review table template: the firm's (organizationId set) or the system's (absent, managed by
  // superadmins in /admin/tables). Archived ones stay for tables made from them.
  tableTemplates: defineTable({
    organizationId: v.optional(v.id('organizations')),
    name: v.string(),
    description: v.optional(v.string()),
    instructions: v.optional(v.string()),
    columns: v.array(vColumn),
    createdBy: v.id('users'),
    updatedAt: v.number(),
    archivedAt: v.optional(v.number()),
  }).index('by_organizationId_and_archivedAt', ['organizationId', 'archivedAt']),

  // A review table of a matter (the spec's "module table"): rows are documents, columns questions.
  reviewTables: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    name: v.string(),
    instructions: v.optional(v.string()),
    columns: v.array(vColumn),
    templateId: v.optional(v.id('tableTemplates')),
    rowCount: v.number(),
    createdBy: v.id('users'),
    updatedAt: v.number(),
  }).index('by_projectId_and_updatedAt', ['projectId', 'updatedAt']),

  // One document of a table, in the order it was added.
  reviewRows: defineTable({
    organizationId: v.id('organizations'),
    tableId: v.id('reviewTables'),
    documentId: v.id('documents'),
    addedBy: v.id('users'),
  })
    // Kept beside the documentId index for its order: a table's rows in the order they were added.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index('by_tableId', ['tableId'])
    .index('by_tableId_and_documentId', ['tableId', 'documentId'])
    .index('by_documentId', ['documentId']),

  // One answer: a row's document asked a column's question. Created when first asked.
  reviewCells: defineTable({
    organizationId: v.id('organizations'),
    tableId: v.id('reviewTables'),
    rowId: v.id('reviewRows'),
    documentId: v.id('documents'),
    columnId: v.string(),
    state: vCellState,
    runId: v.optional(v.id('reviewRuns')),
    error: v.optional(v.string()),
    answer: v.optional(vCellAnswer),
    edit: v.optional(vCellEdit),
    verifiedBy: v.optional(v.id('users')),
    verifiedAt: v.optional(v.number()),
    flaggedBy: v.optional(v.id('users')),
    flaggedAt: v.optional(v.number()),
    flagReason: v.optional(v.string()),
    comments: v.optional(v.number()),
    updatedAt: v.number(),
  })
    .index('by_rowId_and_columnId', ['rowId', 'columnId'])
    .index('by_tableId_and_columnId', ['tableId', 'columnId'])
    .index('by_runId_and_state', ['runId', 'state'])
    .index('by_documentId', ['documentId']),

  // What happened to a cell, oldest first: extraction, edits, verification, flags, comments.
  reviewCellEvents: defineTable({
    tableId: v.id('reviewTables'),
    cellId: v.id('reviewCells'),
    kind: vCellEventKind,
    actorId: v.optional(v.id('users')), // absent for the extractor
    at: v.number(),
    text: v.optional(v.string()), // the value shown, a flag's reason or a comment
  })
    .index('by_cellId', ['cellId'])
    .index('by_tableId', ['tableId']),

  // One run of a table's questions over its rows: live counts, cancellable.
  reviewRuns: defineTable({
    organizationId: v.id('organizations'),
    tableId: v.id('reviewTables'),
    state: vRunState,
    columnIds: v.array(v.string()),
    mode: v.union(v.literal('missing'), v.literal('all')),
    // Where the worker is in the table's rows: a pagination cursor; null before the first step.
    cursor: v.union(v.string(), v.null()),
    scanned: v.boolean(), // every row has been taken up
    total: v.number(),
    done: v.number(),
    failed: v.number(),
    model: v.string(),
    // The table-cell system prompt's version its latest rows were asked with (0: built in).
    systemPromptVersion: v.optional(v.number()),
    startedBy: v.id('users'),
    startedAt: v.number(),
    finishedAt: v.optional(v.number()),
  }).index('by_tableId_and_startedAt', ['tableId', 'startedAt']),

  // Who has a table open and which cell they are on (a heartbeat; stale entries are ignored).
  // A conversation with the associate about one matter: its author's, readable by the colleagues
  // it is shared with (threadShares). The scope says what its answers draw on.
  threads: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    authorId: v.id('users'),
    title: v.string(),
    scope: vThreadScope,
    lastMessageAt: v.number(),
    sharedCount: v.number(),
  })
    .index('by_projectId_and_authorId_and_lastMessageAt', [
      'projectId',
      'authorId',
      'lastMessageAt',
    ])
    .index('by_organizationId_and_authorId_and_lastMessageAt', [
      'organizationId',
      'authorId',
      'lastMessageAt',
    ]),

  // A colleague a thread is shared with, read-only.
  threadShares: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    threadId: v.id('threads'),
    sharedWith: v.id('users'),
    sharedBy: v.id('users'),
    sharedAt: v.number(),
  })
    .index('by_threadId_and_sharedWith', ['threadId', 'sharedWith'])
    .index('by_sharedWith_and_projectId', ['sharedWith', 'projectId']),

  // A question or an answer of a thread. An answer is written as it streams: its text so far is
  // always here, so a reload mid-answer shows it and the rest still arrives.
  threadMessages: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    threadId: v.id('threads'),
    role: v.union(v.literal('user'), v.literal('assistant')),
    authorId: v.optional(v.id('users')), // the question's author
    text: v.string(),
    status: vMessageStatus,
    citations: v.array(vAnswerCitation),
    notFound: v.optional(v.boolean()),
    // Citations the model gave that could not be checked against the sources, dropped.
    droppedCitations: v.optional(v.number()),
    // The associate system prompt's version in force when it was written (0: built in).
    systemPromptVersion: v.optional(v.number()),
    model: v.optional(v.string()),
    scopeLabel: v.optional(v.string()),
    error: v.optional(v.string()),
    updatedAt: v.number(),
  })
    .index('by_threadId', ['threadId'])
    // The firm dashboard's questions asked in a month (by _creationTime, which the index ends with).
    .index('by_organizationId_and_role', ['organizationId', 'role']),

  tablePresence: defineTable({
    tableId: v.id('reviewTables'),
    userId: v.id('users'),
    cell: v.optional(v.string()), // 'rowId:columnId'
    seenAt: v.number(),
  }).index('by_tableId_and_userId', ['tableId', 'userId']),

  // The groups the modules screen shows, in `order` (superadmins keep them, /admin/modules).
  moduleCategories: defineTable({
    name: v.string(),
    order: v.number(),
  }).index('by_order', ['order']),

  // An AI module (spec §3): deployment-wide, kept by superadmins, run by members over a matter.
  // It runs on Casefile's own offline runner (builtin), the firm's workflow engine (endpointUrl)
  // or the configured model (instructions); every run writes one draft of `produces`.
  modules: defineTable({
    ...vModuleTexts, // the slug is unique across the deployment
    inputs: v.array(vModuleInputSpec),
    produces: vModuleOutput,
    builtin: v.optional(vBuiltinModule),
    createdBy: v.optional(v.id('users')), // absent for the ones the seed installs
    updatedAt: v.number(),
    archivedAt: v.optional(v.number()),
  })
    .index('by_slug', ['slug'])
    .index('by_categoryId', ['categoryId']),

  // What a module run writes for a matter: blocks with their cited passages. The run's own state
  // (inputs, progress, failure) lives here too: one run, one draft.
  drafts: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    moduleId: v.optional(v.id('modules')),
    title: v.string(),
    status: vDraftStatus,
    blocks: v.array(vDraftBlock),
    citations: v.array(vDraftCitation),
    // Every block's text on one line, for the drafts search.
    searchText: v.string(),
    // inputs.documentIds is what the run reads; documentsChosen, whether the user chose them.
    inputs: vRunInputs,
    documentsChosen: v.optional(v.boolean()),
    missingInputs: v.array(v.string()),
    progress: v.object({ done: v.number(), total: v.number() }),
    error: v.optional(v.string()),
    // What wrote a model module's draft: 'offline' (the passages quoted, no model) or the model's
    // label ("llama3.1 at host"), as the screens and the audit trail name it.
    writtenBy: v.optional(v.string()),
    // The draft system prompt's version in force when a model module wrote it (0: built in).
    systemPromptVersion: v.optional(v.number()),
    // A run on the firm's workflow engine (modules/workflowRuns.ts): the hash of its callback's
    // one-time token, the requests tried, when one was taken.
    workflow: v.optional(
      v.object({
        tokenHash: v.optional(v.string()),
        attempts: v.number(),
        sentAt: v.optional(v.number()),
      }),
    ),
    // Who ran it: the draft is theirs and the colleagues' they share it with (draftShares).
    createdBy: v.id('users'),
    sharedCount: v.optional(v.number()),
    // Who last edited the text, when it is not the run.
    editedBy: v.optional(v.id('users')),
    updatedAt: v.number(),
  })
    .index('by_projectId_and_status', ['projectId', 'status'])
    .index('by_projectId_and_createdBy_and_status', ['projectId', 'createdBy', 'status'])
    // A person's drafts in one firm, for moving them to another (admin/migrate.ts).
    .index('by_organizationId_and_createdBy', ['organizationId', 'createdBy'])
    // A module's runs, newest last, for its page in /admin/modules.
    .index('by_moduleId', ['moduleId'])
    .searchIndex('search_text', {
      searchField: 'searchText',
      filterFields: ['projectId', 'status', 'createdBy'],
    }),

  // A colleague a draft's author shared it with: they read, edit and export it too.
  draftShares: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    draftId: v.id('drafts'),
    sharedWith: v.id('users'),
    sharedBy: v.id('users'),
    sharedAt: v.number(),
  })
    .index('by_draftId_and_sharedWith', ['draftId', 'sharedWith'])
    .index('by_sharedWith_and_projectId', ['sharedWith', 'projectId']),

  // A prompt of the library (ARCHITECTURE.md "Prompt library"): its author's alone (personal),
  // the whole firm's, or Casefile's own (no organisation; superadmins keep them).
  prompts: defineTable({
    organizationId: v.optional(v.id('organizations')),
    scope: vPromptScope,
    authorId: v.id('users'),
    title: v.string(),
    body: v.string(),
    category: v.optional(v.string()),
    tags: v.array(v.string()),
    usageCount: v.number(),
    // Who last changed the text, when it is not the author.
    editedBy: v.optional(v.id('users')),
    updatedAt: v.number(),
  }).index('by_organizationId_and_scope_and_authorId', ['organizationId', 'scope', 'authorId']),

  // A prompt as it was before an edit replaced it (newest last).
  promptVersions: defineTable({
    promptId: v.id('prompts'),
    title: v.string(),
    body: v.string(),
    savedBy: v.id('users'),
    savedAt: v.number(),
  }).index('by_promptId', ['promptId']),

  // A system prompt's version (ARCHITECTURE.md "System prompts"): the instructions a model is
  // given for one task, numbered from 1 per task (0 is the text built into the code).
  systemPromptVersions: defineTable({
    task: vSystemPromptTask,
    version: v.number(),
    text: v.string(),
    note: v.optional(v.string()),
    createdBy: v.id('users'),
    createdAt: v.number(),
  }).index('by_task_and_version', ['task', 'version']),

  // Which version of a task's system prompt is in force; none means the built-in text.
  systemPromptActive: defineTable({
    task: vSystemPromptTask,
    version: v.number(),
    activatedBy: v.id('users'),
    activatedAt: v.number(),
  }).index('by_task', ['task']),

  // A timer (ARCHITECTURE.md "Time"): one person's, on a matter or not yet; at most one runs.
  // Its time is `elapsedMs` plus, while it runs, the time since `runningSince`.
  timers: defineTable({
    organizationId: v.id('organizations'),
    userId: v.id('users'),
    projectId: v.optional(v.id('projects')),
    description: v.string(),
    state: vTimerState,
    elapsedMs: v.number(),
    runningSince: v.optional(v.number()),
    createdAt: v.number(),
  })
    .index('by_userId_and_organizationId', ['userId', 'organizationId'])
    // The matter dashboard's timers running or paused on the matter.
    .index('by_projectId', ['projectId']),

  // Time recorded on a matter: as worked and as billed (rounded by the firm's rule when recorded),
  // with the rate that applied then. An exported entry is locked.
  timeEntries: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    userId: v.id('users'),
    date: v.string(),
    minutes: v.number(),
    billedMinutes: v.number(),
    description: v.string(),
    task: v.optional(v.string()),
    activity: v.optional(v.string()),
    billable: v.boolean(),
    rateCents: v.optional(v.number()),
    rateSource: v.optional(vRateSource),
    exportedAt: v.optional(v.number()),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index('by_projectId_and_date', ['projectId', 'date'])
    .index('by_userId_and_date', ['userId', 'date'])
    // The firm dashboard's billable time of a week or a month.
    .index('by_organizationId_and_date', ['organizationId', 'date']),

  // A firm's time settings: its rounding increment and default hourly rate (cents).
  timeSettings: defineTable({
    organizationId: v.id('organizations'),
    incrementMinutes: v.number(),
    firmRateCents: v.optional(v.number()),
  }).index('by_organizationId', ['organizationId']),

  // An hourly rate (cents) for one person or one matter of a firm (the matter's wins).
  billingRates: defineTable({
    organizationId: v.id('organizations'),
    userId: v.optional(v.id('users')),
    projectId: v.optional(v.id('projects')),
    cents: v.number(),
  })
    .index('by_organizationId_and_userId', ['organizationId', 'userId'])
    .index('by_organizationId_and_projectId', ['organizationId', 'projectId']),

  // A feature flag and its rules (shared/flags.ts resolveFlag), kept by superadmins for the whole
  // deployment; a flag without a row has its default from FLAG_DEFAULTS.
  featureFlags: defineTable({
    ...vFlagFields,
    updatedAt: v.number(),
    updatedBy: v.id('users'),
  }).index('by_name', ['name']),

  // Suggested time (B8): how long one person had one document open and was active in the viewer,
  // per day (the viewer reports it in beats of at most a minute).
  readingTime: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    documentId: v.id('documents'),
    userId: v.id('users'),
    date: v.string(),
    ms: v.number(),
    lastAt: v.number(),
  })
    .index('by_userId_and_projectId_and_date', ['userId', 'projectId', 'date'])
    .index('by_userId_and_documentId_and_date', ['userId', 'documentId', 'date'])
    .index('by_documentId', ['documentId']),

  // A suggested entry accepted or dismissed: the minutes of that kind of work it settled that day,
  // so only work done afterwards is suggested again.
  timeSuggestionDecisions: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.id('projects'),
    userId: v.id('users'),
    date: v.string(),
    kind: vWorkKind,
    minutes: v.number(),
    decision: v.union(v.literal('accepted'), v.literal('dismissed')),
    entryId: v.optional(v.id('timeEntries')),
    at: v.number(),
  }).index('by_userId_and_projectId_and_date', ['userId', 'projectId', 'date']),

  // The prompt lab (ARCHITECTURE.md "Prompt lab"): Casefile's own golden sets, kept by
  // superadmins, outside every organisation. A set's columns are the questions it scores.
  labGoldenSets: defineTable({
    name: v.string(),
    description: v.string(),
    columns: v.array(vLabColumn),
    documentCount: v.number(),
    heldOutCount: v.number(),
    // Set when a superadmin deletes it: hidden at once, its rows removed in batches.
    deletedAt: v.optional(v.number()),
    createdBy: v.id('users'),
    createdAt: v.number(),
  }),

  // A golden set's document: its text and the value each labelled column should find.
  labGoldenDocuments: defineTable({
    setId: v.id('labGoldenSets'),
    name: v.string(),
    part: vGoldenSetPart,
    pages: v.array(vGoldenSetPage),
    expected: v.record(v.string(), vExpectedValue),
  }).index('by_setId', ['setId']),

  // One run of a set's columns, with the prompts as they were run (numbered from 1 per set).
  labRuns: defineTable({
    setId: v.id('labGoldenSets'),
    number: v.number(),
    columns: v.array(vLabColumn),
    engine: vLabEngine,
    // The model a 'model' run asked (its label, as the audit trail names it).
    model: v.optional(v.string()),
    // The table-cell system prompt a model run was given; for an offline run, the one in force
    // when it started (the offline engine sends no text).
    systemPromptVersion: v.number(),
    // Characters of the set's text sent to the model so far.
    charactersSent: v.optional(v.number()),
    note: v.optional(v.string()),
    status: v.union(v.literal('running'), v.literal('done'), v.literal('failed')),
    processed: v.number(),
    total: v.number(),
    // Where the next batch of documents starts (a pagination cursor of labGoldenDocuments).
    cursor: v.optional(v.string()),
    scores: v.array(v.object({ key: v.string(), tuning: vLabCounts, heldout: vLabCounts })),
    error: v.optional(v.string()),
    createdBy: v.id('users'),
    createdAt: v.number(),
    finishedAt: v.optional(v.number()),
  }).index('by_setId_and_number', ['setId', 'number']),

  // A run's answers that missed (wrong, not found, or given where none was expected).
  labRunMisses: defineTable({
    runId: v.id('labRuns'),
    documentId: v.id('labGoldenDocuments'),
    key: v.string(),
    outcome: vLabOutcome,
    answer: v.string(),
    quote: v.string(),
  }).index('by_runId', ['runId']),

  // A prompt a user starred.
  promptFavorites: defineTable({
    userId: v.id('users'),
    promptId: v.id('prompts'),
  })
    .index('by_userId_and_promptId', ['userId', 'promptId'])
    .index('by_promptId', ['promptId']),

  // A draft as it was before an edit or a restore replaced it (newest last).
  draftVersions: defineTable({
    organizationId: v.id('organizations'),
    draftId: v.id('drafts'),
    title: v.string(),
    blocks: v.array(vDraftBlock),
    savedBy: v.id('users'),
    savedAt: v.number(),
  }).index('by_draftId', ['draftId']),

  // A superadmin's time-limited leave to read one firm's conversations (admin/support.ts), with
  // the reason the firm's admins see. Live while now < expiresAt and revokedAt is absent.
  supportGrants: defineTable({
    organizationId: v.id('organizations'),
    superadminId: v.id('users'),
    reason: v.string(),
    createdAt: v.number(),
    expiresAt: v.number(),
    revokedAt: v.optional(v.number()),
  })
    // Live grants are read as revokedAt undefined and expiresAt after now, so ended ones are skipped.
    .index('by_organizationId_and_revokedAt_and_expiresAt', [
      'organizationId',
      'revokedAt',
      'expiresAt',
    ])
    .index('by_superadminId_and_revokedAt_and_expiresAt', [
      'superadminId',
      'revokedAt',
      'expiresAt',
    ]),

  // A superadmin's announcement (admin/content.ts): a banner for everyone (no organizationId) or
  // one organisation's members, shown while startsAt <= now < endsAt (shared/contentRules.ts).
  announcements: defineTable({
    ...vAnnouncementFields,
    createdBy: v.id('users'),
    createdAt: v.number(),
    updatedAt: v.number(),
  }).index('by_organizationId_and_startsAt', ['organizationId', 'startsAt']),

  // The site's texts superadmins edit (admin/content.ts), one row per key: the support page's.
  siteContent: defineTable({
    key: vSiteContentKey,
    text: v.string(),
    updatedBy: v.id('users'),
    updatedAt: v.number(),
  }).index('by_key', ['key']),
})

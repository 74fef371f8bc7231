// Moving a user from one firm to another with what is personally theirs (issue 25). One plan,
// read by both the dry run and the move, so what the dry run shows is what the move does:
// - their private threads (not shared) with every message, and their private drafts with every
//   earlier version, go into a new matter "Migrated from <firm>" of the target firm (a thread or
//   draft needs a matter, and the old matter is the old firm's). Links into the old firm's
//   dossier are dropped: a thread's scope becomes the matter, a draft's chosen documents and folder
//   go; quotes and document names in answers and drafts stay, as text;
// - their personal prompts follow as they are;
// - what they shared stays with the firm (colleagues work with it), as do the firm's documents;
// - favourites point to the old firm's documents and folders, and stars to its firm prompts:
//   those are dropped.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { appError } from '../../../shared/errors'
import { MIGRATION_CAPS, MIGRATION_TITLES_SHOWN } from '../../../shared/supportRules'
import { plural } from '../../../shared/text'
import type { OrgRole } from '../../lib/validators'
import { appendAuditEvent } from '../../lib/audit'
import type { AuthedMutationCtx } from '../../lib/functions'
import { freeMatterSlug } from '../../matters/model'
import { auditDeployment } from '../../prompts/model/deploymentAudit'

export type MigrationInput = {
  userId: string
  fromOrganizationId: string
  toOrganizationId: string
  role: OrgRole
}

type Listed = { count: number; titles: string[] }

const MEMBERS_READ = 5_000

function listed(rows: { title: string }[]): Listed {
  return { count: rows.length, titles: rows.slice(0, MIGRATION_TITLES_SHOWN).map((r) => r.title) }
}

function weight(doc: unknown) {
  return JSON.stringify(doc).length
}

/** The organisation by a string id, or NOT_FOUND. */
async function requireOrganization(ctx: QueryCtx, id: string) {
  const organizationId = ctx.db.normalizeId('organizations', id)
  const organization = organizationId ? await ctx.db.get('organizations', organizationId) : null
  if (!organization) throw appError('NOT_FOUND', 'Organization not found')
  return organization
}

async function membershipOf(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  userId: Id<'users'>,
) {
  return await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) =>
      q.eq('organizationId', organizationId).eq('userId', userId),
    )
    .unique()
}

/** Whether the thread or draft was shared with anyone (then it stays with the firm). */
async function isSharedThread(ctx: QueryCtx, thread: Doc<'threads'>) {
  if (thread.sharedCount > 0) return true
  const share = await ctx.db
    .query('threadShares')
    .withIndex('by_threadId_and_sharedWith', (q) => q.eq('threadId', thread._id))
    .first()
  return share !== null
}

async function isSharedDraft(ctx: QueryCtx, draft: Doc<'drafts'>) {
  if ((draft.sharedCount ?? 0) > 0) return true
  const share = await ctx.db
    .query('draftShares')
    .withIndex('by_draftId_and_sharedWith', (q) => q.eq('draftId', draft._id))
    .first()
  return share !== null
}

/**
 * What moving the user would do, read without writing: the dry run's report (`view`), the
 * refusals that stop it (`problems`, also in the view) and the rows the move touches (`rows`).
 * NOT_FOUND for an unknown user or organisation or a source the user is not a member of;
 * INVALID_INPUT when source and target are the same.
 */
export async function planMigration(ctx: QueryCtx, input: MigrationInput) {
  const userId = ctx.db.normalizeId('users', input.userId)
  const user = userId ? await ctx.db.get('users', userId) : null
  if (!user) throw appError('NOT_FOUND', 'User not found')
  const from = await requireOrganization(ctx, input.fromOrganizationId)
  const to = await requireOrganization(ctx, input.toOrganizationId)
  const source = await membershipOf(ctx, from._id, user._id)
  if (!source) throw appError('NOT_FOUND', 'Membership not found')
  if (from._id === to._id) {
    throw appError('INVALID_INPUT', 'Choose an organization other than the one they leave')
  }
  const problems: string[] = []
  if (await membershipOf(ctx, to._id, user._id)) {
    problems.push(`${user.name} is already a member of ${to.name}`)
  }
  if (source.role === 'OrganizationAdmin') {
    const members = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) => q.eq('organizationId', from._id))
      .take(MEMBERS_READ)
    if (members.filter((m) => m.role === 'OrganizationAdmin').length <= 1) {
      problems.push(
        `${user.name} is the only admin of ${from.name}: make someone else an admin there first`,
      )
    }
  }

  const over = (what: string, cap: number) =>
    problems.push(`More than ${plural(cap, what)} would move; at most ${cap} move in one step`)

  // Threads: the private ones move with their messages, the shared ones stay.
  const threads = await ctx.db
    .query('threads')
    .withIndex('by_organizationId_and_authorId_and_lastMessageAt', (q) =>
      q.eq('organizationId', from._id).eq('authorId', user._id),
    )
    .order('desc')
    .take(MIGRATION_CAPS.threads * 2 + 1)
  const movingThreads: Doc<'threads'>[] = []
  const sharedThreads: Doc<'threads'>[] = []
  for (const thread of threads) {
    ;((await isSharedThread(ctx, thread)) ? sharedThreads : movingThreads).push(thread)
  }
  if (movingThreads.length > MIGRATION_CAPS.threads) over('conversation', MIGRATION_CAPS.threads)
  const messages: Doc<'threadMessages'>[] = []
  for (const thread of movingThreads.slice(0, MIGRATION_CAPS.threads)) {
    const left = MIGRATION_CAPS.messages + 1 - messages.length
    if (left <= 0) break
    messages.push(
      ...(await ctx.db
        .query('threadMessages')
        .withIndex('by_threadId', (q) => q.eq('threadId', thread._id))
        .take(left)),
    )
  }
  if (messages.length > MIGRATION_CAPS.messages) over('message', MIGRATION_CAPS.messages)
  if (messages.some((message) => message.status === 'streaming')) {
    problems.push('An answer is still being written in one of their conversations; try again soon')
  }

  // Drafts: the private ones move with their versions, the shared ones stay.
  const drafts = await ctx.db
    .query('drafts')
    .withIndex('by_organizationId_and_createdBy', (q) =>
      q.eq('organizationId', from._id).eq('createdBy', user._id),
    )
    .take(MIGRATION_CAPS.drafts * 2 + 1)
  const movingDrafts: Doc<'drafts'>[] = []
  const sharedDrafts: Doc<'drafts'>[] = []
  for (const draft of drafts) {
    ;((await isSharedDraft(ctx, draft)) ? sharedDrafts : movingDrafts).push(draft)
  }
  if (movingDrafts.length > MIGRATION_CAPS.drafts) over('draft', MIGRATION_CAPS.drafts)
  if (movingDrafts.some((draft) => draft.status === 'writing')) {
    problems.push('A module is still writing one of their drafts; try again when it has finished')
  }
  const draftVersions: Doc<'draftVersions'>[] = []
  for (const draft of movingDrafts.slice(0, MIGRATION_CAPS.drafts)) {
    const left = MIGRATION_CAPS.draftVersions + 1 - draftVersions.length
    if (left <= 0) break
    draftVersions.push(
      ...(await ctx.db
        .query('draftVersions')
        .withIndex('by_draftId', (q) => q.eq('draftId', draft._id))
        .take(left)),
    )
  }
  if (draftVersions.length > MIGRATION_CAPS.draftVersions) {
    over('draft version', MIGRATION_CAPS.draftVersions)
  }

  const prompts = await ctx.db
    .query('prompts')
    .withIndex('by_organizationId_and_scope_and_authorId', (q) =>
      q.eq('organizationId', from._id).eq('scope', 'personal').eq('authorId', user._id),
    )
    .take(MIGRATION_CAPS.prompts + 1)
  if (prompts.length > MIGRATION_CAPS.prompts) over('prompt', MIGRATION_CAPS.prompts)

  // Favourites point to the old firm's documents and folders; they cannot follow.
  const projectFirm = new Map<Id<'projects'>, Id<'organizations'> | null>()
  const favorites: Doc<'favorites'>[] = []
  for (const favorite of await ctx.db
    .query('favorites')
    .withIndex('by_userId_and_projectId_and_target', (q) => q.eq('userId', user._id))
    .take(MIGRATION_CAPS.favorites * 2 + 1)) {
    if (!projectFirm.has(favorite.projectId)) {
      const project = await ctx.db.get('projects', favorite.projectId)
      projectFirm.set(favorite.projectId, project?.organizationId ?? null)
    }
    if (projectFirm.get(favorite.projectId) === from._id) favorites.push(favorite)
  }
  if (favorites.length > MIGRATION_CAPS.favorites) over('favorite', MIGRATION_CAPS.favorites)
  // Stars on the old firm's own prompts go too; stars on their prompts and Casefile's stay.
  const starsDropped: Doc<'promptFavorites'>[] = []
  for (const star of await ctx.db
    .query('promptFavorites')
    .withIndex('by_userId_and_promptId', (q) => q.eq('userId', user._id))
    .take(MIGRATION_CAPS.prompts * 2 + 1)) {
    const prompt = await ctx.db.get('prompts', star.promptId)
    if (prompt?.organizationId === from._id && prompt.scope === 'firm') starsDropped.push(star)
  }

  const bytes =
    movingThreads.reduce((sum, doc) => sum + weight(doc), 0) +
    messages.reduce((sum, doc) => sum + weight(doc), 0) +
    movingDrafts.reduce((sum, doc) => sum + weight(doc), 0) +
    draftVersions.reduce((sum, doc) => sum + weight(doc), 0) +
    prompts.reduce((sum, doc) => sum + weight(doc), 0)
  if (bytes > MIGRATION_CAPS.bytes) {
    problems.push(
      `What would move weighs ${(bytes / 1_000_000).toFixed(1)} MB, more than the ${MIGRATION_CAPS.bytes / 1_000_000} MB one step carries`,
    )
  }

  const needsMatter = movingThreads.length > 0 || movingDrafts.length > 0
  const view = {
    user: { _id: user._id, name: user.name, email: user.email },
    from: { _id: from._id, name: from.name, role: source.role },
    to: { _id: to._id, name: to.name, role: input.role },
    matterName: needsMatter ? migratedMatterName(from.name) : null,
    moves: {
      threads: listed(movingThreads),
      messages: messages.length,
      drafts: listed(movingDrafts),
      draftVersions: draftVersions.length,
      prompts: listed(prompts),
    },
    stays: {
      sharedThreads: listed(sharedThreads),
      sharedDrafts: listed(sharedDrafts),
    },
    dropped: { favorites: favorites.length, promptStars: starsDropped.length },
    problems,
  }
  return {
    view,
    rows: {
      user,
      from,
      to,
      source,
      threads: movingThreads,
      messages,
      drafts: movingDrafts,
      draftVersions,
      prompts,
      favorites,
      starsDropped,
    },
  }
}

export type MigrationPlan = Awaited<ReturnType<typeof planMigration>>
export type MigrationView = MigrationPlan['view']

export function migratedMatterName(firmName: string) {
  return `Migrated from ${firmName}`.slice(0, 200)
}

/** What moved, in one sentence for the audit trails. */
function movedSentence(view: MigrationView) {
  return (
    `${plural(view.moves.threads.count, 'private conversation')}, ` +
    `${plural(view.moves.drafts.count, 'private draft')} and ` +
    `${plural(view.moves.prompts.count, 'personal prompt')} went with them; ` +
    `${plural(view.stays.sharedThreads.count, 'shared conversation')} and ` +
    `${plural(view.stays.sharedDrafts.count, 'shared draft')} stay`
  )
}

/**
 * Carries out a plan without problems, in the caller's mutation: the new matter, the moved rows,
 * the dropped favourites, the memberships, and an event on both firms' chains and the deployment's.
 */
export async function carryOut(ctx: AuthedMutationCtx, plan: MigrationPlan) {
  const { view, rows } = plan
  if (view.problems.length > 0) throw appError('CONFLICT', view.problems[0]!)
  const now = Date.now()
  const projectId = view.matterName ? await createMatter(ctx, plan, now) : null
  if (projectId) {
    for (const thread of rows.threads) {
      await ctx.db.patch('threads', thread._id, {
        organizationId: rows.to._id,
        projectId,
        scope: { kind: 'matter' },
      })
    }
    for (const message of rows.messages) {
      await ctx.db.patch('threadMessages', message._id, { organizationId: rows.to._id, projectId })
    }
    for (const draft of rows.drafts) {
      const { folderId: _folder, documentIds: _documents, ...inputs } = draft.inputs
      await ctx.db.patch('drafts', draft._id, {
        organizationId: rows.to._id,
        projectId,
        inputs,
        documentsChosen: undefined,
      })
    }
    for (const version of rows.draftVersions) {
      await ctx.db.patch('draftVersions', version._id, { organizationId: rows.to._id })
    }
  }
  for (const prompt of rows.prompts) {
    await ctx.db.patch('prompts', prompt._id, { organizationId: rows.to._id })
  }
  for (const favorite of rows.favorites) await ctx.db.delete('favorites', favorite._id)
  for (const star of rows.starsDropped) await ctx.db.delete('promptFavorites', star._id)

  await ctx.db.delete('memberships', rows.source._id)
  await ctx.db.insert('memberships', {
    organizationId: rows.to._id,
    userId: rows.user._id,
    role: view.to.role,
  })
  await ctx.db.patch('users', rows.user._id, { currentOrganizationId: rows.to._id })

  const who = `${rows.user.name} (${rows.user.email})`
  await appendAuditEvent(ctx, {
    organizationId: rows.from._id,
    actorId: ctx.viewer._id,
    action: 'member.migrated',
    summary: `Casefile support moved ${who} to another organization: ${movedSentence(view)}`,
    at: now,
  })
  await appendAuditEvent(ctx, {
    organizationId: rows.to._id,
    actorId: ctx.viewer._id,
    action: 'member.migrated',
    summary:
      `Casefile support moved ${who} here as ${view.to.role === 'OrganizationAdmin' ? 'an admin' : 'a member'}` +
      (view.matterName ? `; their private work is in the matter ${view.matterName}` : ''),
    at: now,
  })
  await auditDeployment(
    ctx,
    'member.migrated',
    `Moved ${who} from ${rows.from.name} to ${rows.to.name}: ${movedSentence(view)}`,
  )
  return { projectId }
}

async function createMatter(ctx: AuthedMutationCtx, plan: MigrationPlan, now: number) {
  const { view, rows } = plan
  const name = view.matterName!
  const slug = await freeMatterSlug(ctx, rows.to._id, name)
  const projectId = await ctx.db.insert('projects', {
    organizationId: rows.to._id,
    name,
    description: `The private conversations and drafts ${rows.user.name} brought from ${rows.from.name}. Their citations name documents that stayed there.`,
    representedParties: [],
    adverseParties: [],
    internalMatterId: 'MIGRATED',
    slug,
    createdBy: rows.user._id,
    lastActivityAt: now,
  })
  await appendAuditEvent(ctx, {
    organizationId: rows.to._id,
    projectId,
    actorId: ctx.viewer._id,
    action: 'project.created',
    summary: `Created the matter for ${rows.user.name}'s work moved from another organization`,
    at: now,
  })
  return projectId
}

// System prompts (/admin/system-prompts): superadmins read each task's versions, save a new text
// (it becomes the active version) and activate any version, the built-in one included, which is
// how a change is rolled back. Every change is on the deployment's audit chain.
import { v } from 'convex/values'
import { type AuthedMutationCtx, superadminMutation, superadminQuery } from '../lib/functions'
import { auditDeployment } from './model/deploymentAudit'
import { nameReader } from '../review/model'
import { appError, invalidInput } from '../../shared/errors'
import { vSystemPromptTask } from '../../shared/promptValidators'
import {
  BUILT_IN_VERSION,
  SYSTEM_PROMPT_MESSAGES,
  SYSTEM_PROMPT_TASKS,
  SYSTEM_PROMPT_TASK_LABELS,
  type SystemPromptTask,
  validateSystemPrompt,
} from '../../shared/systemPromptRules'
import {
  BUILT_IN_SYSTEM_PROMPTS,
  activationOf,
  activeSystemPrompt,
  newestSystemPromptVersion,
  systemPromptVersion,
} from './model/system'

/** The most versions a task keeps; the oldest are never dropped, so a save beyond is refused. */
const VERSIONS_MAX = 500

async function setActive(ctx: AuthedMutationCtx, task: SystemPromptTask, version: number) {
  const row = await activationOf(ctx, task)
  const fields = { version, activatedBy: ctx.viewer._id, activatedAt: Date.now() }
  if (row) await ctx.db.patch('systemPromptActive', row._id, fields)
  else await ctx.db.insert('systemPromptActive', { task, ...fields })
}

/** Each task: its label, the version in force and how many versions it has. */
export const list = superadminQuery({
  args: {},
  handler: async (ctx) =>
    await Promise.all(
      SYSTEM_PROMPT_TASKS.map(async (task) => {
        const [active, newest] = await Promise.all([
          activeSystemPrompt(ctx, task),
          newestSystemPromptVersion(ctx, task),
        ])
        return {
          task,
          label: SYSTEM_PROMPT_TASK_LABELS[task],
          activeVersion: active.version,
          latestVersion: newest?.version ?? BUILT_IN_VERSION,
        }
      }),
    ),
})

/** A task's versions, newest first and the built-in text last, each marked if in force. */
export const versions = superadminQuery({
  args: { task: vSystemPromptTask },
  handler: async (ctx, { task }) => {
    const [active, stored] = await Promise.all([
      activeSystemPrompt(ctx, task),
      ctx.db
        .query('systemPromptVersions')
        .withIndex('by_task_and_version', (q) => q.eq('task', task))
        .order('desc')
        .take(VERSIONS_MAX),
    ])
    const nameOf = nameReader(ctx)
    return {
      versions: [
        ...(await Promise.all(
          stored.map(async (row) => ({
            version: row.version,
            text: row.text,
            note: row.note ?? null,
            createdAt: row.createdAt,
            createdByName: await nameOf(row.createdBy),
            active: row.version === active.version,
          })),
        )),
        {
          version: BUILT_IN_VERSION,
          text: BUILT_IN_SYSTEM_PROMPTS[task],
          note: 'Built into Casefile',
          createdAt: null,
          createdByName: null,
          active: active.version === BUILT_IN_VERSION,
        },
      ],
    }
  },
})

/** Saves a new text for a task as its next version, which is in force from now on. */
export const save = superadminMutation({
  args: { task: vSystemPromptTask, text: v.string(), note: v.optional(v.string()) },
  handler: async (ctx, { task, ...input }) => {
    const checked = validateSystemPrompt(input)
    if (!checked.ok) throw invalidInput(checked.issues)
    const active = await activeSystemPrompt(ctx, task)
    if (active.text === checked.value.text) {
      throw invalidInput([{ path: 'text', message: SYSTEM_PROMPT_MESSAGES.unchanged }])
    }
    const newest = await newestSystemPromptVersion(ctx, task)
    const version = (newest?.version ?? BUILT_IN_VERSION) + 1
    if (version > VERSIONS_MAX) {
      throw appError('CONFLICT', `A system prompt keeps at most ${VERSIONS_MAX} versions`)
    }
    await ctx.db.insert('systemPromptVersions', {
      task,
      version,
      text: checked.value.text,
      ...(checked.value.note ? { note: checked.value.note } : {}),
      createdBy: ctx.viewer._id,
      createdAt: Date.now(),
    })
    await setActive(ctx, task, version)
    await auditDeployment(
      ctx,
      'systemPrompt.saved',
      `Saved version ${version} of the ${SYSTEM_PROMPT_TASK_LABELS[task]} system prompt and put it in force`,
    )
    return { version }
  },
})

/** Puts a version of a task's system prompt in force: a later one, or an earlier one to roll back. */
export const activate = superadminMutation({
  args: { task: vSystemPromptTask, version: v.number() },
  handler: async (ctx, { task, version }) => {
    if (
      version !== BUILT_IN_VERSION &&
      (!Number.isInteger(version) || !(await systemPromptVersion(ctx, task, version)))
    ) {
      throw appError('NOT_FOUND', 'Version not found')
    }
    const active = await activeSystemPrompt(ctx, task)
    if (active.version === version) return { version }
    await setActive(ctx, task, version)
    await auditDeployment(
      ctx,
      'systemPrompt.activated',
      `Put version ${version} of the ${SYSTEM_PROMPT_TASK_LABELS[task]} system prompt in force (was ${active.version})`,
    )
    return { version }
  },
})

/** How far back the deployment's chain is read for system prompt changes. */
const CHAIN_READ_MAX = 500
const CHANGES_LISTED_MAX = 20

/** The latest system prompt changes from the deployment's audit chain, newest first. */
export const changes = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const events = await ctx.db
      .query('auditEvents')
      .withIndex('by_organizationId_and_seq', (q) => q.eq('organizationId', undefined))
      .order('desc')
      .take(CHAIN_READ_MAX)
    const nameOf = nameReader(ctx)
    return await Promise.all(
      events
        .filter((event) => event.action.startsWith('systemPrompt.'))
        .slice(0, CHANGES_LISTED_MAX)
        .map(async (event) => ({
          _id: event._id,
          summary: event.summary,
          at: event.at,
          actorName: await nameOf(event.actorId),
        })),
    )
  },
})

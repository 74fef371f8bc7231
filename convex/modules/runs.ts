// Running a module over a matter: `start` checks the inputs and opens a draft in `writing`; the
// built-in runner then reads the matter's documents a few at a time (`step`, scheduled) through
// the module's template (templates/), so the draft fills in while the lawyer watches and no single
// transaction reads the whole dossier.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import { internal } from '../_generated/api'
import { internalMutation, type MutationCtx } from '../_generated/server'
import { orgMutation } from '../lib/functions'
import { requireWritableProject } from '../dossier/model'
import { recordProjectEvent } from '../matters/model'
import { appError, invalidInput } from '../../shared/errors'
import { MODULE_INPUT_LABELS } from '../../shared/moduleRules'
import { type RunInputs, vRunInputs } from '../../shared/draftValidators'
import { canRunHere, draftSearchText, matterFacts, requireModule, runnerOf } from './model'
import { BUILTIN_TEMPLATES } from './templates'
import { MODEL_RUN_DEADLINE_MS } from './modelRuns'
import { addFindings } from './templates/findings'
import type { BuiltinTemplate, Finding, TemplateContext } from './templates/types'
import { notify } from '../notifications/model/notify'
import { draftEndedNotice } from '../notifications/model/notices'
import { requireFeature, viewerOf } from '../flags/model'

/** The most documents one run reads, and how many each step reads. */
export const RUN_DOCUMENTS_MAX = 500
const DOCUMENTS_PER_STEP = 4
const PAGES_PER_DOCUMENT_MAX = 300
const DATE = /^\d{4}-\d{2}-\d{2}$/
const TEXT_MAX = 4_000
const NAME_MAX = 200

/** The inputs, checked: ids of this matter, dates as dates, texts within their limits. */
async function cleanInputs(
  ctx: Parameters<typeof requireWritableProject>[0],
  project: Doc<'projects'>,
  module: Doc<'modules'>,
  inputs: RunInputs,
) {
  const issues: { path: string; message: string }[] = []
  for (const key of ['from', 'to'] as const) {
    const value = inputs[key]
    if (value !== undefined && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
      issues.push({ path: key, message: 'Enter a date as YYYY-MM-DD' })
    }
  }
  if (inputs.from && inputs.to && inputs.from > inputs.to) {
    issues.push({ path: 'to', message: 'The end date comes before the start date' })
  }
  if ((inputs.text?.length ?? 0) > TEXT_MAX) {
    issues.push({
      path: 'text',
      message: `Must be at most ${TEXT_MAX.toLocaleString('en-US')} characters`,
    })
  }
  for (const key of ['party', 'witness'] as const) {
    if ((inputs[key]?.length ?? 0) > NAME_MAX) {
      issues.push({ path: key, message: `Must be at most ${NAME_MAX} characters` })
    }
  }
  if ((inputs.documentIds?.length ?? 0) > RUN_DOCUMENTS_MAX) {
    issues.push({ path: 'documentIds', message: `At most ${RUN_DOCUMENTS_MAX} documents` })
  }
  // What the module requires and the form left empty.
  const given: Record<string, boolean> = {
    documents: (inputs.documentIds?.length ?? 0) > 0,
    folder: inputs.folderId !== undefined,
    table: false,
    text: Boolean(inputs.text?.trim()),
    dates: Boolean(inputs.from || inputs.to),
    party: Boolean(inputs.party?.trim()),
    witness: Boolean(inputs.witness?.trim()),
  }
  for (const spec of module.inputs) {
    if (spec.required && !given[spec.kind]) {
      issues.push({ path: spec.kind, message: `${MODULE_INPUT_LABELS[spec.kind]} is required` })
    }
  }
  if (issues.length > 0) throw invalidInput(issues)

  for (const documentId of inputs.documentIds ?? []) {
    const document = await ctx.db.get('documents', documentId)
    if (!document || document.projectId !== project._id) {
      throw appError('NOT_FOUND', 'Document not found')
    }
  }
  return {
    ...inputs,
    text: inputs.text?.trim() || undefined,
    party: inputs.party?.trim() || undefined,
    witness: inputs.witness?.trim() || undefined,
  }
}

/**
 * The documents a run reads: the ones chosen, or else every ready document of the matter (none
 * for a template that reads only what it is given, such as a letter).
 */
async function documentQueue(
  ctx: Parameters<typeof requireWritableProject>[0],
  project: Doc<'projects'>,
  reads: BuiltinTemplate['reads'],
  inputs: RunInputs,
): Promise<Id<'documents'>[]> {
  if (inputs.documentIds?.length) return inputs.documentIds
  if (reads === 'chosen') return []
  const ready = await ctx.db
    .query('documents')
    .withIndex('by_projectId_and_status', (q) =>
      q.eq('projectId', project._id).eq('status', 'ready'),
    )
    .take(RUN_DOCUMENTS_MAX)
  return ready.map((document) => document._id)
}

/** Runs a module over a matter: a new draft in `writing`, filled in by the runner. */
export const start = orgMutation({
  args: { projectId: v.id('projects'), moduleId: v.id('modules'), inputs: vRunInputs },
  handler: async (ctx, args) => {
    const project = await requireWritableProject(ctx, ctx.organization._id, args.projectId)
    await requireFeature(ctx, 'modules', viewerOf(ctx))
    const module = await requireModule(ctx, args.moduleId)
    if (!module.isActive || module.archivedAt !== undefined) {
      throw appError('NOT_FOUND', 'Module not found')
    }
    if (!canRunHere(module)) {
      throw appError('CONFLICT', `${module.name} cannot run on this installation yet`)
    }
    const inputs = await cleanInputs(ctx, project, module, args.inputs)
    return { draftId: await openRun(ctx, project, module, inputs, ctx.viewer._id) }
  },
})

/**
 * Opens a run whose inputs are checked: its draft in `writing`, the audit event, and the first
 * step of its runner: the built-in template's, the request to the firm's workflow engine, or the
 * model's writing (with a deadline, should its action be lost to a restart).
 */
export async function openRun(
  ctx: MutationCtx,
  project: Doc<'projects'>,
  module: Doc<'modules'>,
  inputs: RunInputs,
  userId: Id<'users'>,
  // When it was run: now, or earlier for the demo's ready draft (its history stays in order).
  at = Date.now(),
) {
  const runner = runnerOf(module)
  const template = runner === 'builtin' ? templateOf(module) : null
  const queue = await documentQueue(ctx, project, template?.reads ?? 'matter', inputs)
  const draftInputs = { ...inputs, documentIds: queue }
  const first = template
    ? written(template, [], await templateContext(ctx, project, draftInputs, userId, 0))
    : {
        blocks: [
          {
            type: 'paragraph' as const,
            text:
              runner === 'workflow'
                ? 'Sending the run to the workflow engine…'
                : 'Reading the matter’s documents…',
            cites: [],
          },
        ],
        citations: [],
        missingInputs: [],
        searchText: '',
      }
  const draftId = await ctx.db.insert('drafts', {
    organizationId: project.organizationId,
    projectId: project._id,
    moduleId: module._id,
    title: `${module.name}: ${project.name}`.slice(0, 200),
    status: 'writing',
    ...first,
    inputs: draftInputs,
    documentsChosen: (inputs.documentIds?.length ?? 0) > 0,
    progress: { done: 0, total: template ? queue.length : 0 },
    ...(runner === 'workflow' ? { workflow: { attempts: 0 } } : {}),
    createdBy: userId,
    updatedAt: at,
  })
  await recordProjectEvent(ctx, project, userId, 'module.run', `Ran the module ${module.name}`, at)
  if (template) {
    await ctx.scheduler.runAfter(0, internal.modules.runs.step, { draftId, findings: [] })
  } else if (runner === 'workflow') {
    await ctx.scheduler.runAfter(0, internal.modules.workflowSend.send, { draftId })
  } else {
    await ctx.scheduler.runAfter(0, internal.modules.modelRuns.generate, { draftId })
    await ctx.scheduler.runAfter(MODEL_RUN_DEADLINE_MS, internal.modules.modelRuns.deadline, {
      draftId,
    })
  }
  return draftId
}

/** The built-in module's template; `canRunHere` has checked there is one. */
function templateOf(module: Doc<'modules'>) {
  if (!module.builtin) throw appError('CONFLICT', `${module.name} has no built-in template`)
  return BUILTIN_TEMPLATES[module.builtin]
}

/** What a template writes from besides its findings: the matter, the run's inputs, who ran it. */
async function templateContext(
  ctx: MutationCtx,
  project: Doc<'projects'>,
  inputs: RunInputs,
  userId: Id<'users'>,
  documentsRead: number,
): Promise<TemplateContext> {
  const author = await ctx.db.get('users', userId)
  const firm = await ctx.db.get('organizations', project.organizationId)
  return {
    matter: matterFacts(project),
    inputs,
    documentsRead,
    today: new Date().toISOString().slice(0, 10),
    author: author?.name ?? '',
    firm: firm?.name ?? '',
  }
}

/** The draft's written parts: the template's blocks, citations and missing inputs, and its search text. */
function written(template: BuiltinTemplate, findings: Finding[], context: TemplateContext) {
  const draft = template.write(findings, context)
  return { ...draft, searchText: draftSearchText(draft.blocks) }
}

// A finding's passages are citations before they are numbered.
const vFinding = v.object({
  kind: v.string(),
  key: v.string(),
  text: v.string(),
  date: v.optional(v.string()),
  label: v.optional(v.string()),
  sources: v.array(
    v.object({
      documentId: v.string(),
      documentName: v.string(),
      page: v.number(),
      start: v.number(),
      end: v.number(),
      quote: v.string(),
    }),
  ),
})

/** Reads the next few documents into the draft, then schedules the rest (or finishes). */
export const step = internalMutation({
  args: { draftId: v.id('drafts'), findings: v.array(vFinding) },
  handler: async (ctx, { draftId, findings }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    const project = await ctx.db.get('projects', draft.projectId)
    const module = draft.moduleId ? await ctx.db.get('modules', draft.moduleId) : null
    if (!project || !module?.builtin) return null
    const template = BUILTIN_TEMPLATES[module.builtin]
    const queue = draft.inputs.documentIds ?? []
    const batch = queue.slice(draft.progress.done, draft.progress.done + DOCUMENTS_PER_STEP)
    const found: Finding[] = [...findings]
    for (const documentId of batch) {
      const document = await ctx.db.get('documents', documentId)
      // A document deleted or moved away meanwhile is skipped, not read.
      if (!document || document.projectId !== project._id || document.status !== 'ready') continue
      const pages = await ctx.db
        .query('documentPages')
        .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
        .take(PAGES_PER_DOCUMENT_MAX)
      const read = template.read(
        pages.map((p) => ({ documentId, documentName: document.name, page: p.page, text: p.text })),
        draft.inputs,
      )
      addFindings(found, read, template.order)
    }
    const done = Math.min(queue.length, draft.progress.done + batch.length)
    const finished = done >= queue.length
    const context = await templateContext(ctx, project, draft.inputs, draft.createdBy, done)
    await ctx.db.patch('drafts', draftId, {
      ...written(template, found, context),
      progress: { done, total: queue.length },
      status: finished ? 'draft' : 'writing',
      updatedAt: Date.now(),
    })
    if (!finished) {
      await ctx.scheduler.runAfter(0, internal.modules.runs.step, { draftId, findings: found })
    } else {
      await notify(ctx, draftEndedNotice(draft, 'finished'))
    }
    return null
  },
})

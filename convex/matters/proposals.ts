// Target B5: a pleading in the dossier proposes the matter's docket number, court, judge, parties
// and class period, each with the passage it was read from; a person accepts each into the matter.
// The value accepted is read again on the server from the document, never taken from the caller.
import { v } from 'convex/values'
import type { Doc } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import {
  type LitigationMetadata,
  litigationMetadataFromFacts,
  proposeLitigationMetadata,
} from '../ai/model/litigationMetadata'
import { factsOfDocument } from '../facts/model'
import { requireDocument } from '../dossier/model'
import { appError } from '../../shared/errors'
import { orgMutation, orgQuery } from '../lib/functions'
import { MATTER_LIMITS } from '../../shared/matterRules'
import { recordProjectEvent, requireProject } from './model'

/** The first pages of a pleading hold its caption, court, judge and parties. */
const PAGES_READ = 60

export const PROPOSAL_FIELDS = [
  'docketNumber',
  'court',
  'judge',
  'adverseParties',
  'classPeriod',
] as const
type ProposalField = (typeof PROPOSAL_FIELDS)[number]
const vProposalField = v.union(...PROPOSAL_FIELDS.map((field) => v.literal(field)))

const LABELS: Record<ProposalField, string> = {
  docketNumber: 'Docket number',
  court: 'Court',
  judge: 'Judge',
  adverseParties: 'Adverse parties',
  classPeriod: 'Class period',
}

type Proposal = {
  field: ProposalField
  label: string
  value: string | string[]
  current: string | string[] | null
  quote: string
  page: number
  confidence: number
}

/** The other side, from the represented party's role: a plaintiff's adversaries are defendants. */
function adverseSide(project: Doc<'projects'>, found: LitigationMetadata) {
  const role = project.representedParties[0]?.role
  if (role === 'Plaintiff') return found.defendants
  if (role === 'Defendant') return found.plaintiffs
  return undefined
}

async function proposalsFor(ctx: QueryCtx, project: Doc<'projects'>, document: Doc<'documents'>) {
  const pages = await ctx.db
    .query('documentPages')
    .withIndex('by_documentId_and_page', (q) => q.eq('documentId', document._id))
    .take(PAGES_READ)
  const texts = pages.map((p) => ({ page: p.page, text: p.text }))
  // The facts layer feeds the proposals; a document processed before it existed is read afresh.
  const facts = await factsOfDocument(ctx, document._id)
  const found =
    facts.length > 0 ? litigationMetadataFromFacts(facts, texts) : proposeLitigationMetadata(texts)
  const current: Record<ProposalField, string | string[] | null> = {
    docketNumber: project.docketNumber ?? null,
    court: project.court ?? null,
    judge: project.judge ?? null,
    adverseParties: project.adverseParties.flatMap((p) => (p.name ? [p.name] : [])),
    classPeriod: project.classPeriod ?? null,
  }
  const sources = {
    docketNumber: found.docketNumber,
    court: found.court,
    judge: found.judge,
    adverseParties: adverseSide(project, found),
    classPeriod: found.classPeriod,
  }
  const proposals: Proposal[] = []
  for (const field of PROPOSAL_FIELDS) {
    const proposal = sources[field]
    if (!proposal) continue
    proposals.push({
      field,
      label: LABELS[field],
      value: proposal.value,
      current: current[field],
      quote: proposal.quote,
      page: proposal.source.page,
      confidence: proposal.confidence,
    })
  }
  return { found, proposals }
}

/** What one document proposes for its matter, each with its passage and the matter's value now. */
export const fromDocument = orgQuery({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const project = await requireProject(ctx, ctx.organization._id, document.projectId)
    const { proposals, found } = await proposalsFor(ctx, project, document)
    return {
      documentId: document._id,
      documentName: document.name,
      proposals,
      // Both sides as the caption names them, for the reader (only the adverse one is accepted).
      plaintiffs: found.plaintiffs?.value ?? [],
      defendants: found.defendants?.value ?? [],
    }
  },
})

/** Takes one proposed value into the matter, read again from the document. */
export const accept = orgMutation({
  args: { documentId: v.id('documents'), field: vProposalField },
  handler: async (ctx, { documentId, field }) => {
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const project = await requireProject(ctx, ctx.organization._id, document.projectId)
    if (project.archivedAt !== undefined) throw appError('CONFLICT', 'This matter is archived')
    const { proposals } = await proposalsFor(ctx, project, document)
    const proposal = proposals.find((p) => p.field === field)
    if (!proposal)
      throw appError('CONFLICT', `The document no longer proposes a ${LABELS[field].toLowerCase()}`)
    const tooLong = (text: string, max: number) => text.length > max
    if (Array.isArray(proposal.value)) {
      const names = proposal.value.slice(0, MATTER_LIMITS.adverseParties)
      if (names.some((name) => tooLong(name, MATTER_LIMITS.partyName))) {
        throw appError('CONFLICT', 'A proposed party name is too long for the matter')
      }
      await ctx.db.patch('projects', project._id, {
        adverseParties: names.map((name) => ({ name })),
      })
    } else {
      const max =
        field === 'court'
          ? MATTER_LIMITS.judge
          : MATTER_LIMITS[field as 'docketNumber' | 'judge' | 'classPeriod']
      if (tooLong(proposal.value, max))
        throw appError('CONFLICT', `The proposed ${LABELS[field].toLowerCase()} is too long`)
      await ctx.db.patch('projects', project._id, { [field]: proposal.value })
    }
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'project.updated',
      `Took the ${LABELS[field].toLowerCase()} from ${document.name}`,
    )
    return null
  },
})

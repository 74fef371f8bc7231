// The built-in deposition outline: every sentence of a matter's documents that names the witness,
// grouped by the section of the document it sits in (its topic), as questions to ask, with the
// documents to show them. Offline and rule-based: the passages are found by name, not understood.
// This file writes the outline; the pieces that read the documents are in ./depositionOutline/:
// the witness's name and where it stands (witness.ts), the topics a page's layout gives (topics.ts)
// and the passages that name the witness (passages.ts).
import { KIND, readMentions } from './depositionOutline/passages'
import { witnessName } from './depositionOutline/witness'
import { FINDINGS_MAX, citationNumbers, joinNames, plural, removePlaceholders } from './findings'
import type { BuiltinTemplate, DraftBlock, Finding, TemplateContext } from './types'

/** The most topics the outline heads; the smaller ones share "Other passages". */
export const OUTLINE_TOPICS_MAX = 12

/** The questions every deposition starts with, before the documents. */
function backgroundQuestions(context: TemplateContext) {
  // A witness who is a party (an individual defendant) is not asked about themselves.
  const witness = context.inputs.witness?.trim().toLowerCase() ?? ''
  const parties = [
    ...context.matter.representedParties.map((p) => p.name),
    ...context.matter.adverseParties.flatMap((p) => (p.name ? [p.name] : [])),
  ].filter((n) => n.trim() !== '' && n.trim().toLowerCase() !== witness)
  const named = parties.length > 0 && parties.length <= 4 ? ` (${joinNames(parties)})` : ''
  return [
    'Full name, any other names used, and current address.',
    'Education, professional licenses and training.',
    'Employment history: each employer, title, dates and responsibilities.',
    `Relationship to the parties${named} and role in the events at issue.`,
    'Preparation for this deposition: documents reviewed and who they met with (not what counsel said).',
    'Prior depositions, trial testimony and lawsuits.',
    'Anything, such as medication or illness, that affects their ability to testify fully today.',
    'Notes, calendars, texts and personal email about these events, and whether they were kept.',
    'Anyone apart from counsel they have spoken to about this case.',
  ]
}

/** Dated passages first, in date order, then the undated ones as found. */
function byDate(a: Finding, b: Finding) {
  if (a.date && b.date) return a.date < b.date ? -1 : a.date > b.date ? 1 : 0
  return a.date ? -1 : b.date ? 1 : 0
}

function writeOutline(findings: Finding[], context: TemplateContext) {
  const name = witnessName(context.inputs.witness)
  if (!name) {
    const missing = 'The witness: name the person to be deposed and run the module again.'
    const text = 'No witness was named, so there is no one to outline a deposition for.'
    return {
      blocks: [{ type: 'paragraph' as const, text, cites: [] }],
      citations: [],
      missingInputs: [missing],
    }
  }
  // A name typed in lower case is written as a name.
  const witness =
    name.full === name.full.toLowerCase()
      ? name.full.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase())
      : name.full
  const passages = findings.filter((f) => f.kind === KIND)
  const background: DraftBlock[] = [
    { type: 'heading', level: 2, text: 'Background' },
    {
      type: 'list',
      ordered: false,
      items: backgroundQuestions(context).map((text) => ({ text, cites: [] })),
    },
  ]
  if (passages.length === 0) {
    const read = context.documentsRead
    const none =
      read === 0
        ? `No document has been read for ${witness} yet: choose the documents that mention them.`
        : `No passage names ${witness} in the ${plural(read, 'document')} read: check the spelling or choose other documents.`
    return {
      blocks: [{ type: 'paragraph' as const, text: none, cites: [] }, ...background],
      citations: [],
      missingInputs: [none],
    }
  }

  const { citations, cite } = citationNumbers()
  const documents = new Map<string, { name: string; count: number }>()
  for (const passage of passages) {
    for (const id of new Set(passage.sources.map((s) => s.documentId))) {
      const source = passage.sources.find((s) => s.documentId === id)!
      const doc = documents.get(id) ?? { name: source.documentName, count: 0 }
      doc.count++
      documents.set(id, doc)
    }
  }
  const verb = passages.length === 1 ? 'mentions' : 'mention'
  const kept = passages.length >= FINDINGS_MAX ? ` (the first ${FINDINGS_MAX} kept)` : ''
  const opening = `Outline for the deposition of ${witness}: ${plural(passages.length, 'passage')} in ${plural(documents.size, 'document')} ${verb} the witness${kept}.`

  // Topics by size, the first found first among equals; the smallest share one heading.
  const topics = new Map<string, { title: string; passages: Finding[] }>()
  for (const passage of passages) {
    const title = passage.label ?? 'Other passages'
    const key = title.toLowerCase()
    const topic = topics.get(key) ?? { title, passages: [] }
    topic.passages.push(passage)
    topics.set(key, topic)
  }
  const ranked = [...topics.values()].sort((a, b) => b.passages.length - a.passages.length)
  const sections = ranked.slice(0, OUTLINE_TOPICS_MAX)
  const rest = ranked.slice(OUTLINE_TOPICS_MAX).flatMap((t) => t.passages)
  if (rest.length > 0) sections.push({ title: 'Other passages', passages: rest })

  const blocks: DraftBlock[] = [{ type: 'paragraph', text: opening, cites: [] }, ...background]
  for (const section of sections) {
    blocks.push({ type: 'heading', level: 2, text: section.title })
    blocks.push({
      type: 'list',
      ordered: false,
      items: [...section.passages].sort(byDate).map((p) => ({
        text: `Ask about: “${p.text}”`,
        cites: cite(p.sources),
      })),
    })
  }
  const shown = [...documents.values()].sort((a, b) => b.count - a.count)
  blocks.push({ type: 'heading', level: 2, text: 'Documents to show the witness' })
  blocks.push({
    type: 'list',
    ordered: false,
    items: shown.map((d) => ({
      text: `${removePlaceholders(d.name) || 'Untitled document'}: ${plural(d.count, 'passage')}`,
      cites: [],
    })),
  })
  return { blocks, citations, missingInputs: [] }
}

export const depositionOutline: BuiltinTemplate = {
  reads: 'matter',
  order: 'found',
  read: (pages, inputs) => readMentions(pages, inputs.witness),
  write: writeOutline,
}

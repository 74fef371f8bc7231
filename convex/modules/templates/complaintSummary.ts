// The built-in complaint summary: who sues whom, for what and asking what, and the allegations
// that carry the story (dated, in money, naming a party), from the document read that most reads
// like the complaint (pleading.ts reads it). Each line cites the passage it came from.
import { citationNumbers, clip, hasBlank, joinNames, plural, withoutBlanks } from './findings'
import {
  mainPleading,
  mostTelling,
  nameWords,
  pleadingFindings,
  type PleadingRead,
  pleadingsRead,
  sideOfRole,
} from './pleading'
import type { BuiltinTemplate, DraftBlock, Finding } from './types'

/** The most allegations the summary lists. */
export const KEY_ALLEGATIONS_MAX = 10
/** The longest allegation the summary quotes in full. */
const ALLEGATION_MAX = 400

const KINDS = new Set(['pleading', 'party', 'claim', 'relief', 'allegation'])

export const complaintSummary: BuiltinTemplate = {
  reads: 'matter',
  order: 'found',
  read(pages) {
    return pleadingFindings(pages).filter((finding) => KINDS.has(finding.kind))
  },
  write(findings, { documentsRead }) {
    const { citations, cite } = citationNumbers()
    const read = pleadingsRead(findings)
    const complaint = mainPleading(read)
    const blocks: DraftBlock[] = []
    const missingInputs: string[] = []
    if (!complaint) {
      blocks.push({
        type: 'paragraph',
        text: `No complaint or petition found in ${plural(documentsRead, 'document')} read so far.`,
        cites: [],
      })
      missingInputs.push(
        'No complaint or petition was found in the documents read: choose the complaint.',
      )
      return { blocks, citations, missingInputs }
    }
    const name = complaint.documentName
    const plaintiffs = complaint.parties.filter((p) => sideOfRole(p.label ?? '') === 'plaintiffs')
    const defendants = complaint.parties.filter((p) => sideOfRole(p.label ?? '') === 'defendants')
    const counted = [
      plaintiffs.length > 0 ? countOf(plaintiffs) : null,
      defendants.length > 0 ? countOf(defendants) : null,
      plural(complaint.claims.length, 'claim'),
    ].filter((part) => part !== null)
    blocks.push({
      type: 'paragraph',
      text: `Summary of ${name}: ${counted.join(', ')}.${whyThisOne(complaint, read, documentsRead)}`,
      cites: complaint.title ? cite(complaint.title.sources) : [],
    })

    section(blocks, 'Parties', false, [...plaintiffs, ...defendants], cite, (party) => {
      return `${party.label ?? 'Party'}: ${withoutBlanks(party.text)}`
    })
    const unnamed = [
      plaintiffs.length === 0 ? 'plaintiffs' : null,
      defendants.length === 0 ? 'defendants' : null,
    ].filter((side) => side !== null)
    if (unnamed.length > 0) {
      missingInputs.push(
        `The ${joinNames(unnamed)} were not found in ${name}: check that its first page (the caption) was read, or choose the complaint.`,
      )
    }
    section(blocks, 'Claims', true, complaint.claims, cite, (claim) => withoutBlanks(claim.text))
    if (complaint.claims.length === 0) {
      missingInputs.push(
        'No count or cause of action was found in the documents read: choose the complaint.',
      )
    }
    section(blocks, 'Relief sought', false, complaint.relief, cite, (relief) =>
      withoutBlanks(relief.text),
    )
    if (complaint.relief.length === 0) {
      missingInputs.push(
        `No prayer for relief was found in ${name}: check that its last pages were read, or choose the complaint.`,
      )
    }
    const words = nameWords(complaint.parties.map((party) => party.text))
    const telling = mostTelling(
      complaint.allegations.filter((a) => !hasBlank(a.text)),
      words,
      KEY_ALLEGATIONS_MAX,
    )
    section(blocks, 'Key allegations', false, telling, cite, (allegation) => {
      return `¶ ${allegation.label}: ${clip(allegation.text, ALLEGATION_MAX)}`
    })
    if (telling.length === 0) {
      missingInputs.push(
        `No numbered factual allegations were found in ${name}: choose the complaint, or check that its text was read.`,
      )
    }
    return { blocks, citations, missingInputs }
  },
}

/** Which document the summary is of, and why, when the run read more than one. */
function whyThisOne(complaint: PleadingRead, read: PleadingRead[], documentsRead: number) {
  const count = Math.max(documentsRead, read.length)
  if (count <= 1) return ''
  const of = `Of ${plural(count, 'document')} read,`
  if (complaint.claims.length === 0) {
    return ` ${of} it reads most like a complaint, though it states no claim.`
  }
  const stating = read.filter((r) => r.claims.length > 0).length
  return ` ${of} it is the one that states ${stating > 1 ? 'the most claims' : 'claims'}.`
}

/** "2 plaintiffs", "1 petitioner": the side's own word. */
function countOf(parties: Finding[]) {
  const word = (parties[0]!.label ?? 'party').toLowerCase()
  return plural(parties.length, word)
}

/** A heading and its list, each item citing its finding; a line saying none were found if none. */
function section(
  blocks: DraftBlock[],
  heading: string,
  ordered: boolean,
  findings: Finding[],
  cite: (sources: Finding['sources']) => number[],
  text: (finding: Finding) => string,
) {
  blocks.push({ type: 'heading', level: 2, text: heading })
  if (findings.length === 0) {
    blocks.push({ type: 'paragraph', text: `None found.`, cites: [] })
    return
  }
  blocks.push({
    type: 'list',
    ordered,
    items: findings.map((finding) => ({ text: text(finding), cites: cite(finding.sources) })),
  })
}

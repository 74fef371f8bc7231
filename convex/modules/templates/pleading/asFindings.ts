// A pleading as findings and back: what one document's reading keeps for a run (its parts and its
// most telling allegations, keyed by the document), and the findings gathered by document again to
// choose the complaint a draft is written from.
import { normalizePartyName } from '../../../ai/model/extract/partyNames'
import type { Finding, SourcePage } from '../types'
import { factualAllegations, mostTelling, nameWords } from './allegations'
import { claimText } from './claims'
import { isPleading, readPleading } from './read'

/** The most factual allegations one document gives: enough to choose the most telling from. */
export const ALLEGATIONS_PER_DOCUMENT = 40

/**
 * A document's pleading as findings, keyed by the document (two complaints are summarised apart):
 * `pleading` (its name), `party` (label: the role), `claim`, `relief` and its most telling factual
 * `allegation`s (label: the paragraph's number). A document that is no pleading gives its parties.
 */
export function pleadingFindings(pages: SourcePage[]): Finding[] {
  const pleading = readPleading(pages)
  const documentId = pages[0]?.documentId ?? ''
  const findings: Finding[] = []
  if (pleading.title) {
    const { name, sources } = pleading.title
    findings.push({ kind: 'pleading', key: documentId, text: name, sources })
  }
  for (const party of pleading.parties) {
    findings.push({
      kind: 'party',
      key: `${documentId}:${party.side}:${normalizePartyName(party.name)}`,
      text: party.name,
      label: party.role,
      sources: party.sources,
    })
  }
  if (!isPleading(pleading)) return findings
  pleading.claims.forEach((claim, index) => {
    findings.push({
      kind: 'claim',
      key: `${documentId}:${index}`,
      text: claimText(claim),
      label: claim.label,
      sources: claim.sources,
    })
  })
  pleading.relief.forEach((relief, index) => {
    findings.push({ kind: 'relief', key: `${documentId}:${index}`, ...relief })
  })
  const words = nameWords(pleading.parties.map((party) => party.name))
  for (const allegation of mostTelling(
    factualAllegations(pleading),
    words,
    ALLEGATIONS_PER_DOCUMENT,
  )) {
    findings.push({
      kind: 'allegation',
      key: `${documentId}:${allegation.number}`,
      text: allegation.text,
      label: String(allegation.number),
      sources: allegation.sources,
    })
  }
  return findings
}

/** One document's pleading, gathered back from the findings. */
export type PleadingRead = {
  documentId: string
  documentName: string
  title: Finding | null
  parties: Finding[]
  claims: Finding[]
  relief: Finding[]
  allegations: Finding[]
}

/** The findings by document, in the order the documents were read. */
export function pleadingsRead(findings: readonly Finding[]): PleadingRead[] {
  const byDocument = new Map<string, PleadingRead>()
  for (const finding of findings) {
    const source = finding.sources[0]
    if (!source) continue
    let read = byDocument.get(source.documentId)
    if (!read) {
      read = {
        documentId: source.documentId,
        documentName: source.documentName,
        title: null,
        parties: [],
        claims: [],
        relief: [],
        allegations: [],
      }
      byDocument.set(source.documentId, read)
    }
    if (finding.kind === 'pleading') read.title = finding
    else if (finding.kind === 'party') read.parties.push(finding)
    else if (finding.kind === 'claim') read.claims.push(finding)
    else if (finding.kind === 'relief') read.relief.push(finding)
    else if (finding.kind === 'allegation') read.allegations.push(finding)
  }
  return [...byDocument.values()]
}

/**
 * The document that reads most like the complaint: one stating claims (the most), then one titled
 * a complaint or petition, then the most allegations; null when none is a pleading at all.
 */
export function mainPleading(read: readonly PleadingRead[]): PleadingRead | null {
  const rank = (r: PleadingRead) => [
    r.claims.length > 0 ? 1 : 0,
    r.title ? 1 : 0,
    r.claims.length,
    r.allegations.length,
    r.relief.length,
  ]
  let best: PleadingRead | null = null
  for (const candidate of read) {
    if (
      !candidate.title &&
      candidate.claims.length + candidate.allegations.length + candidate.relief.length === 0
    ) {
      continue
    }
    if (!best) {
      best = candidate
      continue
    }
    const a = rank(candidate)
    const b = rank(best)
    const first = a.findIndex((value, i) => value !== b[i])
    if (first !== -1 && a[first]! > b[first]!) best = candidate
  }
  return best
}

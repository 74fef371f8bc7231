// The parts a pleading is read into (pleading.ts reads them): its title, the parties, the numbered
// allegations and the section each lies in, the claims and the relief, each part with the passages
// it rests on; and the longest text each keeps.
import type { PartyRole } from '../../../ai/model/extract/parties'
import type { FindingSource } from '../types'

export type { PartyRole }

/** Where an allegation lies: under which heading, `none` when the pleading has none above it. */
export type Section =
  | 'none'
  | 'intro'
  | 'parties'
  | 'jurisdiction'
  | 'facts'
  | 'class'
  | 'claims'
  | 'prayer'
  | 'jury'
  | 'law'
  | 'other'

export type Allegation = {
  number: number
  section: Section
  /** On one line, without its number. */
  text: string
  sources: FindingSource[]
}

export type Claim = {
  /** "Count I", "First Cause of Action". */
  label: string
  /** "Breach of Contract"; '' when the heading gives none. */
  title: string
  /** "Defendant Acme Corp." from "(Against Defendant Acme Corp.)"; '' when not stated. */
  against: string
  sources: FindingSource[]
}

export type Relief = { text: string; sources: FindingSource[] }

export type Party = {
  name: string
  /** The word the pleading uses: Plaintiff, Petitioner, Defendant, Respondent… */
  role: string
  side: PartyRole
  sources: FindingSource[]
}

export type Pleading = {
  /** "Complaint", "First Amended Complaint", "Original Petition", from the first pages. */
  title: { name: string; sources: FindingSource[] } | null
  parties: Party[]
  allegations: Allegation[]
  claims: Claim[]
  relief: Relief[]
  /** Whether a "PRAYER FOR RELIEF" heading was found (a WHEREFORE clause alone is not one). */
  prayer: boolean
}

/** The longest text an allegation or a relief item keeps. */
export const TEXT_MAX = 1500
/** The longest title a claim keeps. */
export const TITLE_MAX = 200

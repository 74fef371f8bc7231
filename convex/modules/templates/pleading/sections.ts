// A pleading's headings: which section a heading line opens ("FACTUAL ALLEGATIONS" the facts,
// "PRAYER FOR RELIEF" the prayer), told apart from a caption's words and from prose, and the lines
// where its body ends (a WHEREFORE clause, the jury demand, the signature block).
import { squeeze } from '../../../ai/model/extract/text'
import type { Section } from './types'

// "IV. ", "A. ", "3. " before a heading's words.
const ENUMERATOR = /^(?:[IVXLC]+|[A-Z]|\d{1,2})[.)]\s+/
const HEADINGS: Array<[Section, RegExp]> = [
  [
    'prayer',
    /^(?:prayer(?:\s+for\s+(?:relief|judgment))?|relief\s+(?:requested|sought)|requests?\s+for\s+relief|demand\s+for\s+(?:relief|judgment))$/i,
  ],
  [
    'jury',
    /^(?:(?:demand\s+for\s+)?(?:a\s+)?jury\s+(?:trial\s+)?(?:demand(?:ed)?)?|demand\s+for\s+(?:a\s+)?(?:jury\s+)?trial(?:\s+by\s+jury)?|jury\s+trial\s+demanded)$/i,
  ],
  // "COMMERCE": the allegation that the defendant's trade is in commerce the statute reaches.
  ['jurisdiction', /\bjurisdiction\b|\bvenue\b|^commerce$/i],
  ['parties', /^(?:the\s+)?(?:parties|identification\s+of\s+(?:the\s+)?parties)$/i],
  [
    'intro',
    /^(?:nature\s+of\s+(?:the\s+)?(?:action|case|claims?)|introduction|preliminary\s+statement|summary\s+of\s+(?:the\s+)?(?:action|case|claims?|allegations))$/i,
  ],
  [
    'class',
    /\b(?:class|collective)\s+(?:action\s+)?(?:allegations|definitions?|representation)\b/i,
  ],
  ['claims', /^(?:claims?\s+for\s+relief|causes?\s+of\s+action|counts?|legal\s+claims|claims)$/i],
  [
    'law',
    /\b(?:statutory|regulatory|legal)\s+(?:and\s+regulatory\s+)?(?:background|framework|scheme|provisions)\b|^(?:the\s+|violations?\s+of\s+the\s+)?[\w\s.’'&-]*\b(?:act|rule|regulations?|statute)$/i,
  ],
  [
    'facts',
    /\bfact(?:s|ual)\b|\bbackground\b|\bgeneral\s+allegations\b|\bsubstantive\s+allegations\b|\ballegations\s+common\b/i,
  ],
  [
    'other',
    /\bexhaustion\b|\badministrative\s+(?:remedies|prerequisites)\b|\bprocedural\s+(?:history|background)\b|\btolling\b|\bconditions\s+precedent\b/i,
  ],
]

export const ROLE_ONLY = /^(?:the\s+)?(?:plaintiff|petitioner|defendant|respondent)s?$/i

/** A heading's words: its enumerator and trailing colon cut, one space between words. */
export function headingWords(line: string) {
  return squeeze(line.trim().replace(ENUMERATOR, '').replace(/[:.]$/, ''))
}

/**
 * What a heading line announces: a known section, `other` for a heading of its own words (in
 * capitals: "DEFENDANT'S SCHEME"), or null when the line is no heading.
 */
export function headingOf(line: string): Section | null {
  const trimmed = line.trim()
  if (trimmed.length < 3 || trimmed.length > 120) return null
  // Most lines are prose: in lower case and longer than a heading in lower case may be.
  if (trimmed.length > 60 && /\p{Ll}/u.test(trimmed)) return null
  const words = headingWords(trimmed)
  if (words === '') return null
  // A side's word alone in capitals heads its parties ("DEFENDANTS"); in a caption it ends a side
  // ("Plaintiff,", "DEFENDANT.").
  if (ROLE_ONLY.test(words)) return /\p{Ll}|[.,]$/u.test(trimmed) ? null : 'parties'
  const capitals = !/\p{Ll}/u.test(words) && /\p{Lu}.*\p{Lu}.*\p{Lu}/u.test(words)
  // A heading in capitals may end with a colon but not as a sentence or a list's line does.
  if (capitals && /[,;]$/.test(trimmed)) return null
  for (const [section, pattern] of HEADINGS) {
    // A known heading is the whole line (in capitals it may say more: "FACTUAL BACKGROUND AND
    // DEFENDANT'S SCHEME"); in lower case only the heading's own words ("Factual Allegations").
    if (!pattern.test(words)) continue
    if (capitals || (words.length <= 50 && !/[.;,]/.test(words) && titleCased(words)))
      return section
  }
  if (capitals && !/\.$/.test(trimmed)) return 'other'
  return null
}

/** Most of the longer words capitalised: a title ("Breach of the Implied Covenant"), not prose. */
export function titleCased(text: string) {
  const words = text.match(/[\p{L}'’]{4,}/gu) ?? []
  if (words.length === 0) return /^\p{Lu}/u.test(text)
  return words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6
}

// The prayer's opening where no heading announces it.
export const WHEREFORE = /^\s*WHEREFORE\b/i
// Where a pleading's body ends: the jury demand, the date and the signature block.
export const CLOSING =
  /^\s*(?:(?:Plaintiffs?\s+)?(?:hereby\s+)?demands?\s+(?:a\s+)?(?:trial\s+by\s+jury|jury\s+trial)|JURY\s+TRIAL\s+DEMANDED|Dated\b|DATED\b|Date:|DATE:|Respectfully\s+submitted|RESPECTFULLY\s+SUBMITTED|\/s\/|s\/\s|By:\s)/

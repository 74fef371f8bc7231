// What kind of paper a document is, from its first page's title lines and headers: the first
// kind named in capitals in the caption area wins ("MEMORANDUM OPINION AND ORDER" is an
// opinion), a docket report or notice of electronic filing by its header. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { captionEnd } from '../extract/placement'
import type { PageText } from '../extract/types'
import { lineAround } from './spans'

const HEADERS: Array<[RegExp, string]> = [
  [
    /\bCIVIL\s+DOCKET\s+FOR\s+CASE\b|\bCRIMINAL\s+DOCKET\s+FOR\s+CASE\b|\bDocket\s+Report\b|\bGeneral\s+Docket\b/i,
    'docket',
  ],
  [/\bNotice\s+of\s+Electronic\s+Filing\b|\bNotice\s+of\s+Docket\s+Activity\b/i, 'notice'],
]

/** Title words, most specific first: "consent decree" before "order", "opinion" before "memorandum". */
const TITLES: Array<[RegExp, string]> = [
  [/\bCONSENT\s+(?:DECREE|JUDGMENT|ORDER)\b/, 'consent decree'],
  [/\bSTIPULAT(?:ION|ED)\b/, 'stipulation'],
  [/\bOPINION\b/, 'opinion'],
  [/\bJUDGMENT\b/, 'judgment'],
  [/\b(?:AMENDED\s+)?COMPLAINT\b(?!\s*\.)/, 'complaint'],
  [/\bPETITION\b/, 'petition'],
  [/\bANSWER\b/, 'answer'],
  [/\bMOTION\b/, 'motion'],
  [/\bBRIEF\b/, 'brief'],
  [/\bMEMORANDUM\b/, 'memorandum'],
  [/\bORDER\b/, 'order'],
  [/\bNOTICE\b/, 'notice'],
  [/\bDECLARATION\b|\bAFFIDAVIT\b/, 'declaration'],
]

/** The document's type, quoted from where its first page says it, or null. */
export function documentTypeFact(head: readonly PageText[]): Fact | null {
  const first = head[0]
  if (!first) return null
  const text = first.text
  for (const [re, type] of HEADERS) {
    const match = re.exec(text.slice(0, 2000))
    if (match)
      return typeFact(first.page, text, match.index, match.index + match[0].length, type, 0.9)
  }
  const limit = Math.min(text.length, Math.max(captionEnd(text) + 400, 1200))
  let offset = 0
  for (const line of text.slice(0, limit).split('\n')) {
    const trimmed = line.trim()
    // A title line is in capitals; "Plaintiff's Complaint" in running prose is not a title.
    if (
      /\p{Lu}{4}/u.test(trimmed) &&
      !/\p{Ll}{3}/u.test(trimmed.replace(/\b(?:and|of|for|to|in|the|on)\b/g, ''))
    ) {
      for (const [re, type] of TITLES) {
        const match = re.exec(line)
        if (
          match &&
          !/\bTO\s+(?:DEFENDANT|PLAINTIFF)S?['’]?S?\s*$/.test(line.slice(0, match.index))
        ) {
          const start = offset + match.index
          return typeFact(first.page, text, start, start + match[0].length, type, 0.75)
        }
      }
    }
    offset += line.length + 1
  }
  return null
}

function typeFact(
  page: number,
  text: string,
  start: number,
  end: number,
  type: string,
  confidence: number,
): Fact {
  return {
    kind: 'documentType',
    role: '',
    value: type,
    display: type[0]!.toUpperCase() + type.slice(1),
    context: lineAround(text, start, end),
    page,
    start,
    end,
    confidence,
  }
}

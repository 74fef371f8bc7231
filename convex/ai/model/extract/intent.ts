// What a column asks for, read from its type, label and prompt: a "text" column labelled
// "Docket number" wants the case-number recogniser, a "list" column "Defendants" the caption's
// defendants, a "number" column about damages an amount of money.
import type { PartySide } from './partyField'
import type { Column } from './types'

/** The recogniser that answers a column. */
export type Intent =
  | {
      kind:
        | 'date'
        | 'amount'
        | 'number'
        | 'docket'
        | 'court'
        | 'judge'
        | 'yesNo'
        | 'classification'
        | 'list'
        | 'text'
    }
  | { kind: 'parties'; side: PartySide }

const DOCKET =
  /\b(?:docket|case\s*(?:no\.?|number|#)|index\s*(?:no\.?|number)|civil\s+action\s+(?:no\.?|number)|cause\s+(?:no\.?|number))/i
const COURT = /\b(?:court|tribunal|forum|venue)\b/i
const JUDGE = /\b(?:judge|justice|magistrate|presiding|jurist)\b/i
const PLAINTIFF = /\b(?:plaintiffs?|petitioners?|claimants?)\b/i
const DEFENDANT = /\b(?:defendants?|respondents?)\b/i
const PARTIES = /\bpart(?:y|ies)\b|\blitigants?\b/i
const MONEY =
  /\b(?:amount|\$|dollars?|price|fees?|damages|settlement|paid|payment|cost|costs|sum|award|fine|penalty|salary|rent|usd|eur)\b/i

/** The party side a column names, if it names one. */
function partySide(text: string): PartySide | null {
  const plaintiff = PLAINTIFF.test(text)
  const defendant = DEFENDANT.test(text)
  if (plaintiff && !defendant) return 'plaintiffs'
  if (defendant && !plaintiff) return 'defendants'
  if ((plaintiff && defendant) || PARTIES.test(text)) return 'all'
  return null
}

/** Reads which recogniser answers `column`. */
export function intentOf(column: Column): Intent {
  const label = column.label
  const both = `${column.label} ${column.prompt}`
  switch (column.type) {
    case 'date':
      return { kind: 'date' }
    case 'currency':
      return { kind: 'amount' }
    case 'number':
      return { kind: MONEY.test(both) ? 'amount' : 'number' }
    case 'yesNo':
      return { kind: 'yesNo' }
    case 'classification':
      return { kind: 'classification' }
    case 'list': {
      const side =
        partySide(label) ?? (/\bwho\b/i.test(column.prompt) ? partySide(column.prompt) : null)
      return side ? { kind: 'parties', side } : { kind: 'list' }
    }
    case 'text': {
      // The label decides first: it is the column's name; the prompt may mention other things.
      for (const text of [label, both]) {
        if (DOCKET.test(text)) return { kind: 'docket' }
        if (JUDGE.test(text)) return { kind: 'judge' }
        const side = partySide(text)
        if (side && (text === label || /\bwho\b|\bname/i.test(column.prompt)))
          return { kind: 'parties', side }
        if (COURT.test(text) && !/\bcourt\s+(?:date|hearing|order)/i.test(text))
          return { kind: 'court' }
      }
      return { kind: 'text' }
    }
  }
}

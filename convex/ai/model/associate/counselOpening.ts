// A pleading's opening names its counsel in prose before any signature block: "Plaintiff Roe
// Housing Center, by its attorneys, Poe & Moe, LLP and Legal Aid of Elm County, Inc., alleges
// the following"; "The Named Plaintiffs, on behalf of themselves, by and through counsel Jane
// Roe, and the law office of Roe & Poe, LLC, bring this action". The words between "by … counsel"
// and the pleading's verb are the lawyers or firms; the party before "by" is their client. Pure.
import type { Counsel } from './counsel'
import { isPerson } from './counselNames'
import type { SourcePage } from './types'

// The party, what may stand between it and "by" (its name, "on behalf of themselves"), the
// counsel word, the lawyers or firms (capitalised), and the verb that opens the pleading.
const OPENING = new RegExp(
  String.raw`\b(plaintiffs?|defendants?|petitioners?|respondents?|relators?|intervenors?|movants?)\b` +
    String.raw`([^.;:]{0,300}?),?\s+by\s+(?:and\s+through\s+)?(?:(?:its|his|her|their|the)\s+)?` +
    String.raw`(?:undersigned\s+)?(attorneys?|counsel)(?:\s+of\s+record)?,?\s+` +
    String.raw`([A-Z][^;:()]{2,160}?),?\s+(?:hereby\s+|respectfully\s+)?` +
    String.raw`(?:alleges?|complains?|brings?|files?|states?|submits?|moves?|answers?|responds?|` +
    String.raw`opposes?|replies|reply|petitions?|as\s+and\s+for|for\s+(?:its|his|her|their)\s+complaint)\b`,
  'gi',
)

// What may close the client's name before the clause that follows it: a comma, a parenthesis,
// a quotation mark ("(the “Named Plaintiffs”), on behalf of …").
const NAME_CLOSE = /[,(“”"]/

// A firm's or legal office's mark: "Poe & Moe", ", LLP", "P.C.", "Legal Aid", "Law Office".
const FIRM =
  /&|\b(?:L\.?L\.?P|L\.?L\.?C|P\.?L\.?L\.?C|P\.?C|P\.?A|Inc)\b|\b(?:Law|Legal|Attorneys?|Counsel)\b/

/**
 * Whether the words read as counsel name a lawyer or a firm: capitalised, and a firm's mark or
 * a person's name first ("Jane Roe, and the law office of …"), not a clause the pattern ran
 * over ("and for their First Amended Complaint", "and parents and natural guardians").
 */
function namesCounsel(name: string): boolean {
  if (!/^[A-Z]/.test(name)) return false
  return FIRM.test(name) || isPerson(name.split(',')[0]!.trim())
}

/**
 * The lawyers or firms a pleading's opening sentence says its party appears by, one candidate
 * per sentence: named as printed ("Poe & Moe, LLP and Legal Aid of Elm County, Inc."), for the
 * party before "by", the quote the sentence from the party to its verb.
 */
export function openingCounsel(page: SourcePage): Counsel[] {
  const out: Counsel[] = []
  // Line breaks as spaces: the offsets stay the page's.
  const text = page.text.replace(/\n/g, ' ')
  for (const m of text.matchAll(OPENING)) {
    const role = m[1]!.toLowerCase()
    const name = m[4]!.replace(/\s+/g, ' ').trim()
    if (!namesCounsel(name)) continue
    const between = m[2]!.replace(/\s+/g, ' ')
    const client = NAME_CLOSE.test(between) ? between.slice(0, between.search(NAME_CLOSE)) : between
    out.push({
      name,
      title: m[3]!.toLowerCase(),
      forWhom: `${role} ${client}`.toLowerCase().replace(/\s+/g, ' ').trim(),
      government: false,
      signed: false,
      argued: false,
      page,
      start: m.index,
      end: m.index + m[0].length,
    })
  }
  return out
}

// Who sues whom: a pleading's parties from its caption, else from the defined terms and the names
// after a side's word in its first pages, each with the word the pleading uses for its side.
import { findCaptionParties, findParties, type PartyRole } from '../../../ai/model/extract/parties'
import { normalizePartyName, partyNames } from '../../../ai/model/extract/partyNames'
import { recase } from '../../../ai/model/extract/text'
import type { SourcePage } from '../types'
import type { Party } from './types'

const ROLE_WORD = /\b(Plaintiff|Petitioner|Claimant|Relator|Movant|Defendant|Respondent)s?\b/gi

/** How far into a pleading its parties are looked for. */
const PARTIES_WITHIN = 20_000
/** How many captions a page is read for, past those naming no party (an attorney's block). */
const CAPTION_TRIES = 3

/**
 * Who sues whom: the caption of the first pages (past a "caption" whose names are an attorney's
 * block or an address), then for a side it did not give the parties' defined terms ("Jane Roe
 * (“Plaintiff”)") and the names after a side's word ("Defendant Twitter, Inc. (“Twitter”)").
 */
export function findPleadingParties(pages: SourcePage[]): Party[] {
  const parties: Party[] = []
  const add = (page: SourcePage, side: PartyRole, names: string[], start: number, end: number) => {
    const quote = page.text.slice(start, end)
    const role = roleWord(quote, side)
    const { documentId, documentName } = page
    const source = { documentId, documentName, page: page.page, start, end, quote }
    for (const name of names) {
      // "Vonage Holdings" is "Vonage Holdings Corp." named again.
      const key = `${normalizePartyName(name)} `
      const same = (other: Party) => {
        const otherKey = `${normalizePartyName(other.name)} `
        return other.side === side && (otherKey.startsWith(key) || key.startsWith(otherKey))
      }
      if (parties.some(same)) continue
      parties.push({ name, role, side, sources: [source] })
    }
  }
  captions: for (const page of pages.slice(0, 2)) {
    let offset = 0
    for (let tries = 0; tries < CAPTION_TRIES; tries++) {
      const caption = findCaptionParties(page.text.slice(offset))
      if (caption.length === 0) break
      const sides = caption.map((mention) => ({ mention, names: partyNamesOf(mention.value) }))
      if (sides.every((side) => side.names.length > 0)) {
        for (const { mention, names } of sides) {
          add(page, mention.role, names, offset + mention.start, offset + mention.end)
        }
        break captions
      }
      offset += caption[0]!.end
    }
  }
  const has = (side: PartyRole) => parties.some((party) => party.side === side)
  if (has('plaintiffs') && has('defendants')) return parties
  let seen = 0
  for (const page of pages) {
    if (seen >= PARTIES_WITHIN) break
    const text = page.text.slice(0, PARTIES_WITHIN - seen)
    seen += text.length
    const found: Array<{ side: PartyRole; names: string[]; start: number; end: number }> = []
    for (const mention of findParties(text)) {
      if (mention.form === 'caption') continue
      const names = partyNamesOf(mention.value)
      found.push({ side: mention.role, names, start: mention.start, end: mention.end })
    }
    for (const match of text.matchAll(ROLE_NAMED)) {
      const side = sideOfRole(match[1]!)
      if (!side) continue
      const names = partyNamesOf(partyNames(match[2]!))
      const start = match.index + match[0].indexOf(match[2]!, match[1]!.length)
      found.push({ side, names, start: match.index, end: start + match[2]!.length })
    }
    const before = { plaintiffs: has('plaintiffs'), defendants: has('defendants') }
    for (const { side, names, start, end } of found.sort((a, b) => a.start - b.start)) {
      if (!before[side] && names.length > 0) add(page, side, names, start, end)
    }
  }
  return parties
}

// "Defendant Twitter, Inc. (“Twitter”)", "Plaintiff Maria Reyes (“Reyes”)": a side's word, the
// name in capitals, then the defined term the pleading calls it by.
const ROLE_NAMED =
  /\b(Plaintiffs?|Defendants?|Respondents?|Petitioners?|Relators?),?\s+(?:the\s+)?((?:[A-Z0-9][\w.&'’,-]*\s+){0,7}?[A-Z0-9][\w.&'’-]*\.?)\s*\((?:collectively,?\s+|together,?\s+)?(?:the\s+)?[“"]/g

// What a caption's block holds after its names: an attorney's details, an address.
const NOT_A_NAME =
  /\b(?:Attorneys?|Counsel|Esq|Suite|Street|Avenue|Boulevard|Blvd|Telephone|Tel|Fax|E-?mail|SBN|Bar\s+No|Listed|Signature\s+Page)\b|\b(?:St|Ave|Rd)\.\s|@|\b\d{5}(?:-\d{4})?\b|\b\d+\s+\d+(?:st|nd|rd|th)\b|^\d+\s|^\[/i
// A piece of a description the names were cut from ("as an officer of …", "d/b/a …").
const NAME_PIECE = /^(?:as|and|or|of|by|for|d\/b\/a|dba|individually|doing)\b/i
// A description left after a name: "DEREK DOHERTY, individually and as an officer of …".
const CAPACITY =
  /,?\s+(?:individually|as\s+(?:an?\s+|the\s+)?(?:officer|director|owner|member|manager|principal|employee|agent|trustee|executor))\b.*$/i

/** The names of a side that are names: up to an attorney's block or an address, pieces left out. */
function partyNamesOf(names: string[]): string[] {
  const kept: string[] = []
  for (const name of names) {
    if (NOT_A_NAME.test(name)) break
    if (NAME_PIECE.test(name)) continue
    const clean = name
      // "Respondent BetterHelp, Inc.": the side's word is no part of the name.
      .replace(/^(?:(?:Plaintiffs?|Defendants?|Respondents?|Petitioners?|Relators?)\s+)+/i, '')
      // "Truthfinder, LLC, LLC": a suffix read twice.
      .replace(/(,\s*(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Ltd\.?|L\.P\.|LP))\1+$/i, '$1')
      .replace(CAPACITY, '')
      .trim()
    if (clean.length >= 2 && /\p{Lu}/u.test(clean)) kept.push(recase(clean))
  }
  return kept
}

/** The word a caption uses for a side ("Petitioner,"), the last of that side in the passage. */
function roleWord(quote: string, side: PartyRole) {
  const words = [...quote.matchAll(ROLE_WORD)].map((m) => m[1]!.toLowerCase())
  const ofSide = words.filter((word) => sideOfRole(word) === side)
  const word = ofSide.at(-1) ?? (side === 'plaintiffs' ? 'plaintiff' : 'defendant')
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** Which side a role word names: Plaintiff, Petitioner… or Defendant, Respondent. */
export function sideOfRole(role: string): PartyRole | null {
  if (/^(?:plaintiff|petitioner|claimant|relator|movant)s?$/i.test(role)) return 'plaintiffs'
  if (/^(?:defendant|respondent)s?$/i.test(role)) return 'defendants'
  return null
}

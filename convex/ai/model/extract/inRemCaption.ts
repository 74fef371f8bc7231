// A forfeiture's or a condemnation's caption sues the property itself, and its description is
// one name however many commas it holds: "REAL PROPERTY LOCATED AT 12 ELM ROAD, DALE, OHIO, WITH
// ALL APPURTENANCES AND IMPROVEMENTS THEREON"; "1.5 ACRES OF LAND, MORE OR LESS, SITUATE IN ELM
// COUNTY, STATE OF OHIO, AND JOHN ROE, et al." (the land, then the owners sued with it). The
// description runs to its "…THEREON" (or "…THERETO"), to the ", AND" or ";" that opens the next
// party, or to the block's end; the names after it are read as any list is.
import { isInRemProperty } from './inRemProperty'
import { tidyName } from './nameTidy'

/**
 * The property's description tidied as a name, its figures kept: a measure of land opens on its
 * figure ("1.5 Acres of Land"), which a name's tidying would take for debris before it.
 */
export function propertyName(lead: string): string {
  const tidy = tidyName(lead)
  const figure = /^(?:\d[\d,]*(?:\.\d+)?\s+)/.exec(lead)
  const whole = figure && !/^[\d$]/.test(tidy) ? `${figure[0]}${tidy}` : tidy
  // A serial or account number keeps its letters as printed ("VIN 1GCUY…", not "1gcuy…").
  const printed = new Map(
    (lead.match(SERIAL) ?? []).map((token) => [token.toLowerCase(), token] as const),
  )
  return whole.replace(SERIAL, (token) => printed.get(token.toLowerCase()) ?? token)
}

// A word of letters and figures mixed: a vehicle's VIN, a serial or an account number (an
// ordinal, "21ST", is a word the name recases).
const SERIAL =
  /\b(?!\d+(?:st|nd|rd|th|ST|ND|RD|TH)\b)(?=[\p{L}\d]*\d)(?=[\p{L}\d]*\p{L})[\p{L}\d]{4,}\b/gu

// The end of an appurtenances clause: "WITH ALL APPURTENANCES AND IMPROVEMENTS THEREON".
const CLAUSE_END =
  /\b(?:THEREON|THERETO|THEREIN|THEREUNDER|Thereon|Thereto|Therein|thereon|thereto|therein)\b\.?/u
// The mark that opens the next party: ", AND JOHN ROE", "; JANE POE". (", and all …", ", and any
// …" go on describing the property: "…, AND ALL PROCEEDS THEREOF".)
// (A case title's "et al" after the property ends it too: "USA v. 3 Acres of Land, … et al".)
const NEXT_PARTY =
  /\s*(?:,\s*(?:and|AND|And|&)\s+(?!(?:all|any|ALL|ANY|All|Any)\b)|;\s*|,?\s+(?:et|ET)\.?\s+(?:al|AL)\b\.?)(?=\S|$)/u
// A role the block kept after the description ("…, Defendant in rem.").
const TRAILING_ROLE =
  /[\s,]*\b(?:Defendants?|DEFENDANTS?|Respondents?|RESPONDENTS?)\b(?:\s+in\s+rem)?[\s.,]*$/u
// A column of ")" separators a two-column caption sets beside the names, each at its line's end.
const COLUMN_MARK = /[ \t]*\)[ \t]*$/gm

/**
 * The property a caption block names first, its description whole, and the text after it that
 * names the other parties; null when the block does not open on property sued in rem.
 */
export function inRemLead(block: string): { lead: string; rest: string } | null {
  const text = block
    .split('\n')
    .map((line) => (line.includes('(') ? line : line.replace(COLUMN_MARK, '')))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim()
  if (!isInRemProperty(text)) return null
  const clause = CLAUSE_END.exec(text)
  const next = NEXT_PARTY.exec(text)
  let end = text.length
  let restAt = text.length
  if (next && (!clause || next.index < clause.index)) {
    end = next.index
    restAt = next.index + next[0].length
  } else if (clause) {
    end = clause.index + clause[0].length
    restAt = end
  }
  const lead = text
    .slice(0, end)
    .replace(TRAILING_ROLE, '')
    .replace(/[\s,;.]+$/, '')
  const rest = text
    .slice(restAt)
    .replace(/^[\s,;]*(?:(?:and|AND|And|&)\s+)?/u, '')
    .replace(TRAILING_ROLE, '')
    .trim()
  return lead ? { lead, rest } : null
}

// A state court's register of actions or case summary (Tyler Odyssey's public pages and their
// like): "REGISTER OF ACTIONS" (or "Case Summary"), then a "PARTY INFORMATION" section listing
// each party on a row of its role, its name as the court prints it ("Roe, Jane") and its lead
// attorneys ("Plaintiff  Roe, Jane  John Q. Lawyer / Retained"); a page rendered a cell to a line
// sets the role alone on its line and the name on the next. The section ends at the register's
// events ("EVENTS & ORDERS OF THE COURT") or its financial part.
import { mention, type PartyMention, type PartyRole, SIDE_NAMES_MAX } from './partyMention'

const REGISTER_HEADING =
  /\bREGISTER[ \t]+OF[ \t]+ACTIONS\b|\bRegister[ \t]+of[ \t]+Actions\b|^[ \t]*(?:CASE[ \t]+SUMMARY|Case[ \t]+Summary)[ \t]*$/m
const PARTY_SECTION =
  /^[ \t]*(?:PARTY[ \t]+INFORMATION|Party[ \t]+Information)[ \t]*(?:\t|[ ]{2,}|\n|$)/m
const SECTION_END =
  /^[ \t]*(?:EVENTS|Events|FINANCIAL[ \t]+INFORMATION|Financial[ \t]+Information|DISPOSITIONS?|Dispositions?|OTHER[ \t]+EVENTS|CASE[ \t]+EVENTS|Case[ \t]+Events|HEARINGS?|Hearings?)\b/m
// A party's row: its role (the row's first cell), then its name in the next cell, a tab or two
// spaces apart, or on the next line that holds text.
const PARTY_ROW =
  /^[ \t]*(Plaintiff|Petitioner|Defendant|Respondent|PLAINTIFF|PETITIONER|DEFENDANT|RESPONDENT)(?:[ \t]*\t[ \t]*|[ ]{2,}|[ \t]*\n(?:[ \t]*\n){0,3}[ \t]*)(?=\S)([^\n]*?)(?=[ \t]*\t|[ ]{2,}|[ \t]*$)/gm
const REGISTER_REACH = 4000
const SECTION_REACH = 12000

/** Where a register's party section starts (past its heading) and ends, or null. */
function partySection(text: string): { start: number; end: number } | null {
  if (!REGISTER_HEADING.test(text.slice(0, REGISTER_REACH))) return null
  const section = PARTY_SECTION.exec(text.slice(0, REGISTER_REACH * 2))
  if (!section) return null
  const start = section.index + section[0].trimEnd().length
  const rest = text.slice(start, start + SECTION_REACH)
  const end = SECTION_END.exec(rest)
  return { start, end: start + (end ? end.index : rest.length) }
}

/** Whether the page is a court's register of actions with a party section. */
export function isRegisterOfActions(text: string): boolean {
  return partySection(text) !== null
}

/**
 * The parties a register of actions lists, each side in its order (its first the lead), named as
 * the register prints them (`nameOf` tidies each); none unless both sides are read.
 */
export function registerOfActionsParties(
  text: string,
  nameOf: (raw: string) => string | null,
): PartyMention[] {
  const section = partySection(text)
  if (!section) return []
  const sides: Record<PartyRole, Array<{ name: string; start: number; end: number }>> = {
    plaintiffs: [],
    defendants: [],
  }
  for (const row of text.slice(section.start, section.end).matchAll(PARTY_ROW)) {
    const role: PartyRole = /^(?:plaintiff|petitioner)/i.test(row[1]!) ? 'plaintiffs' : 'defendants'
    const name = nameOf(row[2]!)
    const start = section.start + row.index + row[0].length - row[2]!.length
    if (name && sides[role].length < SIDE_NAMES_MAX && !sides[role].some((p) => p.name === name))
      sides[role].push({ name, start, end: start + row[2]!.length })
  }
  const [plaintiffs, defendants] = [sides.plaintiffs, sides.defendants]
  if (plaintiffs.length === 0 || defendants.length === 0) return []
  return [
    mention(
      'plaintiffs',
      plaintiffs.map((p) => p.name),
      plaintiffs[0]!.start,
      plaintiffs.at(-1)!.end,
      'caption',
    ),
    mention(
      'defendants',
      defendants.map((p) => p.name),
      defendants[0]!.start,
      defendants.at(-1)!.end,
      'caption',
    ),
  ]
}

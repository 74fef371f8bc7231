// A court of appeals' docket as a research service prints it: its "NAMES" section lists each
// party on a line of its own, its role under it ("JANE ROE" / "Type:  PLAINTIFF - APPELLEE",
// "ELM COUNTY, SHERIFF" / "Type:  DEFENDANT - APPELLANT"), its counsel after. The role's first
// word says the side.
import { mention, SIDE_NAMES_MAX, type PartyMention, type PartyRole } from './partyMention'
import { readPartyNames } from './partyNames'

// A party's line, its role's line under it (blank lines between allowed).
const TYPED_NAME =
  /^[ \t]*(\S[^\n:]*?)[ \t]*\n(?:[ \t]*\n){0,2}[ \t]*Type:[ \t]+(PLAINTIFF|PETITIONER|DEFENDANT|RESPONDENT|Plaintiff|Petitioner|Defendant|Respondent)\b[^\n]*$/gm

/** The two sides a typed list of names gives, each in its order; none unless both are listed. */
export function findTypedNames(text: string): PartyMention[] {
  const sides: Record<PartyRole, Array<{ name: string; start: number; end: number }>> = {
    plaintiffs: [],
    defendants: [],
  }
  for (const match of text.matchAll(TYPED_NAME)) {
    const role: PartyRole = /^(?:plaintiff|petitioner)$/i.test(match[2]!)
      ? 'plaintiffs'
      : 'defendants'
    const { names, doubted } = readPartyNames(match[1]!)
    // A name too doubtful to read ends the side: the names after it would lead a wrong list.
    if (doubted || names.length === 0) continue
    if (sides[role].length >= SIDE_NAMES_MAX) continue
    const start = match.index + match[0].indexOf(match[1]!)
    sides[role].push({ name: names[0]!, start, end: start + match[1]!.length })
  }
  if (sides.plaintiffs.length === 0 || sides.defendants.length === 0) return []
  return (['plaintiffs', 'defendants'] as const).map((role) => {
    const side = sides[role]
    return mention(
      role,
      side.map((party) => party.name),
      side[0]!.start,
      side[side.length - 1]!.end,
      'caption',
    )
  })
}

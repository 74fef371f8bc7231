// A caption headed "In re" or "In the Matter of": one subject, or a reporter's title naming a case.
import { namesAfter } from './captionBlocks'
import { twoSides } from './captionSides'
import { leftColumn } from './captionLines'
import { mention, type PartyMention } from './partyMention'
import { tidyName } from './nameTidy'
import { partyNames } from './partyNames'

// "In re:", "IN THE MATTER OF" heading a caption's first line.
// (The Board of Veterans' Appeals heads its decisions "IN THE APPEAL OF", the veteran's name
// under it and the representative under "Represented by".)
// (A habeas applicant or a mandamus petitioner comes "Ex parte", as Texas and Alabama title it:
// "EX PARTE JOHN ROE, Applicant".)
const IN_RE_HEADING =
  /^[ \t]*(?:IN\s+RE|In\s+re|IN\s+THE\s+MATTER\s+OF|In\s+the\s+Matter\s+of|IN\s+THE\s+APPEAL\s+OF|In\s+the\s+Appeal\s+of|EX\s+PARTE|Ex\s+[Pp]arte)\b[ \t]*:?/gm
// "EX PARTE MOTION FOR …", "Ex Parte Application for a Temporary Restraining Order": a paper's
// title (made without notice), no party's.
const EX_PARTE_PAPER =
  /^\s*(?:(?:EMERGENCY|Emergency|VERIFIED|Verified|AMENDED|Amended)\s+)?(?:MOTIONS?|Motions?|APPLICATIONS?|Applications?|ORDERS?|Orders?|PETITIONS?|Petitions?|REQUESTS?|Requests?|HEARINGS?|Hearings?|TEMPORARY|Temporary|COMMUNICATIONS?|Communications?|NOTICE|Notice|RELIEF|Relief|PROCEEDINGS?|Proceedings?|SUBMISSIONS?|Submissions?|DECLARATIONS?|Declarations?)\b/
// The line under the subject naming who represents it: no party.
const REPRESENTED_BY = /\n[ \t]*Represented\s+by\b[\s\S]*$/i
const IN_RE_REACH = 2000
// The next line of the caption's left column names the subject a debtor.
const DEBTOR_LINE = /^[^\n]*\n(?:[ \t]*[)x§:]*[ \t]*\n)*[ \t]*(?:Alleged\s+)?Debtors?\b/i

/**
 * A caption with one side only, its subject under an "In re" heading: an application, an estate,
 * a petitioner ("In re:\nMARY ROE,\nPetitioner."). The subject is the side that comes to court,
 * the plaintiffs'; when the paper calls it the "Respondent" (an agency's "In the Matter of Acme
 * Corp."), it is the side proceeded against. The heading stands alone on its line or the subject
 * is in capitals, as a caption prints them: "In re Gault, 387 U.S. 1" opening a line of the body
 * is a citation.
 */
export function findInReCaption(head: string): PartyMention[] {
  for (const heading of head.slice(0, IN_RE_REACH).matchAll(IN_RE_HEADING)) {
    const after = heading.index + heading[0].length
    const newline = head.indexOf('\n', after)
    const lineEnd = newline === -1 ? head.length : newline
    const rest = leftColumn(head.slice(after, lineEnd))
    const alone = rest.trim() === ''
    if (!alone && !/^\s*\p{Lu}{2,}/u.test(rest)) continue
    const exParte = /^\s*ex\s/i.test(heading[0])
    const found = namesAfter(head, alone ? lineEnd + 1 : after + rest.search(/\S/))
    if (!found) continue
    if (exParte && EX_PARTE_PAPER.test(found.names)) continue
    const names = found.names.replace(REPRESENTED_BY, '')
    const block = { ...found, names, end: found.start + names.trimEnd().length }
    // A bankruptcy's debtor ("Debtors." under the name) is the estate's subject, no plaintiff
    // and no defendant: the sides stay blank.
    if (DEBTOR_LINE.test(head.slice(block.end, block.end + 200))) continue
    const sides = inReVersus(head, block.start, block.end)
    if (sides.length > 0) return sides
    const subjects = (exParte ? null : matterTitle(block.names)) ?? partyNames(block.names)
    if (subjects.length === 0) continue
    const against = /\bRespondents?\b/.test(head.slice(block.end, block.end + 3000))
    return [
      mention(against ? 'defendants' : 'plaintiffs', subjects, block.start, block.end, 'caption'),
    ]
  }
  return []
}

// The subject of a caption that names a matter, not a party: an application ("IN RE APPLICATION
// OF THE FEDERAL BUREAU OF INVESTIGATION FOR AN ORDER REQUIRING …", "In re Application of the
// United States for a Search Warrant …"), a certification, a surveillance, a search, a grand
// jury's subpoena, as the Foreign Intelligence Surveillance Court and magistrate judges title
// them; a court's own papers, orders, opinions, motions, directives, procedures, as its titles
// list them ("IN RE CERTIFICATIONS, PROCEDURES, AND AMENDMENTS SUBMITTED UNDER SECTION 702", "In re
// Opinions & Orders of This Court Addressing Bulk Collection", "In re Motion for Release of Court
// Records"). The matter's word stands among the title's first three.
const MATTER_SUBJECT =
  /^\s*(?:\S+\s+){0,2}(?:APPLICATIONS?|Applications?|CERTIFICATIONS?|Certifications?|SURVEILLANCE|Surveillance|SEARCH(?:ES)?|Search(?:es)?|SUBPOENAS?|Subpoenas?|WARRANTS?|Warrants?|PRODUCTION|Production|ORDERS|Orders|OPINIONS|Opinions|MOTIONS?|Motions?|DIRECTIVES?|Directives?|PROCEDURES|Procedures|AMENDMENTS|Amendments|PROCEEDINGS|Proceedings)[\s,]+/
// A classification mark closing the title: "(U)", "(S)", "(TS//SI//NF)".
const CLASSIFICATION_MARK = /\s*\((?:U|C|S|TS)(?:\/\/[A-Z/ -]+)?\)$/

/**
 * A matter's title read as one name, however many lines it takes and whatever it asks for ("…
 * FOR AN ORDER REQUIRING THE PRODUCTION OF TANGIBLE THINGS", "… SURVEILLANCE AND PHYSICAL SEARCH
 * OF FOREIGN POWERS AND AGENTS OF FOREIGN POWERS"): its commas and "and"s join no parties; null
 * for any other subject.
 */
function matterTitle(block: string): string[] | null {
  if (!MATTER_SUBJECT.test(block) || /;/.test(block)) return null
  const title = block
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,.:]+$/, '')
    .replace(CLASSIFICATION_MARK, '')
  return title.split(' ').length >= 4 ? [tidyName(title)] : null
}

// The "v" between two names in capitals inside an "In re" title.
const IN_RE_VERSUS = /[ \t\n]+(?:v|vs|V|VS)\.?[ \t\n]+(?=\p{Lu})/u

/**
 * The two sides of a reporter's "In re" title that names a case ("In re ROE COUNTY BAR
 * ASSOCIATION v\nELM CIRCUIT COURT", as Michigan's reports title a superintending control
 * case): the name before the "v" is the side that comes to court, the one after it the other.
 * Both are printed in capitals; a title that names one subject gives nothing here.
 */
function inReVersus(head: string, start: number, end: number): PartyMention[] {
  const title = head.slice(start, end)
  const versus = IN_RE_VERSUS.exec(title)
  if (!versus) return []
  const before = title.slice(0, versus.index)
  const after = title.slice(versus.index + versus[0].length)
  if ([before, after].some((side) => /\p{Ll}/u.test(side.replace(/['’]s\b/g, '')))) return []
  const afterStart = start + versus.index + versus[0].length
  return twoSides(
    { text: before, start, end: start + before.trimEnd().length },
    { text: after, start: afterStart, end },
  )
}

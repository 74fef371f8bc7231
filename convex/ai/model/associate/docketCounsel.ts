// Who appears for whom on a docket page that lists lawyers in a table rather than a signature
// block: a court of appeals' CM/ECF party list (the party, its role line "Defendant - Appellee",
// then each lawyer over "Direct:" and "[COR LD NTC Retained]"), the Supreme Court's "Attorneys for
// Respondent" group closed by "Party name: …", and a Texas appellate page's "Party  PartyType
// Representative" table. Each lawyer is a counsel candidate for the party the table names, so
// "Who represents Teodoro Villanueva?" finds the lawyer of that party's group. Pure.
import type { Counsel } from './counsel'
import { isPerson, type Line } from './counselNames'
import type { SourcePage } from './types'

// A court of appeals' role line under a party: "Plaintiff - Appellant", "Defendants - Appellees,".
const APPEAL_ROLE =
  /^\s*((?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Intervenors?|Movants?|Claimants?)\s*-\s*(?:Appellants?|Appellees?|Petitioners?|Respondents?|Cross-Appellants?|Cross-Appellees?))\s*,?\s*$/i
// A lawyer's line in that list: the name alone, or with ", Attorney" / ", Esq.".
const LAWYER_LINE =
  /^\s*((?:[A-Z][\p{L}'’.-]*\s+){1,4}[A-Z][\p{L}'’-]*(?:,?\s+(?:Jr\.|Sr\.|II|III))?)(?:,\s*(?:Attorney|Esq\.?|Counsel))?\s*$/u
// What the lines under a lawyer's name in that list say: a phone, an e-mail, the notice codes.
const LAWYER_DETAIL = /^\s*(?:Direct:|Email:|Fax:|Firm:|\[COR\b|\[NTC\b|\[LD\b)/i
// The "v." between the sides, or a new role line, ends a party's lawyers.
const SIDE_BREAK = /^\s*v\.?\s*$/i

const lower = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/** A lawyer a court-system page's party table names, for whom, with the title it gives. */
export function tableCounsel(
  page: SourcePage,
  line: Line,
  name: string,
  forWhom: string,
  title: string,
): Counsel {
  let start = line.start
  while (start < line.end && /\s/.test(page.text[start]!)) start++
  return {
    name,
    title,
    forWhom: lower(forWhom).replace(/[.,;:]+$/, ''),
    government: false,
    signed: false,
    argued: false,
    page,
    start,
    end: line.end,
  }
}

// The docket's header fields and dates above the first party ("Date NOA Filed:", "01/16/2018"),
// where no blank line parts them from it.
const HEADER_FIELD = /\w:(?:\s|$)|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/

/** The party named on the lines above a role line, back to a blank line (three lines at most). */
function partyAbove(lines: Line[], i: number): string {
  const out: string[] = []
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const text = lines[j]!.text.trim()
    if (!text || SIDE_BREAK.test(text) || LAWYER_DETAIL.test(text) || HEADER_FIELD.test(text)) break
    out.unshift(text)
  }
  return out.join(' ').replace(/,\s*$/, '')
}

/** A court of appeals' party list: each lawyer under a party and its role line. */
export function appealListCounsel(page: SourcePage, lines: Line[]): Counsel[] {
  const out: Counsel[] = []
  lines.forEach((line, i) => {
    const role = APPEAL_ROLE.exec(line.text)
    if (!role) return
    const party = partyAbove(lines, i)
    if (!party) return
    for (let j = i + 1; j < lines.length && j <= i + 40; j++) {
      const text = lines[j]!.text
      if (APPEAL_ROLE.test(text) || SIDE_BREAK.test(text)) break
      const name = LAWYER_LINE.exec(text)?.[1]?.trim()
      if (!name || !isPerson(name)) continue
      const detail = lines.slice(j + 1, j + 3).some((l) => LAWYER_DETAIL.test(l.text))
      if (!detail) continue
      out.push(tableCounsel(page, lines[j]!, name, `${role[1]} ${party}`, 'attorney'))
    }
  })
  return out
}

// The Supreme Court's group heading: "Attorneys for Respondent", "Attorneys for Petitioners".
const HIGH_COURT_GROUP = /^\s*Attorneys?\s+for\s+([A-Za-z -]{3,40}?)\s*$/
const PARTY_NAME = /^\s*Party\s+name:\s*(.+?)\s*$/i
// A lawyer's row opens with the name, then the office after a run of spaces or a tab.
// (A page rendered with single spaces prints "Jane Roe Counsel of Record Roe Appellate Group …".)
const ROW_NAME =
  /^((?:[A-Z][\p{L}'’.-]*[ ]){1,4}[A-Z][\p{L}'’-]*)(?=\s{2,}|\t|\s*$|[ ]Counsel\s+of\s+Record\b)/u

/** The Supreme Court's counsel groups: each lawyer for the heading's side and the party named. */
export function highCourtCounsel(page: SourcePage, lines: Line[]): Counsel[] {
  const out: Counsel[] = []
  lines.forEach((line, i) => {
    const side = HIGH_COURT_GROUP.exec(line.text)?.[1]
    if (!side) return
    const group: Array<{ line: Line; name: string; title: string }> = []
    const parties: string[] = []
    for (let j = i + 1; j < lines.length && j <= i + 60; j++) {
      const text = lines[j]!.text
      if (HIGH_COURT_GROUP.test(text)) break
      const party = PARTY_NAME.exec(text)?.[1]
      if (party) {
        parties.push(party)
        continue
      }
      // Each group closes with its party names; a lawyer after them opens another group.
      if (parties.length > 0) break
      const name = ROW_NAME.exec(text)?.[1]
      if (!name || !isPerson(name)) continue
      const ofRecord = /counsel\s+of\s+record/i.test(
        `${text.slice(name.length, name.length + 30)} ${lines[j + 1]?.text ?? ''}`,
      )
      group.push({ line: lines[j]!, name, title: ofRecord ? 'counsel of record' : 'attorney' })
    }
    const forWhom = `${side} ${parties.join('; ')}`
    for (const g of group) out.push(tableCounsel(page, g.line, g.name, forWhom, g.title))
  })
  return out
}

// A Texas appellate page's party table: its header, then "party  type  representative" rows.
const PARTY_TABLE_HEAD = /^\s*Party\s+PartyType\s+Representative\s*$/i
const CELL_BREAK = /\t+|\s{2,}/
// A representative's honorific, which the table prints before each name.
const HONORIFIC = /^(?:Mr|Ms|Mrs|Dr|Hon)\.?\s+/
// Several representatives in one cell: "Mr. Ivo Tamsin, Ms. Maren Pellow".
const REPRESENTATIVES = /,\s*(?=(?:Mr|Ms|Mrs|Dr|Hon)\.?\s)/

// "Brisco Energy, L.P. Appellant Ms. Carla J. Vinterberg": the party, its type, then the
// representatives, each after an honorific.
const SPACED_ROW =
  /^\s*(.+?)\s+(Appellants?|Appellees?|Relators?|Real\s+Part(?:y|ies)\s+in\s+Interest|Respondents?|Petitioners?|Cross-Appellants?|Cross-Appellees?|Intervenors?)\s+((?:Mr|Ms|Mrs|Dr|Hon)\.?\s.+?)\s*$/i

/** A Texas appellate page's party table: each representative for the row's party and type. */
export function partyTableCounsel(page: SourcePage, lines: Line[]): Counsel[] {
  const out: Counsel[] = []
  const head = lines.findIndex((l) => PARTY_TABLE_HEAD.test(l.text))
  if (head < 0) return out
  for (let j = head + 1; j < lines.length; j++) {
    const cells = lines[j]!.text.trim().split(CELL_BREAK)
    // A row rendered with single spaces: cut at the party's type and the first honorific.
    if (cells.length < 3)
      cells.splice(0, cells.length, ...(SPACED_ROW.exec(lines[j]!.text)?.slice(1) ?? []))
    if (cells.length < 3) break
    const [party, type, reps] = [cells[0]!, cells[1]!, cells.slice(2).join(' ')]
    for (const rep of reps.split(REPRESENTATIVES)) {
      const name = rep.replace(HONORIFIC, '').trim()
      if (isPerson(name))
        out.push(tableCounsel(page, lines[j]!, name, `${type} ${party}`, 'attorney'))
    }
  }
  return out
}

/** The lawyers a docket page's counsel tables name (none on a page without such a table). */
export function docketPageCounsel(page: SourcePage, lines: Line[]): Counsel[] {
  return [
    ...appealListCounsel(page, lines),
    ...highCourtCounsel(page, lines),
    ...partyTableCounsel(page, lines),
  ]
}

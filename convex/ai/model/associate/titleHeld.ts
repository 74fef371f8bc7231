// "Who was the LRC's then-President …?", "Who is named as the Director of Eastfield State
// Hospital?", "Which Attorney General announced the agreement?": a person asked by the title they
// hold, answered by the person running text names with that title: an apposition ("the Harlow
// facility director, Dana Pruitt,"), a title printed before the name ("Attorney General Nora T.
// Belcourt announced"), or a name followed by its title ("TOBIAS R. WREN, Clerk", "LYLE D.
// OSTRO, Consulting Psychologist for …"). Every word that qualifies the title in the question
// (the office, the agency) must be said on the name's page, the office printed with the name may
// hold no other qualifier, and the papers must name one holder only. Pure.
import { isPerson } from './counselNames'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'
import type { OfficialFound } from './officialNamed'

// Titles a question asks who holds, lower case; "then-" may precede any.
const TITLES = [
  'attorney general',
  'united states attorney',
  'public defender',
  'county attorney',
  'undersheriff',
  'ombudsperson',
  'ombudsman',
  'psychologist',
  'superintendent',
  'commissioner',
  'administrator',
  'president',
  'secretary',
  'director',
  'governor',
  'sheriff',
  'warden',
  'mayor',
  'clerk',
  'chief',
]
/** A title's words in any case: "Director", "DIRECTOR", "director". */
const anyCase = (title: string) =>
  title
    .split(' ')
    .map((w) => [...w].map((c) => `[${c.toUpperCase()}${c}]`).join(''))
    .join(String.raw`\s+`)

const TITLE_WORD = String.raw`(?:${TITLES.map(anyCase).join('|')})`
// A word of the office's name in a question: the agency, the place, a possessive ("LRC's").
const OFFICE_WORD = String.raw`[\p{L}\d’'.&-]+`
// The office's tail after the title: "of East Mississippi State Hospital", "for the Tenth Circuit".
const OFFICE_TAIL = String.raw`(?:\s+(?:of|for)(?:\s+the)?(?:\s+(?:[A-Z\d][\p{L}\d’'.&-]*|of|and|the))+)?`

// "Who was the LRC's then-President whose …", "who is named as the Director of X?"
const WHO_ASKED = new RegExp(
  String.raw`\b[Ww]ho\s+(?:is|was)\s+(?:(?:named|identified|listed|designated)\s+as\s+)?the\s+((?:${OFFICE_WORD}\s+){0,5}?(?:[Tt]hen-)?${TITLE_WORD}${OFFICE_TAIL})(?=\s|[?,]|$)`,
  'u',
)
// "Which Attorney General announced the agreement?"
const WHICH_ASKED = new RegExp(
  String.raw`\b[Ww]hich\s+((?:${OFFICE_WORD}\s+){0,3}?${TITLE_WORD}${OFFICE_TAIL})\s+(?:announced|signed|wrote|is|was|issued|sent|approved|brought)\b`,
  'u',
)

/** The office a question asks who holds ("LRC's then-President"), or null. */
export function titleAsked(question: string): string | null {
  const m = WHO_ASKED.exec(question) ?? WHICH_ASKED.exec(question)
  return m ? m[1]!.replace(/\s+/g, ' ').trim() : null
}

/** The title noun an office names ("Director of X" → "director"), lower case, or null. */
export function titleOf(office: string): string | null {
  const m = new RegExp(String.raw`\b(?:then-)?(${TITLE_WORD})\b`, 'iu').exec(office)
  return m ? m[1]!.toLowerCase().replace(/\s+/g, ' ') : null
}

// Words of an office that tell no holder apart ("then", "the county", "the state").
const GENERIC = new Set(['then', 'counti', 'county', 'state', 'citi', 'city', 'offic', 'office'])

/** The words qualifying the title in the office asked ("LRC's then-President" → ["lrc"]). */
export function officeQualifiers(office: string, title: string): string[] {
  const rest = office.replace(new RegExp(title.replace(/ /g, String.raw`\s+`), 'iu'), ' ')
  return [...contentStemSet(rest.replace(/[’']s\b/g, ''))].filter((q) => !GENERIC.has(q))
}

const NAME = String.raw`((?:[A-Z][\p{L}'’-]+|[A-Z]\.)(?:\s+(?:[A-Z][\p{L}'’-]+|[A-Z]\.|[a-z]{1,3}[A-Z]\.)){1,3}(?:,\s+(?:Jr|Sr)\.|,\s+I{2,3}\b)?)`

// Capitalised words after a title that are a heading, not a name ("Attorney General Press Release").
const NOT_HOLDER =
  /^(?:press|release|news|report|office|staff|division|section|unit|order|notice|letter|act)$/i
const isHolder = (name: string) =>
  isPerson(name) && !name.split(' ').some((w) => NOT_HOLDER.test(w))

type TitledName = { start: number; end: number; name: string; office: string }

// The clause an office stands in: it ends at a line's end or a stop, a semicolon, a bracket.
const CLAUSE_END = /[\n;:()[\]]|\.\s/

/** The office words a title heads: the title and its tail up to the clause's end. */
function officeTail(text: string, from: number): string {
  const rest = text.slice(from, from + 90)
  const stop = rest.search(CLAUSE_END)
  return stop === -1 ? rest : rest.slice(0, stop)
}

/** The office words before a title, back to the clause's start ("the Harlow facility "). */
function officeHead(text: string, to: number): string {
  const before = text.slice(Math.max(0, to - 60), to)
  const stops = [...before.matchAll(/[\n;:,()[\]]|\.\s/g)]
  return stops.length === 0 ? before : before.slice(stops.at(-1)!.index + 1)
}

/**
 * Whether the words after a title run into another person ("Secretary of the BEQ Tomas Reyna
 * Vidal"): the title then belongs to that person, not to a name printed before it.
 */
function runsIntoName(tail: string): boolean {
  const words = tail.split(',')[0]!.split(/\s+/).filter(Boolean)
  return [2, 3].some((n) => {
    const last = words.slice(-n)
    return (
      words.length > n &&
      last.every((w) => /^[A-Z][\p{L}'’.-]*$/u.test(w)) &&
      isPerson(last.join(' '))
    )
  })
}

/**
 * Whether the words after a comma that follows a title are a place, not its holder: an appearance
 * list's "Ana Ruiz, County Attorney, Glen Cove (…)", where the title itself follows a name.
 */
function placeAfterTitle(text: string, at: number, match: string): boolean {
  return /,\s/.test(match) && /,\s*$/.test(text.slice(Math.max(0, at - 3), at))
}

/**
 * The names a page prints with the title, each with the office words around it: after the title
 * ("Director, Dana Pruitt", "Attorney General Ana M. Ruiz") or before it ("TOBIAS R. WREN,
 * Clerk", "Ana Ruiz, Director of …").
 */
function titledNames(title: string, text: string): TitledName[] {
  const t = anyCase(title)
  const before = new RegExp(String.raw`\b(?:[Tt]hen-)?${t}\s*,?[ \t]+${NAME}`, 'gu')
  const after = new RegExp(
    String.raw`${NAME},[ \t]+(?:(?:the|[Tt]hen-|[A-Z][\p{L}'’-]*)[ \t]+){0,3}(?:[Tt]hen-)?${t}\b`,
    'gu',
  )
  const found: TitledName[] = []
  for (const m of text.matchAll(before)) {
    const name = m[1]!.replace(/\s+/g, ' ').trim()
    if (!isHolder(name) || placeAfterTitle(text, m.index, m[0])) continue
    const start = m.index + m[0].indexOf(m[1]!)
    const office = officeHead(text, m.index) + text.slice(m.index, start)
    found.push({ start, end: start + m[1]!.length, name, office })
  }
  for (const m of text.matchAll(after)) {
    const name = m[1]!.replace(/\s+/g, ' ').trim()
    const tail = officeTail(text, m.index + m[0].length)
    if (!isHolder(name) || runsIntoName(tail)) continue
    const start = m.index
    const office = text.slice(start + m[1]!.length, m.index + m[0].length) + tail
    found.push({ start, end: start + m[1]!.length, name, office })
  }
  return found.sort((a, b) => a.start - b.start)
}

/**
 * Whether the office printed with a name is qualified by words of its own, none of them asked
 * ("Ruth Vance, County Attorney, Riverhead" when the Bexley County Attorney is asked): in a list
 * of offices the asked place near the name belongs to another entry.
 */
function otherwiseQualified(office: string, title: string, qualifiers: string[]): boolean {
  const own = officeQualifiers(office, title)
  return qualifiers.length > 0 && own.length > 0 && !own.some((w) => qualifiers.includes(w))
}

// A rank below the office its noun names.
const RANK = /\b(?:assistant|deputy|vice|associate|under)\b/i
const rankOf = (office: string) => RANK.exec(office)?.[0].toLowerCase() ?? ''

const surnameOf = (name: string) =>
  (
    name
      .replace(/,?\s+(?:Jr|Sr)\.$|,?\s+I{2,3}$/, '')
      .split(' ')
      .at(-1) ?? ''
  ).toLowerCase()

/**
 * The one person the named papers name with the title a question asks of, its qualifiers said on
 * the name's page and none other printed with it; null when none does or when they name two
 * different people so.
 */
export function findTitleHolder(question: string, pages: SourcePage[]): OfficialFound | null {
  const office = titleAsked(question)
  const title = office && titleOf(office)
  if (!office || !title) return null
  const qualifiers = officeQualifiers(office, title)
  let first: OfficialFound | null = null
  for (const page of pages) {
    const said = contentStemSet(page.text.replace(/[’']s\b/g, ''))
    for (const hit of titledNames(title, page.text)) {
      if (!qualifiers.every((q) => said.has(q))) continue
      if (otherwiseQualified(hit.office, title, qualifiers)) continue
      // "Assistant Mayor", "Deputy Director": another office than the one its noun names.
      if (rankOf(hit.office) !== rankOf(office)) continue
      if (first && surnameOf(first.name) !== surnameOf(hit.name)) return null
      first ??= { page, start: hit.start, end: hit.end, name: hit.name, office }
    }
  }
  return first
}

// "Which Shelby County District Attorney is named as a defendant?", "Who is the Illinois Attorney
// General named as a defendant?": an official sued by title, answered by the person the papers
// name in that office: a caption's "JILL H. LEE, in her official capacity as District Attorney for
// Shelby County", a complaint's "Defendant Kwame Raoul is the Attorney General for the State of
// Illinois". The office's noun must be the one asked, and a word that qualifies it in the question
// (the county's name, the state, the department) must be said there too. Pure.
import { isPerson } from './counselNames'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

// The office asked, between "Which"/"Who is the" and "named as a defendant" (or "sued").
const OFFICIAL_ASKED =
  /\b(?:which|who\s+(?:is|was)\s+the)\s+((?:[\p{L}\d’'.&-]+\s+){0,7}?[\p{L}’'.-]+)\s+(?:(?:is|was)\s+)?(?:named|sued)\s+(?:as\s+)?(?:an?\s+)?(?:defendant|respondent)s?\b/iu

// Offices sued by title.
const OFFICE =
  /\b(?:attorney\s+general|district\s+attorney|(?:commonwealth|state)['’]s\s+attorney|county\s+attorney|secretary|commissioner|director|mayor|sheriff|governor|warden|superintendent|administrator|treasurer|comptroller|chief)\b/i

const NAME = String.raw`((?:[A-Z][\p{L}.'’-]*\s+){1,3}[A-Z][\p{L}'’-]+)`
// "JILL H. LEE, in her official capacity as District Attorney for Shelby County;"
const IN_CAPACITY = new RegExp(
  String.raw`${NAME},?\s+(?:individually\s+and\s+)?in\s+(?:his|her|their)\s+(?:official\s+)?capacity\s+as\s+(?:the\s+)?([^;:()]{3,90}?)(?=;|,|\.\s|\s+and\s+[A-Z]|\)|$)`,
  'gu',
)
// "Defendant Kwame Raoul is the Attorney General for the State of Illinois and is sued …"
const IS_OFFICE = new RegExp(
  String.raw`\bDefendant\s+${NAME}\s+(?:is|was)\s+(?:and\s+(?:is|was)\s+)?(?:at\s+(?:all\s+)?relevant\s+times\s+)?(?:the\s+)?([^;:.]{3,90}?)(?=\s+and\s+(?:is|was)\b|;|,|\.|$)`,
  'gu',
)

// The offices a complaint or motion prints before the holder's name, in title or capital case:
// "Secretary of Homeland Security Kristi Roe", "MAYOR ISAAC T. ROE".
const TITLE_NOUNS = [
  'Secretary',
  'Attorney General',
  'District Attorney',
  'Commissioner',
  'Director',
  'Administrator',
  'Mayor',
  'Sheriff',
  'Governor',
  'Warden',
  'Superintendent',
]
const titleCase = (w: string) => `${w}|${w.toUpperCase()}`
const OFFICE_WORD = String.raw`(?:[A-Z][\p{L}.&'’-]*|of|the|for|OF|THE|FOR|\([“"][A-Z]{2,8}[”"]\))`
// "Executive Director of the Florida Division of Emergency Management (“FDEM”) Kevin Roe": the
// office's words and the name run on as one string of capitalised words; the name is its tail.
const TITLED_RUN = new RegExp(
  String.raw`\b(?:(?:Acting|Executive|Deputy|Assistant|Vice|ACTING|EXECUTIVE|DEPUTY|ASSISTANT|VICE)\s+)?(?:${TITLE_NOUNS.map(titleCase).join('|')})(?:\s+${OFFICE_WORD})+`,
  'gu',
)

/**
 * The holder's name at the tail of a titled run ("Secretary of DOE Chris Roe" → "Chris Roe"):
 * a given name, at most one initial, a surname; the words before are the office. Null when the
 * run ends in no person or leaves no office before it.
 */
export function titledHolder(run: string): { office: string; name: string } | null {
  const words = run.split(/\s+/)
  const surname = words.at(-1) ?? ''
  if (!/^[A-Z][\p{L}'’-]+$/u.test(surname)) return null
  const initial = /^[A-Z]\.$/.test(words.at(-2) ?? '') ? 1 : 0
  const given = words.at(-2 - initial) ?? ''
  if (!/^[A-Z][\p{L}'’-]+$/u.test(given)) return null
  const nameWords = words.slice(-2 - initial)
  const office = words.slice(0, -2 - initial)
  const name = nameWords.join(' ')
  if (office.length === 0 || /^(?:of|the|for)$/i.test(office.at(-1)!) || !isPerson(name))
    return null
  return { office: office.join(' '), name }
}

export type OfficialFound = {
  page: SourcePage
  start: number
  end: number
  name: string
  office: string
}

/** The office a question asks who holds, as it writes it ("Shelby County District Attorney"), or null. */
export function officeAsked(question: string): string | null {
  const phrase = OFFICIAL_ASKED.exec(question)?.[1]
  return phrase && OFFICE.test(phrase) ? phrase : null
}

// Words any office's place may hold: they qualify no office apart from another.
const GENERIC = new Set([
  'counti',
  'county',
  'state',
  'citi',
  'city',
  'depart',
  'department',
  'offic',
  'office',
  'unit',
  'united',
])

// A rank below the office its noun names.
const RANK = /\b(?:assistant|deputy|vice|associate|under)\b/i

const officeKey = (text: string) => OFFICE.exec(text)?.[0].toLowerCase().replace(/\s+/g, ' ') ?? ''

/**
 * Whether an office the papers name is the one asked: the same office noun, and every word that
 * qualifies it in the question ("Shelby", "Illinois", "of Energy") said there too.
 */
export function sameOffice(asked: string, held: string): boolean {
  if (officeKey(asked) === '' || officeKey(asked) !== officeKey(held)) return false
  // "Assistant Mayor", "Deputy Secretary": another office than the Mayor or the Secretary asked.
  const rank = (text: string) => RANK.exec(text)?.[0].toLowerCase() ?? ''
  if (rank(held) !== rank(asked)) return false
  // "Shelby County": "Shelby" tells the office apart, "County" does not (every county has one).
  const qualifiers = [...contentStemSet(asked.replace(OFFICE, ' '))].filter((q) => !GENERIC.has(q))
  const said = contentStemSet(held)
  return qualifiers.every((q) => said.has(q)) || departmentInitials(qualifiers, held)
}

/**
 * Whether the office held names the asked department by its initials: "Secretary of DOE" is the
 * Secretary of Energy (Department of Energy), "Secretary of DHS" of Homeland Security.
 */
function departmentInitials(qualifiers: string[], held: string): boolean {
  if (qualifiers.length === 0) return false
  const initials = qualifiers.map((q) => q[0]!.toUpperCase()).join('')
  return (held.match(/\b[A-Z]{2,6}\b/g) ?? []).some(
    (a) => a === `D${initials}` || a === `DO${initials}`,
  )
}

/** The person the named papers name in the office the question asks of, or null. */
export function findOfficial(question: string, pages: SourcePage[]): OfficialFound | null {
  const asked = officeAsked(question)
  if (!asked) return null
  for (const page of pages) {
    for (const form of [IN_CAPACITY, IS_OFFICE]) {
      for (const m of page.text.matchAll(form)) {
        const office = m[2]!.replace(/\s+/g, ' ').trim()
        if (!sameOffice(asked, office)) continue
        const name = m[1]!.replace(/\s+/g, ' ').trim()
        const start = m.index + m[0].indexOf(m[1]!)
        return { page, start, end: start + m[1]!.length, name, office }
      }
    }
    const titled = titledOfficial(asked, page)
    if (titled) return titled
  }
  return null
}

/** The holder a page names with the office asked printed before the name, or null. */
function titledOfficial(asked: string, page: SourcePage): OfficialFound | null {
  for (const m of page.text.matchAll(TITLED_RUN)) {
    const held = titledHolder(m[0])
    if (!held || !sameOffice(asked, held.office)) continue
    return { page, start: m.index, end: m.index + m[0].length, ...held }
  }
  return null
}

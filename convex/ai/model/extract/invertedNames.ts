// Persons listed surname first, one to an entry of a semicolon list, as a docket card or a civil
// cover sheet prints them ("JAMISON, BARBARA; VALENCIA, DORA; DOE, ALAN, on behalf of …"): the
// comma inside an entry turns the name round, it does not end it.
import { namesOffice } from './partyOffices'

// "ROE, JANE", "ROE-POE, MARY A.", "DE LA ROE, JOHN", "ROE, JOHN Q., JR.": a surname (one or two
// words), a comma, a given name with up to two more names or initials, and perhaps its suffix; a
// comma, a semicolon or the end after it.
const INVERTED_HEAD =
  /^(?:and\s+|&\s+)?(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?,\s*\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){0,2}(?:,\s*(?:JR|SR|Jr|Sr)\.?|,\s*(?:II|III|IV))?)\.?(?=\s*(?:,|$))/u
// Words no given name or surname holds: a body's, a suffix's, a place's, a description's.
const NOT_A_PERSON =
  /\b(?:inc|llc|corp|co|ltd|lp|llp|company|state|county|city|town|village|department|board|office|commission|agency|district|school|university|college|of|the|and|et|al|individually|minor|plaintiffs?|defendants?)\b/i

/** An entry's surname-first person ("ROE, JANE"), or null. */
function invertedHead(entry: string): string | null {
  const head = INVERTED_HEAD.exec(entry.trim())
  if (!head) return null
  const [surname, given] = head[1]!.split(/,\s*/)
  if (NOT_A_PERSON.test(head[1]!) || namesOffice(given!) || namesOffice(surname!)) return null
  return head[1]!
}

// Entries as few as this, all surname first, make the list one of persons so printed.
const INVERTED_ENTRIES_MIN = 2

/**
 * The surname-first persons of a semicolon list's entries when every entry opens on one (two
 * entries at least), in order; null for any other list.
 */
export function invertedPersons(entries: readonly string[]): string[] | null {
  const filled = entries.filter((entry) => entry.trim() !== '')
  if (filled.length < INVERTED_ENTRIES_MIN) return null
  const heads = filled.map(invertedHead)
  return heads.every((head) => head !== null) ? (heads as string[]) : null
}

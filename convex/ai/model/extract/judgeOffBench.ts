// A name given a judge's honorific or title that is not named as a judge of the case: an office off
// the bench ("Hon. Jane Roe, Clerk of Court", "The Honorable John Doe / Governor of Elm"), a
// letter's addressee in a letter about no case, the judge the case had before it was reassigned, a
// former judge, a judge an institution is named for. Pure.
import type { JudgeMention } from './judges'

// After a name: an office that is not the bench. It may follow on the name's next line, as a
// letter's inside address prints it ("The Honorable Jane Doe / Governor of Elm"), and a
// prosecutor's runs "United States Attorney". A legislature's officers an amicus brief lists: "the
// Honorable Jane Doe, Speaker of the House, the Honorable John Roe, Majority Leader".
const OTHER_OFFICE =
  /^[ \t]*,?[ \t]*\n?[ \t]*(?:Clerk|CLERK|Deputy|pro\s+se|(?:(?:United\s+States|U\.\s?S\.|District|State'?s?|Prosecuting|County|City)\s+)?(?:Attorney|ATTORNEY)|Solicitor\s+General|Secretary|SECRETARY|Governor|GOVERNOR|Mayor|MAYOR|Senator|Representative|Sheriff|Commissioner|Director|Chairman|Chair\b|President\s+of\s+the\s+(?:Senate|Council|Board)|Speaker\b|(?:Majority|Minority|Republican|Democratic)\s+(?:Leader|Whip)|Member\s+of\s+Congress)\b/

/**
 * Whether an honorific is a letter's inside address ("The Honorable Jane Doe / County Judge / …
 * / Dear Judge Doe:") in a letter that names no case (no "v." and no case number before the
 * salutation): an official written to about something else, not a case's judge.
 */
function letterWithoutCase(text: string, start: number): boolean {
  const ahead = text.slice(start, start + 600)
  const salutation = /\n[ \t]*Dear[ \t][^\n]{1,60}[:,][ \t]*\n/.exec(ahead)
  if (!salutation || ahead.slice(0, salutation.index).split('\n').length > 10) return false
  const head = text.slice(0, start + salutation.index)
  return !/\sv\.?\s|\svs\.?\s|\bNo\.?\s*\d|\bCase\b|\bCivil\s+Action\b|\d{2}-c[vr]-\d/i.test(head)
}

/**
 * Whether a name given a judge's honorific is followed by an office off the bench ("Hon. Jane
 * Roe, Clerk of Court", "The Honorable John Doe / Governor of Elm") or heads a letter's inside
 * address in a letter about no case: the person is named, but not as a judge of the case. So is
 * the judge the case had before it was reassigned, and a judge an institution is named for.
 */
export function inOtherOffice(text: string, mention: JudgeMention): boolean {
  if (OTHER_OFFICE.test(text.slice(mention.end, mention.end + 160))) return true
  if (formerlyAssigned(text, mention) || namedInstitution(text, mention)) return true
  if (FORMER.test(text.slice(Math.max(0, mention.start - 80), mention.start))) return true
  if (salutedOffBench(text, mention)) return true
  return mention.form === 'honorific' && letterWithoutCase(text, mention.start)
}

// A judge no longer on the bench: "chaired by former U.S. Supreme Court Justice Jane Doe".
const FORMER = /\b(?:[Ff]ormer|FORMER|[Rr]etired|RETIRED|the\s+late)\s+(?:[A-Z][\w.’']*\s+){0,4}$/
// A letter's salutation giving the addressee an office off the bench: "Dear Governor Doe:".
const SALUTATION_OFFICE =
  /\bDear\s+(?:Governor|Senator|Representative|Secretary|Mayor|Commissioner|Director|Sheriff|Mr\.|Ms\.|Mrs\.|Dr\.)\s+(?:[A-Z][\w.’'-]*\s+){0,2}?([A-Z][\w’'-]+)\s*[:,]/

/**
 * Whether a letter written to the name salutes its addressee in another office ("Honorable John
 * Doe / Governor … / Dear Governor Doe:"): an official, not a judge.
 */
function salutedOffBench(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'honorific') return false
  const salutation = SALUTATION_OFFICE.exec(text.slice(mention.end, mention.end + 800))
  const surname = mention.value.split(/\s+/).pop() ?? ''
  return salutation !== null && salutation[1]!.toLowerCase() === surname.toLowerCase()
}

// Before a name: the judge the case had before it was reassigned ("This case was initially
// assigned to U.S. District Judge Jane Doe; …", "Order of reassignment from Judge Roe to …").
const FORMER_ASSIGNMENT =
  /\b(?:(?:initially|originally|previously|formerly|first)\s+(?:been\s+)?assigned\s+to|reassign(?:ed|ment)\s+from|transferred\s+from)(?:\s+the)?\s*$/i

/** Whether a judge is named as the one the case had before it was reassigned. */
function formerlyAssigned(text: string, mention: JudgeMention): boolean {
  return FORMER_ASSIGNMENT.test(text.slice(Math.max(0, mention.start - 60), mention.start))
}

// After a name: an institution named for the judge ("the Judge David L. Roe Center for Mental
// Health Law"), directly or, in a two-column print, at the start of the name's next line.
const INSTITUTION_WORD =
  /^(?:Center|Centre|Foundation|Institute|Courthouse|Federal\s+Building|Building|Award|Fellowship|Scholarship|Lecture)\b/

/** Whether a judge's name is part of an institution's named for the judge. */
function namedInstitution(text: string, mention: JudgeMention): boolean {
  const after = text.slice(mention.end, mention.end + 400)
  if (INSTITUTION_WORD.test(after.replace(/^[ \t]*\n?[ \t]*/, ''))) return true
  // The name ends its column ("Bazelon  violated …"): the next line opens with the institution.
  const column = /^[ \t]{2,}[^\n]*\n[ \t]*/.exec(after)
  return column !== null && INSTITUTION_WORD.test(after.slice(column[0].length))
}

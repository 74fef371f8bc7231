// A letter's people: "To whom was the findings letter addressed?" is answered by its address
// block ("The Honorable Jon Roe / Governor of Vermont") and salutation ("Dear Governor Roe:"),
// "Who signed the letter?" by the name under its closing ("Sincerely, / Ann Poe / Chief"). The
// paper must be a letter (it has a "Dear …:" salutation). Pure.
import { quotedAnswer, spanCitation } from './typedAnswers'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'

const ASKS_LETTER = /\bletters?\b|\bnotice\b|\bnotification\b/i
const ASKS_ADDRESSEE = /\baddress(?:ed|ee)\b|\bto\s+whom\b[^?]*\b(?:sent|written|directed)\b/i
const ASKS_SIGNER = /\b(?:who|which)\b[^?]*\b(?:signed|sign|wrote|authored)\b/i

// The salutation: "Dear Governor Roe:", "Dear Ms. Poe,".
const SALUTATION = /^[ \t]*Dear\s+\p{Lu}[^\n]{0,60}[:,][ \t]*$/mu
const SALUTATIONS = new RegExp(SALUTATION.source, 'gmu')
// An address block's first line: "The Honorable Jon Roe", "Honorable Jon Roe", "Governor Jon Roe",
// "Mr. Lew Poe", "Dr. Ann Roe, Secretary".
const ADDRESSEE =
  /^[ \t]*(?:(?:The[ \t]+)?Honorable|Governor|Mr\.|Ms\.|Mrs\.|Dr\.)[ \t]+\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){0,4}[^\n]{0,40}$/mu
// The closing before the signer's name.
const CLOSING =
  /^[ \t]*(?:Sincerely(?:\s+yours)?|Respectfully(?:\s+(?:yours|submitted))?|Very\s+truly\s+yours|Yours\s+truly|Cordially)[ \t]*,?[ \t]*$/gim
// A signer's name line: two to five capitalised words ("Wm. Bradford Reynolds", "ANN B. POE"), an
// "/s/" before it allowed, a suffix after it.
const NAME_LINE =
  /^[ \t]*(?:\/s\/\s*)?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,4}(?:,\s*(?:Jr|Sr|II|III|IV)\.?)?[ \t]*$/u

/** The letter's address block line above its salutation, then the salutation. */
function addresseeOf(page: SourcePage): AnswerCitation[] {
  const salutation = SALUTATION.exec(page.text)
  if (!salutation) return []
  const dear = spanCitation(page, salutation.index, salutation.index + salutation[0].length)
  const above = page.text.slice(0, salutation.index)
  const block = ADDRESSEE.exec(above)
  return block ? [spanCitation(page, block.index, block.index + block[0].length), dear] : [dear]
}

/** The name under the letter's last closing (within its next four lines), with the line below. */
function signerOf(page: SourcePage): AnswerCitation[] {
  const closings = [...page.text.matchAll(CLOSING)]
  const closing = closings[closings.length - 1]
  if (!closing) return []
  let at = closing.index + closing[0].length
  for (let i = 0; i < 4 && at < page.text.length; i += 1) {
    const start = page.text.indexOf('\n', at) + 1
    if (start === 0) break
    const end = page.text.indexOf('\n', start)
    const line = page.text.slice(start, end === -1 ? undefined : end)
    if (NAME_LINE.test(line)) {
      const next = end === -1 ? -1 : page.text.indexOf('\n', end + 1)
      return [spanCitation(page, start, next === -1 ? page.text.length : next)]
    }
    at = start
  }
  return []
}

/** "To whom was the letter addressed?" / "Who signed the letter?" of a named letter; else null. */
export function letterPersonAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  if (!ASKS_LETTER.test(question)) return null
  const addressee = ASKS_ADDRESSEE.test(question)
  if (!addressee && !ASKS_SIGNER.test(question)) return null
  const own = pages.filter((p) => named.includes(p.documentId))
  // A letter greets its reader once: a paper without a salutation is no letter, one with several
  // holds several letters (a letter and its reply), whose people the question's words must tell.
  const greetings = own.reduce((n, p) => n + (p.text.match(SALUTATIONS) ?? []).length, 0)
  if (greetings !== 1) return null
  const found = addressee ? own.flatMap(addresseeOf).slice(0, 2) : own.flatMap(signerOf).slice(-1)
  return found.length > 0 ? quotedAnswer(found) : null
}

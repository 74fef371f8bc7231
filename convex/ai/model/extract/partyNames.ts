// Turning the text of a caption's party block into names: "JOHN SMITH and MARY JONES,
// individually and on behalf of all others similarly situated" → ["John Smith", "Mary Jones"];
// "ACME CORP., a Delaware corporation, ACME HOLDINGS, INC., et al." → ["Acme Corp.", "Acme
// Holdings, Inc."]. Fictitious defendants ("DOES 1 through 50, inclusive") and "et al." are not
// parties anyone can be named for, so they are dropped.
import { recase } from './text'

// Descriptions that follow a name and are no part of it.
const DESCRIPTORS: RegExp[] = [
  /,?\s*\b(?:individually|derivatively|personally|directly)\b(?:\s*,?\s*and)?(?:\s+(?:on\s+behalf\s+of|for\s+the\s+benefit\s+of)\s+[^,;]*)?/gi,
  /,?\s*\bon\s+behalf\s+of\s+(?:himself|herself|itself|themselves|all\s+others|a\s+class|the\s+class|others)[^,;]*/gi,
  /,?\s*\b(?:as|in\s+(?:his|her|its|their)\s+(?:official\s+)?capacit(?:y|ies)\s+as)\s+(?:the\s+)?(?:trustee|executor|executrix|administrator|administratrix|guardian|parent|next\s+friend|personal\s+representative|receiver|assignee|successor|representative|liquidating\s+trustee)\b[^,;]*/gi,
  /,?\s*\bin\s+(?:his|her|its|their)\s+(?:official|individual|personal)\s+capacit(?:y|ies)/gi,
  /,\s*(?:an?|the)\s+(?:[A-Z][A-Za-z]+\s+){0,3}(?:corporation|limited\s+liability\s+company|limited\s+partnership|general\s+partnership|partnership|banking\s+association|individual|municipal\s+corporation|company|entity|association|business\s+trust|trust|minor|public\s+benefit\s+corporation|professional\s+corporation|non-?profit\s+corporation)\b[^,;]*/gi,
  /,?\s*\bet\s+al\.?/gi,
  /,?\s*(?:and\s+)?(?:JOHN\s+|JANE\s+)?DOES?\s+\d+\s*(?:through|thru|to|-|–)\s*\d+(?:\s*,?\s*inclusive)?/gi,
  /,?\s*\binclusive\b/gi,
  /\(\s*(?:["“][^"”]*["”]|the\s+[^)]*)\)/gi,
  // "a minor child, by and through her guardians, Dale and Vickie Braam": the next friend is no party.
  /,?\s*\b(?:a\s+minor(?:\s+child)?|minors?|deceased|an?\s+(?:single|married)\s+person|an?\s+incapacitated\s+person)\b/gi,
  /,?\s*\bby\s+and\s+through\b[^;]*?(?=;|$|,\s*(?:[A-Z]{2,}|and\s+[A-Z]{2,}))/g,
  /,?\s*\b(?:her|his|their|its)\s+(?:personal\s+representative|guardians?|parents?|next\s+friends?|attorneys?)(?:\s+ad\s+litem)?\b[^,;]*/gi,
  // An officer's title after the name: "James Crosby, Secretary of the Florida Department of
  // Corrections"; "Mario M. Cuomo, as Governor of the State of New York".
  /,\s*(?:as\s+)?(?:the\s+)?(?:Acting\s+|Deputy\s+|Interim\s+|Executive\s+)?(?:Governor|Secretary|Director|Commissioner|Superintendent|Warden|Sheriff|Attorney\s+General|Administrator|Chair(?:man|person|woman)?|Mayor|Treasurer|Comptroller|Auditor)\b(?:\s+(?:of|for)\s+[^,;]*)?(?=[,;]|$)/gi,
  // "Lyle Quasim, individually and as Secretary of …", "in her capacity as Commissioner of …".
  /,?\s+(?:in\s+(?:his|her|its|their)\s+(?:official\s+)?capacit(?:y|ies)\s+)?as\s+(?:the\s+)?(?:Acting\s+|Deputy\s+|Interim\s+|Executive\s+)?(?:Governor|Secretary|Director|Commissioner|Superintendent|Warden|Sheriff|Attorney\s+General|Administrator|Chair(?:man|person|woman)?|Mayor|Treasurer|Comptroller|Auditor|Manager|Judge|Chief)\b[^,;]*/gi,
  // A trade name is the same party: "Acme Corp. d/b/a Acme Stores".
  /,?\s*\b(?:d\/b\/a|D\/B\/A|a\/k\/a|A\/K\/A|f\/k\/a|F\/K\/A|dba|DBA)\b[^,;]*/g,
]

/** Pieces of a block that are no name: labels, numbers, counsel lines, prose. */
function isName(name: string): boolean {
  if (
    /\b(?:No|Nos|Number|Docket|Case|Index|Civil|Filed|Attorneys?|Counsel)\b\s*[.:#]|^\)|^\d|^(?:Attorneys?|Counsel)\s+for\b|^(?:through|by|minors?|Situated|Guardian\s+ad\s+litem)\b/i.test(
      name,
    )
  ) {
    return false
  }
  // A clerk's stamp inside the caption ("FILED", "RECEIVED") is no party.
  if (/^(?:Filed|Received|Entered|Endorsed|Copy)$/i.test(name)) return false
  const words = name.split(/\s+/)
  if (words.length > 12) return false
  // An address line: a ZIP code, a street number, a suite.
  if (/\b[A-Z]{2}\s+\d{5}\b|^\d+\s+\w+|\bSuite\s+\d|\bP\.?\s?O\.?\s+Box\b/i.test(name)) return false
  // Prose, not a name: most words in lower case ("Since on this appeal we are considering …").
  const lower = words.filter(
    (word) =>
      /^\p{Ll}/u.test(word) &&
      !/^(?:of|the|and|for|in|ex|rel\.?|de|la|van|von|on|to|at|a)$/.test(word),
  )
  return lower.length <= 1
}

const COMPOUND_AND =
  /\b(Police|Fire|Firefighters|Social|Health|Welfare|Pension|Savings|Arts|Water|Sewer|Light|Power|Trust|Loan|Annuity|Research|Development|Education|Human)\s+and\s+(?=(?:Fire|Police|Welfare|Pension|Loan|Sciences|Sewer|Power|Light|Trust|Annuity|Development|Retirement|Human|Health|Services|Savings)\b)/gi

// Pieces that belong to the name before them: "ACME HOLDINGS, INC.".
const SUFFIX =
  /^(?:Inc|Incorporated|LLC|L\.L\.C|LLP|L\.L\.P|LP|L\.P|Ltd|Limited|Co|Corp|N\.A|NA|P\.C|PC|PLC|P\.L\.C|S\.A|AG|N\.V|B\.V|GmbH|Jr|Sr|II|III|IV|M\.D|Esq|S\.p\.A|SE|Pty)\.?$/i
// The last word of a name that keeps its period: "Corp.", "Inc.", "N.A.".
const KEEPS_PERIOD = /(?:\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Bros|Assn|Intl|Natl)|\b(?:[A-Z]\.)+[A-Z]?)\.$/i

/** The names a block of caption text lists, recased when printed in capitals. */
export function partyNames(block: string): string[] {
  let text = block.replace(/\s+/g, ' ').trim()
  for (const descriptor of DESCRIPTORS) text = text.replace(descriptor, '')
  // "Police and Fire", "Health and Welfare": an "and" inside an institution's name joins no parties.
  text = text.replace(COMPOUND_AND, (_all, left: string) => `${left}\uE000`)
  const pieces = text
    .split(/\s*;\s*|,\s*(?:and|&)\s+|\s+and\s+|\s*,\s*/i)
    .map((piece) => piece.replace(/\uE000/g, ' and '))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
  const names: string[] = []
  for (const piece of pieces) {
    if (SUFFIX.test(piece) && names.length > 0) {
      names[names.length - 1] = `${names[names.length - 1]}, ${piece}`
      continue
    }
    names.push(piece)
  }
  return names
    .map((name) => tidyName(name))
    .filter((name) => /\p{Lu}/u.test(name) && !/^(?:and|v\.?|vs\.?)$/i.test(name) && isName(name))
}

function tidyName(name: string): string {
  let tidy = name
    // Marks and OCR debris before the first letter ("* * * * * HENRY C. WALKER").
    .replace(/^[^\p{L}(]+/u, '')
    .replace(/^(?:and|&)\s+/i, '')
    // A side's role or an office before the name: "Respondent BetterHelp, Inc.", "Judge Lance Hamner".
    .replace(/^(?:Respondents?|Petitioners?|Plaintiffs?|Defendants?|Judge|JUDGE)\s+(?=\S)/, '')
    .replace(/[,;:]+$/, '')
    .trim()
  if (tidy.endsWith('.') && !KEEPS_PERIOD.test(tidy)) tidy = tidy.slice(0, -1)
  return recase(tidy)
}

/** A name reduced for comparison: lower case, no punctuation, single spaces. */
export function normalizePartyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,'’"“”()]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '')
}

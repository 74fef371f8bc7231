// The kind of answer a question wants, from its wording: "when" wants a date, "what time" a
// time, "where" a place, "how many" a number, "which court" a court, "the docket number" a case
// number. A passage meets a want by holding such a thing, whatever words it uses.

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)'
const DATE = new RegExp(
  `\\b${MONTH}\\.?\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+${MONTH}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b|\\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\\b`,
)
const TIME = /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?!\w)|\b(?:noon|midnight)\b/i
const PLACE =
  /\b\d+\s+(?:[A-Z][\w.]*\s+){1,4}(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Boulevard|Blvd\.|Plaza|Square|Drive|Lane|Way)\b|\b\d+(?:st|nd|rd|th)\s+Floor\b|\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s+(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+)?|[A-Z]{2})\s+\d{5}\b|\bin\s+[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s+[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\b/
const LEADING_NUMBER = /^\s*\(?\d{1,3}[.)]\s/
const MONEY = /\$\s?\d|\b\d[\d,.]*\s*(?:dollars|usd|million|billion)\b|\bdollars\b/i
// A docket sheet's header "Demand: $0" (or its older table column "DEMAND … ($1000)") is the
// amount the complaint's cover sheet demanded, a clerk's field: no sum anyone paid, agreed or
// was awarded.
const DOCKET_DEMAND = /\b(?:Demand:|DEMAND\b)[^a-z$]{0,80}\$\s?[\d,.]+\)?/g
/** The text without a docket header's demand field. */
export const withoutDocketDemand = (text: string) => text.replace(DOCKET_DEMAND, ' ')
/** Whether a passage holds a sum of money other than a docket header's demand field. */
const holdsMoney = (text: string) => MONEY.test(withoutDocketDemand(text))
const DOCKET = /\b\d{1,2}:\d{2}-[a-z]{2,4}-\d{2,6}\b|\b(?:case|civil action|index)\s+no\.?\s*\S*\d/i

// A law as a pleading names it: "the Privacy Act", "Title III of the Americans with Disabilities
// Act", "42 U.S.C. § 1983", "KRS Chapter 418", "Code of Civil Procedure § 1085", "CPLR 3126",
// "Section 501", the Constitution, and an Act by its initials ("the NVRA, HAVA and the CRA"). Not
// a state's two letters ("San Francisco, CA"), a state and its ZIP code ("Denver, CO 80203"), nor
// a heading's word before a number ("OCT 06 1998", "SUITE 350", "FAX (512)").
const STATUTE =
  /\b(?!USA\b)[A-Z]{2,5}A\b|\b(?:[A-Z][\w.'’-]*\s+){1,8}Act\b|\bU\.\s?S\.\s?C\.|§|\bTitle\s+[IVX]+\b|\b(?!(?:NO|BOX|SUITE|STE|ROOM|FLOOR|FAX|TEL|PHONE|APT|UNIT|DOC|ECF|DKT|PAGE|CASE|CIV|ID|JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)\b)(?:[A-Z]{2,6}|Code|Section)\s+(?:Chapter\s+|§+\s*)?\d(?!\d{4}\b)|\bConstitution\b|\bAmendment\b/
// A court's rule: "Rule 41(a)", "Federal Rule of Civil Procedure 41", "Local Rule 7.5".
const RULE = /\bRules?\s+(?:of\s+(?:Civil|Criminal|Appellate)\s+Procedure\b|\d)/
const anyLaw = (text: string) => STATUTE.test(text) || RULE.test(text)

// What kind of law the question names: "which Federal Rule" wants a rule, "which statute" (or
// law, Act, code, section, constitutional provision) a statute; "under which" alone, either.
const ASKS_RULE =
  /\b(?:which|what)\s+(?:\w+\s+)?rules?\b|\bunder\s+(?:which|what)\s+(?:\w+\s+)?rules?\b/i
const ASKS_STATUTE =
  /\b(?:which|what)\s+(?:\w+\s+)?(?:statutes?|laws?|acts?|code|section|constitutional)\b/i

// A federal law as papers name it: the U.S. Code or its regulations, an Act, a Title, a section
// number ("Section 1983"), or the Constitution; a state's code ("110 ILCS 520/8", "KRS 418.040")
// alone is none.
const FEDERAL_LAW =
  /\bU\.\s?S\.\s?C\.|\bUSC\b|\bC\.\s?F\.\s?R\.|\b(?:[A-Z][\w.'’-]*\s+){1,8}Act\b|\b(?!USA\b)[A-Z]{2,5}A\b|\bTitle\s+[IVX\d]+\b|\bSection\s+\d|\bConstitution\b|\bAmendment\b/
const ASKS_FEDERAL = /\b(?:which|what)\s+federal\s+(?:statutes?|laws?|acts?|provisions?)\b/i

/** The law a "which statute" question wants a passage to name: a rule, a statute, or either. */
function lawWanted(question: string): (text: string) => boolean {
  if (ASKS_RULE.test(question)) return test(RULE)
  if (ASKS_FEDERAL.test(question)) return (text) => STATUTE.test(text) && FEDERAL_LAW.test(text)
  if (ASKS_STATUTE.test(question)) return test(STATUTE)
  return anyLaw
}

// A law firm as its name prints: "LLP", "L.L.P.", "LLC", "P.C.", "PLLC", "P.A.", "Law Offices of",
// "Law Group", "Attorneys at Law", or partners' names joined by "&" ("Hale & Whitmore").
const FIRM =
  /\b(?:LLP|L\.L\.P\.|PLLC|LLC|L\.L\.C\.|P\.C\.|P\.A\.|P\.L\.L\.C\.)(?![\w])|\bLaw\s+(?:Offices?|Firm|Group)\b|\bAttorneys\s+at\s+Law\b|\b\p{Lu}[\p{L}'’-]+,?\s+&\s+\p{Lu}[\p{L}'’-]+/u

const COURT =
  /\b(?:District|Court|Circuit)\s+(?:of|for)\s+(?:the\s+)?\p{Lu}|\b\p{Lu}\p{Ll}+\s+District\b|\bSupreme Court\b|\b(?:DISTRICT|COURT)\s+(?:OF|FOR)\s+\p{Lu}/u

export type Want = {
  key: string
  /** Whether an answer must hold it ("when": a date), or it only helps ("where": an address). */
  required: boolean
  cue: RegExp
  /** Words of the question the want replaces (they become its exact stems). */
  words: string[]
  matches: (text: string) => boolean
  /**
   * The word that only qualifies what is wanted ("which federal statute", "which Kentucky
   * statute"), as group 1: the answer names the law ("42 U.S.C. § 1983", "KRS 418"), not always
   * its maker, so the word frames the question more than it names its subject.
   */
  qualifier?: RegExp
  /** A narrower test for what this question asks ("how many days" wants a count of days). */
  refine?: (question: string) => ((text: string) => boolean) | null
}

const test = (pattern: RegExp) => (text: string) => pattern.test(text)
const COUNT_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|dozen)\b/i
/** A number other than the paragraph's own number at its start, in digits or in words. */
const hasNumber = (text: string) =>
  /\d/.test(text.replace(LEADING_NUMBER, '')) || COUNT_WORDS.test(text)

// "How many days", "within how many calendar days": a span of time is counted in its unit.
const COUNTED_SPAN =
  /\bhow\s+many\s+(?:(?:calendar|business|court|working)\s+)?(day|week|month|year|hour|minute)s?\b/i

// A count as a span of time prints it: "10", "ten", "twenty-one", "ninety".
const SPAN_COUNT =
  '(?:\\d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)'

/**
 * For "how many days …", a passage holds a count of days: "ten (10) days", "30 calendar days",
 * "fourteen days", a scan's "sicty (60) days": a number beside the unit. A page's line numbers ("… the class and • 14")
 * count nothing.
 */
function countedSpan(question: string): ((text: string) => boolean) | null {
  const unit = COUNTED_SPAN.exec(question)?.[1]
  if (!unit) return null
  return test(
    new RegExp(
      `(?:\\b${SPAN_COUNT}(?:\\s*\\(\\d+\\))?|\\(\\d+\\))(?:[\\s-]+(?:calendar|business|court|working|full))?[\\s-]+${unit}s?\\b`,
      'i',
    ),
  )
}

export const WANTS: Want[] = [
  {
    key: '#date',
    required: true,
    cue: /^\W*when\b|\b(?:by|since|until) when\b|\b(?:date|dated|deadline|what day|which day|how long)\b/i,
    words: ['date', 'dated', 'deadline', 'day'],
    matches: test(DATE),
  },
  {
    key: '#time',
    required: true,
    cue: /\b(?:what|which) time\b/i,
    words: ['time'],
    matches: test(TIME),
  },
  {
    key: '#place',
    required: false,
    cue: /^\W*where\b|\bfrom where\b/i,
    words: ['location', 'place', 'address', 'venue'],
    matches: test(PLACE),
  },
  {
    key: '#money',
    required: true,
    cue: /\bhow much\b.*\b(?:cost|pay|paid|fee|worth|settle|offer|charge|owe|value)/i,
    words: ['dollar'],
    matches: holdsMoney,
  },
  {
    key: '#number',
    required: true,
    cue: /\bhow (?:many|much)\b|\bnumber of\b|\bwhat (?:percentage|percent)\b/i,
    words: [],
    matches: hasNumber,
    refine: countedSpan,
  },
  {
    key: '#court',
    required: true,
    cue: /\b(?:which|what) (?:court|district|venue|forum)\b/i,
    words: ['court', 'district'],
    matches: test(COURT),
  },
  {
    // "Under which statute is the action brought?", "Which laws does Harvard sue under?": a
    // passage that names a law, whatever its words.
    key: '#statute',
    required: true,
    // Not "which law firm": a firm is no law.
    cue: /\b(?:which|what)\s+(?:\w+\s+)?(?:statutes?|laws?(?!\s+(?:firms?|offices?|schools?|clerks?))|acts?|provisions?)\b|\bunder\s+(?:which|what)\b/i,
    // The kind of law named is the want: "which constitutional provision", "which Act".
    words: ['statute', 'statutes', 'law', 'laws', 'provision', 'provisions', 'act', 'acts'],
    matches: anyLaw,
    refine: lawWanted,
    qualifier:
      /\b(?:which|what)\s+(\p{L}+)\s+(?:statutes?|laws?|acts?|code|rules?|sections?|provisions?)\b/iu,
  },
  {
    // "Which law firm represents …": a passage that names a firm ("Hale & Roe LLP", "Law Offices
    // of Jane Roe", "Roe, Doe & Poe, P.C.").
    key: '#firm',
    required: true,
    cue: /\b(?:which|what)\s+(?:law\s+)?firms?\b/i,
    words: ['law', 'firm', 'firms'],
    matches: test(FIRM),
  },
  {
    key: '#docket',
    required: true,
    cue: /\bdocket\b|\b(?:case|index|civil action)\s*(?:no\b|number|#)/i,
    words: ['docket', 'number', 'no'],
    matches: test(DOCKET),
  },
]

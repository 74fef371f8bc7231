// "How did the court rule?": the sentence or line of a paper that disposes of the case or a
// motion ("AFFIRMED.", "The motion to dismiss is GRANTED.", "We affirm in part and reverse in
// part.", "Disposition: Order Denying Application"), chosen among the named documents' pages by
// how surely it disposes and how much of the question it speaks of. Pure.
import { askedMotionStems, mayEndCase, namesAskedMotion, rulesOnAskedMotion } from './rulingFit'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

// The forms a ruling takes: past participles and the court's present tense. Not "-ing" forms
// ("You are staying the night") nor permission ("allowed to board"): those are no ruling.
const OUTCOME =
  'affirm(?:ed|s)?|revers(?:ed|es?)|vacat(?:ed|es?)|remand(?:ed|s)?|dismiss(?:ed|es)?|den(?:y|ied|ies)|grant(?:ed|s)?|allow(?:ed|s)?|sustain(?:ed|s)?|overrul(?:ed|es?)|quash(?:ed|es)?|stay(?:ed|s)?'
const PRESENT =
  'affirms?|reverses?|vacates?|remands?|dismiss(?:es)?|den(?:y|ies)|grants?|allows?|sustains?|overrules?|quash(?:es)?|stays?'
const NOT_RULING = String.raw`(?!\s+to\b)`
// An aside between the court and its ruling: "The Court, in its discretion, denies …".
const ASIDE = String.raw`(?:\s*,\s*[^,.\n]{1,40},)?`
// A docket entry of a ruling, at its row's start (after the row's date and number): "06/01/2006 40 ORDER granting 31 Motion for
// Summary Judgment", "Oct 23 33 Order denying without prejudice pltfs motion for class" (and its
// wrapped line, which goes on in lower case), "MANDATE of USCA … Affirming the judgment".
const RULING_ENTRY =
  /^[ \t]*(?:\d{1,2}\/\d{1,2}\/\d{2,4}[ \t]+|[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2}[ \t,-]+)?(?:#?\d+[ \t]+)?(?:MINUTE\s+|PAPERLESS\s+)?(?:ORDER|Order|MANDATE|Mandate|JUDGMENT|Judgment|MEMORANDUM(?:\s+(?:OPINION|AND\s+ORDER))?|OPINION(?:\s+AND\s+ORDER)?)\b[^\n.]{0,60}?\b(?:granting|denying|dismissing|affirming|reversing|vacating|remanding|sustaining|overruling|Granting|Denying|Dismissing|Affirming|Reversing|Vacating|Remanding|GRANTING|DENYING|DISMISSING|AFFIRMING|REVERSING|VACATING|REMANDING)\b[^\n]{0,160}(?:\n[ \t]*[a-z][^\n.]{0,80})?/gm
// A ruling's -ing form, as a docket entry writes it ("ORDER denying …"): its past participle.
const ENTRY_OUTCOME = /\b(?:grant|deny|dismiss|affirm|revers|vacat|remand|sustain|overrul)ing\b/i
/** `prose`: a clause inside a sentence, quoted from the sentence's start. */
/** `entry`: a docket entry, which names what it rules on ("ORDER granting leave to file IFP"). */
const RULES: Array<{ re: RegExp; sureness: number; prose?: boolean; entry?: boolean }> = [
  // A disposition line of its own: "AFFIRMED.", "REVERSED AND REMANDED", "Order Reversed".
  {
    re: /^[ \t]*(?:Order\s+|Judgment\s+)?(?:AFFIRMED|REVERSED|VACATED|REMANDED|DISMISSED|DENIED|GRANTED|Affirmed|Reversed|Vacated|Dismissed|Denied|Granted)\b[^\n]{0,80}$/gm,
    sureness: 3,
  },
  // …or a sentence of its own after the judgment line: "… Judge. Reversed and cause remanded."
  {
    re: /(?<=[.:][ \t]{1,3})(?:AFFIRMED|REVERSED|VACATED|DISMISSED|Affirmed|Reversed|Vacated|Dismissed)[a-z]*\b[^.\n]{0,80}\./g,
    sureness: 3,
  },
  { re: /\bDisposition\s*:[^\n]{3,160}/g, sureness: 3 },
  // "… is hereby GRANTED", "… are DENIED", "is allowed" (the sentence may run onto the next
  // line: "is ALLOWED IN PART and / DENIED IN PART"). Not after a modal: "should be dismissed"
  // is a party's argument, not the court's ruling.
  {
    re: new RegExp(
      `(?:[^.\\n]|\\.(?=\\s?\\d)){0,200}(?<!\\b(?:should|would|could|may|might|must|cannot|can|will|not)\\s+)\\b(?:is|are|be)\\s+(?:hereby\\s+|summarily\\s+)?(?:${OUTCOME})\\b${NOT_RULING}[^.]{0,120}`,
      'gi',
    ),
    sureness: 2,
    prose: true,
  },
  // "We affirm …", "The Court DENIES …": the deciding court speaking now. "The court granted"
  // (past tense) in an opinion mostly recites what the court below did.
  {
    re: new RegExp(
      `\\b(?:we|the\\s+court|this\\s+court)${ASIDE}\\s+(?:hereby\\s+|therefore\\s+|accordingly\\s+)?(?:(?:will|shall)\\s+)?(?:${PRESENT})\\b${NOT_RULING}[^.\\n]{0,160}`,
      'gi',
    ),
    sureness: 2.5,
    prose: true,
  },
  {
    re: new RegExp(
      `\\b(?:the\\s+court|this\\s+court)\\s+(?:${OUTCOME})\\b${NOT_RULING}[^.\\n]{0,160}`,
      'gi',
    ),
    sureness: 1,
    prose: true,
  },
  // Announcements and docket entries drop the verb: "Respondents' motion to dismiss granted."
  {
    re: /[^.\n]{0,120}\b(?:motion|petition|application|request|writ|appeal|complaint|cause|action|judgment)\b[^.\n]{0,80}?\s(?:granted|denied|dismissed|allowed|affirmed|reversed|vacated|sustained|overruled)\b(?!\s+(?:to|by|that|on)\b)[^.\n]{0,80}/gi,
    sureness: 1.5,
    prose: true,
  },
  { re: /\bIT\s+IS\s+(?:HEREBY\s+)?(?:ORDERED|ADJUDGED)\b[^.]{0,240}/g, sureness: 1 },
  { re: RULING_ENTRY, sureness: 2, entry: true },
  // "… it will deny Defendants' Motion to Dismiss": the court's ruling in its own words.
  {
    re: new RegExp(`\\bit\\s+(?:will|shall)\\s+(?:${PRESENT})\\b${NOT_RULING}[^.\\n]{0,160}`, 'gi'),
    sureness: 1.5,
    prose: true,
  },
]

/**
 * Words that open a court's conclusion: what follows them is its ruling, not a recital. "For the
 * foregoing reasons" closes the whole paper; "accordingly" may close one part of it.
 */
const CONCLUDING: Array<{ re: RegExp; weight: number }> = [
  {
    re: /\b(?:for\s+(?:the|these|all\s+of\s+the)\s+(?:foregoing\s+|above\s+|stated\s+)?reasons|in\s+conclusion|wherefore|it\s+is\s+(?:hereby\s+)?ordered)\b[^.]{0,200}$/i,
    weight: 1,
  },
  { re: /\b(?:accordingly|therefore|thus)\b[^.]{0,200}$/i, weight: 0.5 },
]

/** Where the sentence holding `at` starts (at most 200 characters back): the quote is whole. */
function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - 200)
  const before = text.slice(from, at)
  // A period before a number ("(Dkt. 14)", "No. 5") ends an abbreviation, not the sentence.
  const stop = Math.max(
    before.search(/[.!?:;]\s+(?=\S)(?:[^.!?:;]|\.(?=\s?\d))*$/),
    before.lastIndexOf('\n\n'),
  )
  if (stop === -1) return at
  let start = from + stop + 1
  while (start < at && /\s/.test(text[start]!)) start++
  return start
}

export type Disposition = { page: SourcePage; start: number; end: number; outcome: string }

/** The outcome words of a disposition, recased: "Affirmed in part, reversed in part". */
function outcomeOf(quote: string): string {
  // Not the motion's own name: "the motion to dismiss is granted" was granted, not dismissed.
  const ruling = new RegExp(`(?<!\\bto\\s+)\\b(?:${OUTCOME})(?:\\s+in\\s+part)?`, 'gi')
  const entry = new RegExp(`${ENTRY_OUTCOME.source}|${ruling.source}`, 'gi')
  const words = [...quote.matchAll(entry)].map((m) =>
    m[0].toLowerCase().replace(/\s+/g, ' ').replace(/ying$/, 'ied').replace(/ing$/, 'ed'),
  )
  const unique = [...new Set(words)]
  const text = unique.join(', ')
  return text === '' ? quote.trim() : text[0]!.toUpperCase() + text.slice(1)
}

// Asked how an appeal came out ("What was the outcome of the appeal?", "How did the appellate
// court rule?"), an appeal's own outcome answers (affirmed, reversed, vacated, remanded, modified),
// not the ruling below that the appeal reviewed ("the motion is granted"), which shares the matter.
const ASKS_APPEAL = /\bappeals?\b|\bappellate\b/i
const APPELLATE_OUTCOME =
  /\b(?:affirm|revers|vacat|remand|modifi)\w*|\bappeal\w*\s+(?:is\s+|are\s+)?dismissed\b/i
const APPEAL_BONUS = 2.5
// A ruling naming the motion asked outranks a conclusion naming none ("the Court will grant in part").
const NAMED_MOTION = 1.5

// A ruling only supposed: "if the Court allowed the class action to go forward", "irreparable
// injury if a stay is denied", "whether the motion is granted".
const SUPPOSED = /\b(?:if|unless|whether|until)\b[^.;:!?]*$/i
const FIRST_OUTCOME = new RegExp(`\\b(?:${OUTCOME})\\b`, 'i')

// Asked how a case ended ("How was it resolved?", "finally disposed of"), a stay ends nothing:
// "Discovery is stayed pending …" is no answer.
const ASKS_END = /\b(?:resolved|disposed|terminated|concluded|ended|closed)\b/i
const ONLY_STAYED = /^Stay(?:ed|s)?$/

/** The disposition that best answers `question` in `pages`, or null. */
export function findDisposition(question: string, pages: SourcePage[]): Disposition | null {
  const asked = contentStemSet(question)
  const ofAppeal = ASKS_APPEAL.test(question)
  const endAsked = ASKS_END.test(question)
  const motionAsked = askedMotionStems(question).size > 0
  let best: (Disposition & { score: number }) | null = null
  for (const page of pages) {
    for (const { re, sureness, prose, entry } of RULES) {
      for (const match of page.text.matchAll(re)) {
        const raw = match[0]
        const lead = raw.length - raw.trimStart().length
        const matchStart = match.index + lead
        const end = match.index + raw.trimEnd().length
        if (end - matchStart < 4) continue
        const start = prose ? sentenceStart(page.text, matchStart) : matchStart
        const ruling = page.text.slice(matchStart, end)
        const outcomeAt = matchStart + (FIRST_OUTCOME.exec(ruling)?.index ?? 0)
        if (SUPPOSED.test(page.text.slice(Math.max(0, outcomeAt - 120), outcomeAt))) continue
        const outcome = outcomeOf(ruling)
        if (endAsked && ONLY_STAYED.test(outcome)) continue
        const said = page.text.slice(start, end)
        if (!rulesOnAskedMotion(question, said, outcome)) continue
        if (entry && motionAsked && !namesAskedMotion(question, said)) continue
        if (endAsked && !mayEndCase(said)) continue
        let shared = 0
        for (const s of contentStemSet(ruling)) if (asked.has(s)) shared++
        // Later pages hold the decretal paragraph; a disposition line outranks prose.
        const before = page.text.slice(Math.max(0, start - 200), end)
        const concluding = Math.max(
          0,
          ...CONCLUDING.filter((c) => c.re.test(before)).map((c) => c.weight),
        )
        const score =
          sureness +
          concluding +
          shared * 0.5 +
          page.page * 0.01 +
          (ofAppeal && APPELLATE_OUTCOME.test(ruling) ? APPEAL_BONUS : 0) +
          // A ruling that names the motion asked is surer than one that names none.
          (namesAskedMotion(question, said) ? NAMED_MOTION : 0)
        if (!best || score > best.score) {
          best = { page, start, end, outcome, score }
        }
      }
    }
  }
  return best && { page: best.page, start: best.start, end: best.end, outcome: best.outcome }
}

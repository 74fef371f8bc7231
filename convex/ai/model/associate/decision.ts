// "How did the court rule?": the sentence or line of a paper that disposes of the case or a
// motion ("AFFIRMED.", "The motion to dismiss is GRANTED.", "We affirm in part and reverse in
// part.", "Disposition: Order Denying Application"), chosen among the named documents' pages by
// how surely it disposes and how much of the question it speaks of. Pure.
import {
  askedMotionStems,
  asksSeveralMotions,
  mayEndCase,
  namesAskedMotion,
  rulesOnAskedMotion,
} from './rulingFit'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

// The forms a ruling takes: past participles and the court's present tense. Not "-ing" forms
// ("You are staying the night") nor permission ("allowed to board"): those are no ruling.
const OUTCOME =
  'affirm(?:ed|s)?|revers(?:ed|es?)|vacat(?:ed|es?)|remand(?:ed|s)?|dismiss(?:ed|es)?|den(?:y|ied|ies)|grant(?:ed|s)?|allow(?:ed|s)?|sustain(?:ed|s)?|overrul(?:ed|es?)|quash(?:ed|es)?|stay(?:ed|s)?'
const PRESENT =
  'affirms?|reverses?|vacates?|remands?|dismiss(?:es)?|den(?:y|ies)|grants?|allows?|sustains?|overrules?|quash(?:es)?|stays?'
// …but a case is remanded to a court or an agency: "the matter is REMANDED to the Agency".
const NOT_RULING = String.raw`(?:(?<=remand(?:ed|s)?)|(?!\s+to\b))`
// Pleading paper numbers its lines: a sentence broken after its verb goes on past the next
// line's number ("… be\n20  VACATED, and the matter is REMANDED").
const VERB_GAP = String.raw`(?:\s*\n[ \t]*\d{1,2}[ \t]+|\s+)`
// A scan's text may glue the court's capitalised verb to the next word ("we REVERSEthe district
// court's grant", "We REMANDto the district court"): the verb still ends there.
const GLUED = String.raw`(?:\b|(?<=[A-Z]{4})(?=(?:the|to)\s))`
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
/** `ownLine`: a disposition line of its own, not the wrapped tail of a sentence ("… is\nGRANTED."). */
const RULES: Array<{
  re: RegExp
  sureness: number
  prose?: boolean
  entry?: boolean
  ownLine?: boolean
}> = [
  // A disposition line of its own: "AFFIRMED.", "REVERSED AND REMANDED", "Order Reversed".
  {
    ownLine: true,
    re: /^[ \t]*(?:Order\s+|Judgment\s+)?(?:AFFIRMED|REVERSED|VACATED|REMANDED|DISMISSED|DENIED|GRANTED|Affirmed|Reversed|Vacated|Dismissed|Denied|Granted)\b[^\n]{0,80}$/gm,
    sureness: 3,
  },
  // …or a sentence of its own after the judgment line: "… Judge. Reversed and cause remanded."
  {
    re: /(?<=[.:][ \t]{1,3})(?:AFFIRMED|REVERSED|VACATED|DISMISSED|Affirmed|Reversed|Vacated|Dismissed)[a-z]*\b[^.\n]{0,80}\./g,
    sureness: 3,
  },
  { re: /\bDisposition\s*:[^\n]{3,160}/g, sureness: 3 },
  // A Texas appellate page's case events: "05/22/2031  Memorandum opinion issued  Affirmed",
  // the row's event then its disposition.
  {
    re: /^[ \t]*\d{1,2}\/\d{1,2}\/\d{4}[ \t]+(?:Memorandum\s+opinion|Opinion|Per\s+curiam\s+opinion|Judgment|Order)\s+issued[ \t]+(?:Affirmed|Reversed|Dismissed|Vacated|Modified|Remanded|Granted|Denied|Conditionally\s+granted|Abated)\b[^\n]{0,80}$/gim,
    sureness: 3,
  },
  // "… is hereby GRANTED", "… are DENIED", "is allowed" (the sentence may run onto the next
  // line: "is ALLOWED IN PART and / DENIED IN PART"). Not after a modal: "should be dismissed"
  // is a party's argument, not the court's ruling.
  {
    re: new RegExp(
      `(?:[^.\\n]|\\.(?=\\s?\\d)){0,200}(?<!\\b(?:should|would|could|may|might|must|cannot|can|will|not)\\s+)\\b(?:is|are|be)${VERB_GAP}(?:hereby\\s+|summarily\\s+)?(?:${OUTCOME})\\b${NOT_RULING}[^.]{0,120}`,
      'gi',
    ),
    sureness: 2,
    prose: true,
  },
  // "We affirm …", "The Court DENIES …": the deciding court speaking now. "The court granted"
  // (past tense) in an opinion mostly recites what the court below did.
  {
    re: new RegExp(
      `\\b(?:we|the\\s+court|this\\s+court)${ASIDE}\\s+(?:hereby\\s+|therefore\\s+|accordingly\\s+)?(?:(?:will|shall)\\s+)?(?:${PRESENT})${GLUED}${NOT_RULING}[^.\\n]{0,160}`,
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
  // "The Court, having considered the papers and heard counsel, hereby DENIES the motion …": the
  // court's present ruling after a long participial aside (which ASIDE's commas do not hold).
  {
    re: new RegExp(
      `\\b(?:the|this)\\s+court\\b[^.;]{0,160}?\\bhereby\\s+(?:${PRESENT})\\b${NOT_RULING}[^.\\n]{0,160}`,
      'gi',
    ),
    sureness: 2.5,
    prose: true,
  },
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
// What may stand between the conclusion's opening and its ruling: no sentence's end, though a
// period before a number ("case No. 20 CH 6") or after a list's number ("that:\n1. The Agreement
// is terminated; and,\n2. This case is dismissed") ends none.
const IN_CONCLUSION = String.raw`(?:[^.]|\.(?=\s?\d)|(?<=(?:^|\n)[ \t]*\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})\)?)\.){0,200}$`
const CONCLUDING: Array<{ re: RegExp; weight: number }> = [
  {
    re: new RegExp(
      String.raw`\b(?:for\s+(?:the|these|all\s+of\s+the)\s+(?:foregoing\s+|above\s+|stated\s+)?reasons|in\s+conclusion|wherefore|it\s+is\s+(?:hereby\s+)?ordered)\b` +
        IN_CONCLUSION,
      'i',
    ),
    weight: 1,
  },
  {
    re: new RegExp(String.raw`\b(?:accordingly|therefore|thus)\b` + IN_CONCLUSION, 'i'),
    weight: 0.5,
  },
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
  // "GRANTED in part and DENIED in part. The motion is DENIED in all other respects": the part
  // already says it.
  const unique = [...new Set(words)].filter((w) => !words.includes(`${w} in part`))
  const text = unique.join(', ')
  return text === '' ? quote.trim() : text[0]!.toUpperCase() + text.slice(1)
}

// Asked how an appeal came out ("What was the outcome of the appeal?", "How did the appellate
// court rule?"), an appeal's own outcome answers (affirmed, reversed, vacated, remanded, modified),
// not the ruling below that the appeal reviewed ("the motion is granted"), which shares the matter.
const ASKS_APPEAL = /\bappeals?\b|\bappellate\b/i
const APPELLATE_OUTCOME =
  /\b(?:affirm|revers|vacat|remand|modifi)\w*|\bappeal\w*\s+(?:is\s+|are\s+)?dismissed\b/i

// An opinion's "we" in the past tense recites an earlier ruling of the court ("On appeal, we
// affirmed but held that …"): this paper's ruling speaks in the present ("we affirm").
const EARLIER_RULING =
  /\bwe\s+(?:(?:had|then|later|previously|subsequently)\s+)?(?:affirmed|reversed|vacated|remanded|dismissed|denied|granted)\b/i
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

// A line that breaks a sentence after its verb ("Defendants' Motion is" / "GRANTED."): the next
// line is that sentence's tail, not a disposition line of its own.
const WRAPPED_VERB = /\b(?:is|are|be|was|were|hereby|and)[ \t]*\n[ \t]*$/i

// Asked of several motions ("the motions to suppress … and to exclude …"), a ruling on them all
// ("the Court shall DENY both motions") names them all; "deny this motion" rules on one.
const ALL_MOTIONS =
  /\b(?:both|all|each\s+of\s+the|the\s+two|these)\s+(?:[\p{L}-]+\s+){0,2}?motions\b/iu

// Asked what relief the court ordered ("What relief did the court order on the Final Rule?",
// "What did the court order?"), the sentence that says what is done ("the Final Rule … be
// VACATED, and the matter is REMANDED", "Defendants are ENJOINED from …", "shall pay") answers
// before the grant of the motion that asked for it ("the Court GRANTS Plaintiffs' motion").
const ASKS_RELIEF = /\b(?:relief|remed(?:y|ies))\b|\bwhat\s+did\s+(?:the\s+)?[^?]{0,40}?\border\b/i
const RELIEF_SAID =
  /\b(?:vacated|vacates?|remanded|remands?|enjoined|enjoins?|restrained|awarded|awards?)\b|\b(?:ordered|directed)\s+to\b|\bshall\s+(?:pay|restore|reinstate|refund|release)\b/i
const RELIEF_BONUS = 2.5

type Candidate = Disposition & { score: number; rulingStart: number }

// What a granted motion does to the case: "This action is DISMISSED", "the case is CLOSED", "All
// proceedings are stayed", "the Final Rule … is VACATED and the matter REMANDED".
const CONSEQUENCE = new RegExp(
  `\\b(?:action|case|cause|complaint|matter|proceedings|claims|judgment|rule|order|injunction)\\b[^.]{0,160}?\\b(?:is|are|be|shall\\s+be)\\s+(?:hereby\\s+)?(?:${OUTCOME}|closed|terminated|entered)\\b`,
  'i',
)

/**
 * The disposition's next sentences when they rule too, as a decretal paragraph goes on:
 * "Defendants' Motion is GRANTED. This action is DISMISSED in its entirety." The quote then says
 * what the granting did; the outcome names both.
 */
function extended(best: Candidate, candidates: Candidate[]): Disposition {
  const text = best.page.text
  let end = best.end
  for (let step = 0; step < 2; step++) {
    const next = candidates
      .filter(
        (c) =>
          c.page === best.page &&
          c.start >= best.start &&
          c.end > end &&
          c.end - best.start <= 480 &&
          CONSEQUENCE.test(text.slice(Math.max(c.start, end), c.end)) &&
          (c.start <= end || /^[\s.;,]*$/.test(text.slice(end, c.start))),
      )
      .sort((a, b) => a.start - b.start || b.end - a.end)[0]
    if (!next) break
    end = next.end
  }
  const outcome = end === best.end ? best.outcome : outcomeOf(text.slice(best.rulingStart, end))
  return { page: best.page, start: best.start, end, outcome }
}

/** The disposition that best answers `question` in `pages`, or null. */
export function findDisposition(question: string, pages: SourcePage[]): Disposition | null {
  const asked = contentStemSet(question)
  const ofAppeal = ASKS_APPEAL.test(question)
  const endAsked = ASKS_END.test(question)
  const motionAsked = askedMotionStems(question).size > 0
  const severalAsked = asksSeveralMotions(question)
  const reliefAsked = ASKS_RELIEF.test(question)
  const candidates: Candidate[] = []
  for (const page of pages) {
    for (const { re, sureness, prose, entry, ownLine } of RULES) {
      for (const match of page.text.matchAll(re)) {
        const raw = match[0]
        const lead = raw.length - raw.trimStart().length
        const matchStart = match.index + lead
        const end = match.index + raw.trimEnd().length
        if (end - matchStart < 4) continue
        if (ownLine && WRAPPED_VERB.test(page.text.slice(Math.max(0, matchStart - 40), matchStart)))
          continue
        const start = prose ? sentenceStart(page.text, matchStart) : matchStart
        const ruling = page.text.slice(matchStart, end)
        const outcomeAt = matchStart + (FIRST_OUTCOME.exec(ruling)?.index ?? 0)
        if (SUPPOSED.test(page.text.slice(Math.max(0, outcomeAt - 120), outcomeAt))) continue
        if (EARLIER_RULING.test(ruling)) continue
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
          (reliefAsked && RELIEF_SAID.test(ruling) ? RELIEF_BONUS : 0) +
          // A ruling that names the motion asked is surer than one that names none.
          (namesAskedMotion(question, said) || (severalAsked && ALL_MOTIONS.test(said))
            ? NAMED_MOTION
            : 0)
        candidates.push({ page, start, end, outcome, score, rulingStart: matchStart })
      }
    }
  }
  let best: Candidate | null = null
  for (const c of candidates) if (!best || c.score > best.score) best = c
  return best && extended(best, candidates)
}

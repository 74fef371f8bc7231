// Whether a judge fact is a judge of the kind the question asks for. A question may name the
// judge by a court or a title the fact does not hold: "Which immigration judge …" (a deportation
// order's judge, not the district judge who reviews it), "Which Second Circuit judges …" or "Which
// circuit judge sat on the three-judge court?" (not the district judge the docket is assigned to),
// "Who was the lower court judge?" (not the appellate court's own presiding justice), "Which
// judge recused himself?" (not the judge the case was reassigned to). Such a fact is no answer:
// the passages may name the judge asked, or the answer is "not found". Pure.
import { isAppellateCourt } from './qualifier'
import { withoutCaseName } from './naming'
import type { ScopeFact } from './typed'
import type { SourcePage } from './types'

// Titles of judges outside the case's own court: a fact answers only where its own line says one.
const OTHER_BENCH: Array<[RegExp, RegExp]> = [
  [/\bimmigration\s+judges?\b/i, /\bimmigration\b/i],
  [/\bbankruptcy\s+judges?\b/i, /\bbankruptcy\b/i],
  [/\badministrative\s+law\s+judges?\b|\bALJ\b/i, /\badministrative\s+law\b|\bA\.?L\.?J\b/i],
  [/\bhearing\s+(?:officer|examiner)s?\b/i, /\bhearing\s+(?:officer|examiner)\b/i],
]

// A judge of a court of appeals, by title or court: "circuit judge", "the Second Circuit judges",
// "appellate judges", "judges of the court of appeals".
const APPELLATE_JUDGE =
  /\bcircuit\s+(?:court\s+)?judges?\b|\b(?:appellate|appeals)\s+(?:court\s+)?(?:judges?|justices?|panel)\b|\b(?:judges?|justices?|panel)\s+of\s+the\s+(?:[\w.'’-]+\s+){0,2}(?:circuit|court\s+of\s+appeals?|appellate\s+(?:court|division))\b/i

// The judge below: "the lower court judge", "the trial judge", "the judge below", "in Albany
// County Supreme Court", "in the district court" (a trial court the question names).
const TRIAL_JUDGE =
  /\btrial\s+(?:court\s+)?judge\b|\bjudge\s+below\b|\blower[- ]court\b|\btrial\s+court\b|\bin\s+(?:the\s+)?(?:[\p{Lu}][\p{L}.'’-]+\s+){0,3}(?:County\s+(?:Supreme|Superior|Circuit|District|Court)|Superior\s+Court|District\s+Court|Chancery|Family\s+Court|Probate\s+Court)\b/iu

// A judge asked as the one taken off the case: recused, disqualified, challenged, replaced.
// (Not the judge who ruled on the challenge: "Which judge granted the peremptory challenge?")
const REMOVED_JUDGE =
  /\brecus(?:ed|ing)\b|\bdisqualified\b|\b(?:subject|target|object)\s+of\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}(?:challenge|motion\s+to\s+(?:recuse|disqualify))\b|\bchallenge[sd]?\s+(?:to|against)\s+(?:which|what|whom)\b|\bwas\s+(?:removed|replaced)\s+(?:from|as)\b/i
// The words beside a judge's name that say so: "ORDER OF RECUSAL (Judge Ann Roe", "Judge Ann Roe
// recusing himself", "peremptory challenge to Judge Ann Roe"; not "… Case reassigned to Judge Ann
// Roe", which names the judge who took the case.
const REMOVAL_BEFORE =
  /\b(?:recus\w*|disqualif\w*|challenge\w*)\b(?![^]*\b(?:reassigned|transferred|assigned)\b)[^.]{0,40}$/i
const REMOVAL_AFTER = /^[^.;]{0,30}\b(?:recus\w*|disqualif\w*)/i

/** Whether the judge's own papers say beside the name that the judge was recused or challenged. */
function removalSaid(fact: ScopeFact, pages: SourcePage[]): boolean {
  const name = fact.value.toLowerCase()
  return pages
    .filter((p) => p.documentId === fact.documentId)
    .some((p) => {
      const text = p.text.replace(/\s+/g, ' ')
      const lower = text.toLowerCase()
      for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
        const before = text.slice(Math.max(0, at - 60), at)
        const after = text.slice(at + name.length, at + name.length + 40)
        if (REMOVAL_BEFORE.test(before) || REMOVAL_AFTER.test(after)) return true
      }
      return false
    })
}

// The title printed beside a judge's name: "AINSWORTH, Circuit Judge", "Circuit Judge Ann Roe".
const CIRCUIT_AFTER = /^[\s,]*(?:(?:chief|senior)\s+)?(?:united\s+states\s+)?circuit\s+judges?\b/i
const CIRCUIT_BEFORE = /\bcircuit\s+judges?\s*:?\s*$/i

/** The words just before and after a fact's name in its own line, or null when it is not there. */
function besideName(fact: ScopeFact): { before: string; after: string } | null {
  const context = fact.context.toLowerCase()
  const at = context.indexOf(fact.value.toLowerCase())
  if (at < 0) return null
  return {
    before: fact.context.slice(Math.max(0, at - 40), at),
    after: fact.context.slice(at + fact.value.length, at + fact.value.length + 40),
  }
}

/** Whether the fact's line titles the judge a circuit judge ("Before AINSWORTH, Circuit Judge"). */
function titledCircuitJudge(fact: ScopeFact): boolean {
  const near = besideName(fact)
  return near !== null && (CIRCUIT_AFTER.test(near.after) || CIRCUIT_BEFORE.test(near.before))
}

/** Whether the document's own court is a court of appeals (or a state's high court). */
function appellatePaper(documentId: string, facts: ScopeFact[]): boolean {
  return ownCourts(documentId, facts).some(isAppellateCourt)
}

/** The names of a document's own court. */
function ownCourts(documentId: string, facts: ScopeFact[]): string[] {
  return facts
    .filter((f) => f.documentId === documentId && f.kind === 'court' && f.role === 'this')
    .map((f) => f.value)
}

// A state's circuit court ("Circuit Court of the Second Judicial Circuit, in and for Leon
// County"), whose trial judges are titled "Circuit Judge" too.
const STATE_CIRCUIT_COURT = /\bcircuit\s+court\b|\bjudicial\s+circuit\b/i

// The judges who sat together: "Which judges sat on the three-judge panel …?", "Who were the
// panel members …?" (not who wrote its opinion).
const PANEL_ASKED =
  /\bsat\s+on\b|\bthree[- ]judge\s+(?:panel|court)\b|\bpanel\s+(?:members?|judges?)\b|\bmembers\s+of\s+the\s+panel\b/i
const AUTHOR_ASKED = /\b(?:wrote|written|authored?|opinion\s+(?:by|for))\b/i
// A line that seats several judges: "Before ROE, DOE and POE, Circuit Judges", "ROE, DOE, JJ.".
const SEATED = /\bBefore\b|\bJJ\.|\bcircuit\s+judges?\b|\bpanel\b|\bthree[- ]judge\b/i

/**
 * Whether a judge fact may answer who sat on a panel: a panel's own judge, or one whose line
 * seats several judges or titles a circuit judge; not a single judge recited as having ruled
 * ("the District Court, Roe, J., held …", "ROE, District Judge.").
 */
function seatedOnPanel(q: string, fact: ScopeFact): boolean {
  if (!PANEL_ASKED.test(q) || AUTHOR_ASKED.test(q) || fact.role === 'panel') return true
  return titledCircuitJudge(fact) || SEATED.test(fact.context)
}

/**
 * Whether a judge fact may be the judge the question asks for, by the court or title it names
 * (any other fact: true). A judge of another bench answers only where its line says that bench;
 * an appellate judge only from an appellate court's paper or a line titling him a circuit judge;
 * the judge below not as an appellate paper's own judge; a recused judge only where the line says
 * so.
 */
export function judgeOfAskedBench(
  question: string,
  fact: ScopeFact,
  facts: ScopeFact[],
  pages: SourcePage[],
): boolean {
  if (fact.kind !== 'judge') return true
  const q = withoutCaseName(question)
  for (const [asked, said] of OTHER_BENCH) {
    if (asked.test(q) && !/\bdistrict\s+judge\b/i.test(q) && !said.test(fact.context)) return false
  }
  if (REMOVED_JUDGE.test(q) && !removalSaid(fact, pages)) return false
  if (!seatedOnPanel(q, fact)) return false
  const appellate = appellatePaper(fact.documentId, facts)
  // Asked for a circuit judge, a paper of no known court, or of a state's circuit court (whose
  // trial judges are circuit judges too), does not say the judge is of another bench.
  const courts = ownCourts(fact.documentId, facts)
  const circuitTitled =
    /\bcircuit\s+judges?\b/i.test(q) &&
    (courts.length === 0 || courts.some((c) => STATE_CIRCUIT_COURT.test(c)))
  if (APPELLATE_JUDGE.test(q) && !appellate && !circuitTitled && !titledCircuitJudge(fact))
    return false
  // The judge below, asked of an appeal's paper: only the judge it names as the trial judge. (The
  // trial court may be named after the case: "… v. State in Albany County Supreme Court".)
  const below = TRIAL_JUDGE.test(question) && !APPELLATE_JUDGE.test(q)
  if (below && appellate && fact.role !== 'trial' && fact.role !== 'district') return false
  return true
}

// The judges a document names, each with its support as the case's judge: a signature over the
// judge's title or an opinion's author line weighs most, then an honorific, then a title; the
// caption adds to it, and the judge below, a judge written about, one named in a citation, a
// party or another office's holder are left out or count against. A magistrate judge is the
// answer only when the question asks for one.
import { judgeKey } from './compare'
import type { Query } from './context'
import { appealedFromJudge } from './judgeBelow'
import {
  authorLineAlone,
  captionParenthetical,
  magistrateField,
  perCuriamPaper,
} from './judgeHeadings'
import { inOtherOffice } from './judgeOffBench'
import { citedDecisionBelow, inAppealFromParagraph, quotedJudge } from './judgeOtherDecision'
import { circuitPanel, listedPanelMember, namedColleague } from './judgePanel'
import { inRunningText, partyPaper } from './judgePaper'
import { judgeSuedInCaption } from './judgeParties'
import { findJudges, type JudgeMention } from './judges'
import { suedWhereNamed } from './judgeSuedMention'
import { entrySigner, noticeOrderSigner } from './judgeDocketText'
import { citationRanges, insideAny } from './legalCitations'
import { belowMention, captionWeight, underAppealFrom } from './placement'
import type { Candidate, PageText } from './types'

const FORM_SUPPORT = {
  honorific: 0.8,
  title: 0.6,
  signature: 1.2,
  author: 1.1,
  panel: 0,
  parenthetical: 0,
  dissent: 0,
  concurrence: 0,
} as const
// Just before a name in running text: a court's name introducing its judge.
const COURT_BEFORE = /\b(?:[Cc]ourt|COURT)[ \t]*\(?[ \t]*$/
// A judgment form's own hearing: "This action came to trial or hearing before the Court, the
// Honorable Jane Doe, District Judge, presiding" names this court's judge, not the one below.
const CAME_BEFORE =
  /\bcame\b[^.]{0,60}\bbefore\s+the\s+Court,?\s*(?:the\s+|THE\s+)?(?:Hon(?:orable)?\.?|HON\.|HONORABLE)?\s*$/i

// Just before a judge's name: the words of a judge who no longer has the case.
const FORMER_JUDGE =
  /\b(?:(?:retirement|death|passing|recusal|disqualification|resignation|elevation)\s+of|(?:reassigned|transferred)\s+from|(?:previously|formerly|originally)\s+assigned\s+to|predecessor,?)\s+(?:the\s+)?(?:(?:late|former)\s+)?$/i

/** Least support a judge needs to be given as the answer. */
const THRESHOLD = 0.6

function benchSupport(mention: JudgeMention, wantsMagistrate: boolean): number {
  if (mention.bench === 'magistrate') return wantsMagistrate ? 1 : -0.5
  return mention.bench === 'unknown' ? 0 : 0.3
}

/** A judge the text names, with its support as the case's judge. */
export type JudgeCandidate = Candidate<string> & Pick<JudgeMention, 'form' | 'bench'>

/** The document's judges with their support. */
export function judgeCandidates(pages: readonly PageText[], query: Query): JudgeCandidate[] {
  const wantsMagistrate = query.stems.some((s) => s.startsWith('magistrat'))
  const candidates: JudgeCandidate[] = []
  // Surnames of judges named as parties: "Judge Doe" elsewhere in the paper is that party too.
  const parties = new Set<string>()
  const perCuriam = perCuriamPaper(pages)
  // A complaint's, a brief's or a report's running text names judges it writes about; its own
  // judge is the one its caption or header assigns the case to (judgePaper.ts).
  const byParty = partyPaper(pages)
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findJudges(text)) {
      // A panel's members are the facts layer's; "the judge" of a panel's paper is its author.
      // A dissent's or a concurrence's author is never the judge of the decision.
      const assigned = mention.form === 'parenthetical' && captionParenthetical(text, mention, page)
      // A notice's docket text may read as a citation ("Roe v. Poe … by Judge X. (Filed on
      // 3/4/2024)"): its order's signer is no cited judge.
      const signer = noticeOrderSigner(text, mention)
      if (
        mention.form === 'panel' ||
        (mention.form === 'parenthetical' && !assigned) ||
        mention.form === 'dissent' ||
        mention.form === 'concurrence' ||
        (insideAny(citations, mention.start, mention.end) &&
          !authorLineAlone(text, mention) &&
          !signer)
      ) {
        continue
      }
      // A per curiam opinion has no one author: a judge its body names is someone else's.
      if (
        perCuriam &&
        mention.form !== 'signature' &&
        mention.form !== 'author' &&
        captionWeight(text, mention.start, page) < 1
      ) {
        continue
      }
      if (byParty && inRunningText(text, mention, page)) continue

      // Named as a party: "THE HONORABLE JOHN DOE, Respondent" in the caption.
      if (suedWhereNamed(text, mention)) {
        parties.add(surnameOf(mention.value))
        continue
      }
      if (namedNotAsCaseJudge(text, mention, page)) continue
      const caption = captionWeight(text, mention.start, page)
      const support = assigned ? FORM_SUPPORT.title : FORM_SUPPORT[mention.form]
      const score = mentionScore(
        text,
        mention,
        support + benchSupport(mention, wantsMagistrate),
        caption,
        signer,
      )
      if (score < THRESHOLD) continue
      const why =
        mention.form === 'author'
          ? 'the opinion’s author line'
          : mention.form === 'signature'
            ? 'a signature over a judge’s title'
            : caption >= 1
              ? 'the caption'
              : 'the text'
      candidates.push({ ...mention, page, score, why })
    }
  }
  // A judge the caption sues or prosecutes by full name ("JANE Q. DOE, / Defendant.").
  for (const name of new Set(candidates.map((candidate) => candidate.value))) {
    if (/\s/.test(name) && judgeSuedInCaption(pages, name)) parties.add(surnameOf(name))
  }
  return candidates.filter((candidate) => !parties.has(surnameOf(candidate.value)))
}

/**
 * Whether a judge is named, but not as this case's: in another office ("Hon. Jane Roe, Clerk of
 * Court", "Hon. John Poe, pro se"), on a panel or visiting it ("The Honorable X, … sitting by
 * designation"), quoted from another decision, by surname alone outside the caption (where a
 * surname may be any judge's), or as the judge below under an appeal's "Appeal from …".
 */
function namedNotAsCaseJudge(text: string, mention: JudgeMention, page: number): boolean {
  if (
    inOtherOffice(text, mention) ||
    circuitPanel(text, mention) ||
    quotedJudge(text, mention) ||
    namedColleague(text, mention)
  )
    return true
  // A synopsis's judge below, by the ruling appealed or its reported citation ("Jane Doe, J.,
  // granting …", "Roe, J., 332 F.Supp. 382"), decided another court's case.
  if (listedPanelMember(text, mention) || citedDecisionBelow(text, mention)) return true
  // A judge by surname alone ("JUDGE DOE" in a caption's column) is the case's only where the
  // caption assigns the case: elsewhere a surname may be any judge's.
  if (
    mention.form === 'title' &&
    !/\s/.test(mention.value) &&
    captionWeight(text, mention.start, page) < 1
  )
    return true
  // The judge below, on the line under an appeal's "Appeal from …", never decides the appeal.
  return inAppealFromParagraph(text, mention.start)
}

/**
 * A mention's support as the case's judge: its form's and bench's support (`base`) and its place
 * in the caption, less where the text writes of it as another court's judge or the judge below,
 * more where a docket's "Assigned to:" row names it.
 */
function mentionScore(
  text: string,
  mention: JudgeMention,
  base: number,
  caption: number,
  signer: boolean,
): number {
  let score = base + 0.8 * caption
  // "as Judge Hand wrote in ...": a judge quoted for another decision (an author line's
  // "Judge X wrote the opinion" names this one's author).
  const after = text.slice(mention.end, mention.end + 40)
  if (
    mention.form !== 'author' &&
    /^\W{0,3}(?:held|observed|noted|explained|wrote|reasoned|concluded|found|opined)\b/i.test(after)
  ) {
    score -= 1
  }
  // The judge of the court below ("Appeal from ... the Honorable X, District Judge"), or one
  // whose order the text says was appealed ("appeal from Judge X's order").
  if (
    belowMention(text, mention.start) ||
    appealedFromJudge(text, mention) ||
    (/^\W{0,3}(?:District|Trial)\s+Judge,\s+Presiding/i.test(after) &&
      !CAME_BEFORE.test(text.slice(Math.max(0, mention.start - 120), mention.start))) ||
    (mention.form !== 'author' && underAppealFrom(text, mention.start))
  ) {
    score -= 1.2
  }
  // A judge the case left: "reassigned to the undersigned after the retirement of the Honorable
  // Jane Roe", "previously assigned to Judge John Poe", "transferred from the Honorable …".
  if (FORMER_JUDGE.test(text.slice(Math.max(0, mention.start - 80), mention.start))) score -= 1.2
  // The judge a docket entry or a notice's docket text says signed its order (judgeDocketText.ts).
  if (signer || entrySigner(text, mention)) score += 0.6
  // A docket report assigns the case to its judge and refers matters to a magistrate.
  const linePrefix = text.slice(text.lastIndexOf('\n', mention.start - 1) + 1, mention.start)
  if (/\bAssigned\s+to\s*:/i.test(linePrefix)) score += 1
  else if (/\bReferred\s+to\s*:/i.test(linePrefix) || magistrateField(text, mention)) score -= 0.5
  // In running text, a judge introduced by a court's name ("approved by Kent County Circuit
  // Court Judge Jane Doe", "the district court (Judge John Roe) issued ...") is written about
  // as that court's judge, in the third person: a court's own paper says "the Court".
  if (caption < 1 && COURT_BEFORE.test(text.slice(Math.max(0, mention.start - 40), mention.start)))
    score -= 1.2
  // An appellate docket's "Ordering Judge:" or "Trial Judge:" is the judge below, and so is a
  // state appellate docket's "Lower Ct Judge" (or "Lower Court Judge") header field.
  if (
    /\b(?:(?:Ordering|Trial)\s+Judge\s*:|Lower\s+(?:Ct\.?|Court)\s+Judge\b)/i.test(
      linePrefix + text.slice(mention.start, mention.end),
    )
  )
    score -= 1.2
  return score
}

/** A judge's surname as a key: "K. Mark Loyd" and "Mark Loyd" are one person. */
function surnameOf(name: string): string {
  return judgeKey(name).split(' ').pop() ?? ''
}

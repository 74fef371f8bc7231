// Who signed the order a docket entry records, in the clerk's words (entrySigner), and a notice's
// signer (noticeOrderSigner).
// A notice of electronic filing (NEF) names its case's judge only in its docket text, as the
// signer of the order it reports: "ORDER granting 12 Motion to Dismiss. Signed by Judge Jane Q.
// Roe on 3/4/2024. (abc)", "ORDER GRANTING … MOTION TO DISMISS by Judge Jon S. Poe. (xyz)",
// "ORDER by District Judge …", "Text Order by Chief Judge …". The notice of a party's filing
// ("MOTION to Dismiss by Town of Ashby") names no judge there.
import type { JudgeMention } from './judgeNames'

// The page is an electronic notice, or its e-mail: the CM/ECF system's own labels.
const NOTICE_PAGE = /Notice\s+of\s+Electronic\s+Filing|Docket\s+Text\s*:|Activity\s+in\s+Case\b/i

// Just before the judge's title: the clerk's "Signed by", "Entered by", "Ordered by", or a bare
// "by" closing an order's own entry.
const SIGNER_BY =
  /\b(?<verb>(?:Signed|SIGNED|Entered|ENTERED|Ordered|ORDERED|Issued|ISSUED)[ \t]+)?(?:by|BY)(?:[ \t]+(?:the[ \t]+)?(?:Hon(?:orable|\.)?)?)?[ \t]*$/

// An entry that is an order's (its first words), where a bare "by" names who made it.
const ORDER_ENTRY =
  /^[\W\d]*(?:(?:Text|TEXT|Paperless|PAPERLESS|Minute|MINUTE|Electronic|ELECTRONIC|Memorandum|MEMORANDUM|Scheduling|SCHEDULING|Amended|AMENDED|Final|FINAL|Sealed|SEALED|Standing|STANDING|Opinion|OPINION|and|AND)[ \t]+)*(?:ORDER|Order|JUDGMENT|Judgment|OPINION|Opinion|ORDERED)\b/

// After the name: the entry's own words, the date signed, the clerk's initials, the entry's end.
const ENTRY_END =
  /^[ \t]*(?:[.;]|,[ \t]*(?:on|ON)\b|\(|(?:on|ON)[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4}\b|\n|$)/

/**
 * Whether the mention is an electronic notice's signer of the order its docket text reports:
 * "Signed by Judge X on 3/4/2024", "… by Judge X. (abc)" at the end of an order's entry.
 */
export function noticeOrderSigner(text: string, mention: JudgeMention): boolean {
  if (mention.form !== 'title' || !NOTICE_PAGE.test(text)) return false
  if (!ENTRY_END.test(text.slice(mention.end, mention.end + 30))) return false
  const before = text.slice(Math.max(0, mention.start - 400), mention.start)
  const by = SIGNER_BY.exec(before)
  if (!by) return false
  if (by.groups?.verb) return true
  // A bare "by": the entry, from its line's or its "Docket Text:" label's start, or its last
  // sentence's, opens on an order's words.
  const head = before.slice(0, by.index)
  const starts = [
    head.lastIndexOf('\n') + 1,
    (() => {
      const label = /Docket\s+Text\s*:\s*/gi
      let at = 0
      for (const match of head.matchAll(label)) at = match.index + match[0].length
      return at
    })(),
    (() => {
      let at = 0
      for (const match of head.matchAll(/[.)][ \t]+(?=[A-Z])/g)) at = match.index + match[0].length
      return at
    })(),
  ]
  const entry = head.slice(Math.max(...starts))
  return ORDER_ENTRY.test(entry)
}

// Just before a judge's title and name: a docket entry's note of who signed the order ("Signed by",
// "Entered by", "Ordered by" as courts' systems word it) or before whom the hearing was held; and
// after the name, the entry's own words: the date signed ("on 3/4/2024") or the minute's colon. A
// sentence about another court's order ("the order signed by Judge Doe, which …") has neither.
const SIGNED_BY =
  /\b(?:(?:Signed|SIGNED|Entered|ENTERED|Ordered|ORDERED)[ \t]+(?:by|BY)|(?:proceedings|PROCEEDINGS)[ \t]+(?:held[ \t]+)?(?:before|BEFORE))[ \t]+(?:the[ \t]+)?(?:Hon(?:orable|\.)?[ \t]+)?$/
const ENTRY_AFTER = /^[ \t]*(?:on[ \t]+\d{1,2}\/\d{1,2}\/\d{2,4}\b|:)/

/**
 * Whether a docket entry says the mention signed its order or heard the matter, in the clerk's
 * words: "Signed by Magistrate Judge Jane Doe on 3/4/2024", "Entered by …", "proceedings held
 * before …:". Any page (a docket report's entries as much as a notice's).
 */
export function entrySigner(text: string, mention: JudgeMention): boolean {
  return (
    SIGNED_BY.test(text.slice(Math.max(0, mention.start - 30), mention.start)) &&
    ENTRY_AFTER.test(text.slice(mention.end, mention.end + 20))
  )
}

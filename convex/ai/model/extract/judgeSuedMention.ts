// A judge the text names as a party where it names them: "HONORABLE JOHN DOE, Individually and as
// President Judge of ...", "Judge Jane Roe, in her official capacity", "Defendants the Honorable
// A, the Honorable B, and the Honorable C were present". That judge is no judge of the case, and
// neither is "Judge Doe" elsewhere in the paper. (judgeParties.ts reads the caption's party
// columns for a judge sued by full name.) Pure.
import type { JudgeMention } from './judges'
import { inDefendantsBlock } from './placement'

// A judge sued, as a caption describes a party: "HONORABLE JOHN DOE, Individually and as
// President Judge of ...", "Judge Jane Roe, in her official capacity". The ":" or ")" of a caption
// column may stand between.
const SUED_CAPACITY =
  /^[ \t]*[,:)§]?[ \t]*[:)§]?\s*(?:individually\b|in\s+(?:his|her|their|its)\s+(?:official|individual|personal)\s+capacit)/i
// "Defendants the Honorable A, the Honorable B, and the Honorable C were present": each judge
// of a list the word "Defendants" or "Respondents" heads is a party.
const DEFENDANT_JUDGES =
  /\b(?:defendants?|respondents?)[ \t,]+(?:(?:the[ \t]+)?Hon(?:orable|\.)?\s+[^,;:]{3,40},\s+(?:and\s+)?)*(?:the[ \t]+)?$/i
// Before a name: a sentence saying who the defendants are ("Defendants in this action are ...").
const DEFENDANTS_ARE =
  /\b(?:defendants?|respondents?)(?:\s+in\s+this\s+(?:action|case|matter))?\s+(?:are|is|include|were|was)\b[^.;]{0,60}$/i

// A caption's right-hand column names the case's number, its judge and magistrate judge on lines
// of their own ("Case No. 23-cv-00735 / Hon. Jane Q. Doe / Mag. John Roe"); a text layer may set
// those lines among the defendants' lines of the left column. The judge's line holds the honorific
// and the name alone, with the number's line just before it or the magistrate's just after.
const NUMBER_LINE_BEFORE =
  /(?:^|\n)[ \t]*(?:Case|Civil\s+Action|Civil|Criminal)?[ \t]*(?:No\.|Number|#)[^\n]{1,40}\n(?:[ \t]*\n){0,3}[ \t]*$/i
const MAGISTRATE_LINE_AFTER =
  /^[ \t]*\n(?:[ \t]*\n|[^\n]{0,60}\n){0,3}?[ \t]*(?:Mag\.|Magistrate\b|MAGISTRATE\b|MAG\.)/

// Before the name on the judge's line: nothing, or the honorific the mention may leave out.
const HONORIFIC_ONLY =
  /^[ \t]*(?:(?:The[ \t]+|THE[ \t]+)?(?:Hon(?:orable|\.)?|HON(?:ORABLE|\.)?)[ \t]*)?$/

/** Whether an honorific is a caption's judge line (NUMBER_LINE_BEFORE, MAGISTRATE_LINE_AFTER). */
function captionJudgeLine(text: string, mention: JudgeMention): boolean {
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const found = text.indexOf('\n', mention.end)
  const lineEnd = found === -1 ? text.length : found
  if (!HONORIFIC_ONLY.test(text.slice(lineStart, mention.start))) return false
  if (text.slice(mention.end, lineEnd).trim() !== '') return false
  return (
    NUMBER_LINE_BEFORE.test(text.slice(Math.max(0, lineStart - 200), lineStart)) ||
    MAGISTRATE_LINE_AFTER.test(text.slice(lineEnd, lineEnd + 200))
  )
}

/**
 * Whether a judge's honorific or title is followed by the capacity a party is sued in, or an
 * honorific stands in a caption's defendants' block or in a list of the defendants.
 */
export function suedWhereNamed(text: string, mention: JudgeMention): boolean {
  if (
    (mention.form === 'honorific' || mention.form === 'title') &&
    SUED_CAPACITY.test(text.slice(mention.end, mention.end + 80))
  ) {
    return true
  }
  return (
    mention.form === 'honorific' &&
    ((inDefendantsBlock(text, mention.start) && !captionJudgeLine(text, mention)) ||
      DEFENDANTS_ARE.test(text.slice(Math.max(0, mention.start - 80), mention.start)) ||
      DEFENDANT_JUDGES.test(text.slice(Math.max(0, mention.start - 300), mention.start)))
  )
}

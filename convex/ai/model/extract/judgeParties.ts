// A judge the caption names as a party on the defending side: "UNITED STATES v. / JANE Q. DOE, /
// Defendant." (a judge prosecuted), "ROBERT J. ROE, in his individual and official capacities,
// and ELM CITY COURT, / Defendants." (a judge sued). The paper then calls the party "Judge Roe"
// or "Hon. Jane Q. Doe", and that judge is no judge of the case. Pure.
import { captionEnd } from './placement'
import type { PageText } from './types'

// What follows a defending party's name in a caption: "in his individual capacity", or, before
// the next "v." or plaintiffs' label, the side's label "Defendant(s)" / "Respondent(s)".
const SUED_AS =
  /^[ \t]*,?[ \t]*(?:individually\b|in\s+(?:his|her|their)\s+(?:official|individual))/i
const SIDE_LABEL = /\b(?:Defendants?|DEFENDANTS?|Respondents?|RESPONDENTS?)\b/
const OTHER_SIDE =
  /\b(?:v\.|vs\.?|V\.|VS\.?|Plaintiffs?|PLAINTIFFS?|Petitioners?|PETITIONERS?)(?!\w)/

// A judge's title after the name: ", Chief United States District Judge", ", U.S.D.J.".
const JUDGE_TITLE_AFTER =
  /^[ \t]*,[ \t]*(?:(?:Chief|Senior|CHIEF|SENIOR)[ \t]+)?(?:(?:United[ \t]+States|UNITED[ \t]+STATES|U\.[ \t]?S\.)[ \t]+)?(?:(?:Chief|Senior|CHIEF|SENIOR)[ \t]+)?(?:(?:District|Magistrate|Bankruptcy|Circuit|DISTRICT|MAGISTRATE|BANKRUPTCY|CIRCUIT)[ \t]+)?(?:Judge|JUDGE)\b(?![ \t]*(?:of[ \t]+the\b)?[^\n]{0,40}\b(?:Defendants?|DEFENDANTS?|Respondents?|RESPONDENTS?)\b)|^[ \t]*,?[ \t]*U\.S\.[DMB]\.J\./

/**
 * Whether the first page's caption names the judge as a defending party: the name opens a line
 * of the caption (a judge's own column puts a title or a ")" before it), and is sued in a capacity
 * or labelled a defendant or a respondent before any other side's words.
 */
export function judgeSuedInCaption(pages: readonly PageText[], name: string): boolean {
  const first = pages[0]
  if (!first) return false
  const caption = first.text.slice(0, Math.max(captionEnd(first.text), 1200))
  const words = name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const at = new RegExp(`(?:^|\\n)[ \\t]*${words.join('\\s{1,3}')}(?![\\w])`, 'gi')
  for (const match of caption.matchAll(at)) {
    const end = match.index + match[0].length
    const after = caption.slice(end, end + 250)
    // An opinion's author line under the caption ("JANE Q. DOE, Chief United States District
    // Judge:") names the judge as the judge, whatever party its first sentence names.
    if (JUDGE_TITLE_AFTER.test(after)) continue
    if (SUED_AS.test(after)) return true
    const label = SIDE_LABEL.exec(after)
    if (!label) continue
    const other = OTHER_SIDE.exec(after)
    if (!other || other.index > label.index) return true
  }
  return false
}

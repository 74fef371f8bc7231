// Massachusetts's Trial Court and its departments: the Commonwealth's trial courts are departments
// of one Trial Court, and their captions name the department with it, in a cell of the venue grid
// or stacked down the heading: "SUFFOLK, ss.   SUPERIOR COURT DEPARTMENT / OF THE TRIAL COURT",
// "THE TRIAL COURT / PROBATE AND FAMILY COURT DEPARTMENT / Suffolk Division", "TRIAL COURT OF THE
// COMMONWEALTH / HOUSING COURT DEPARTMENT / EASTERN DIVISION". A session of two departments sitting
// together names both ("SUPERIOR COURT DEPARTMENT / OF THE TRIAL COURT / and / PROBATE & FAMILY
// COURT / DEPARTMENT / OF THE TRIAL COURT").
import { anyCase } from './courtNames'
import { words } from './courtHeadings'

/** The Trial Court's departments, as their headings print them. */
const KINDS = [
  'Superior',
  'District',
  'Boston Municipal',
  'Housing',
  'Juvenile',
  'Land',
  'Probate and Family',
  'Probate & Family',
]
  .map(anyCase)
  .join('|')

// A department's name at a line's or a cell's start, "of the Trial Court" perhaps after it (on
// its line or the next): the department's own heading, never a sentence about one ("commenced in
// the Superior Court Department on …" runs on after it).
const DEPARTMENT = `(${KINDS})\\s+${anyCase('Court')}\\s+${anyCase('Department')}(?:\\s+${anyCase('of the Trial Court')}(?:\\s+${anyCase('of the Commonwealth')})?)?`
const DEPARTMENT_HEADING = new RegExp(
  `(?<=(?:^|\\n|[ \\t]{2})[ \\t]*(?:${anyCase('The')}[ \\t]+)?)${DEPARTMENT}(?:[ \\t]*\\n[ \\t]*${anyCase('and')}[ \\t]*\\n[ \\t]*${DEPARTMENT})?(?=[ \\t]*(?:\\n|$)|[ \\t]{2})`,
  'g',
)
/** The Trial Court named on a line of its own above a department ("THE TRIAL COURT"). */
const TRIAL_COURT_LINE = new RegExp(
  `(?:^|\\n)[ \\t]*(?:${anyCase('The')}[ \\t]+)?${anyCase('Trial Court')}(?:[ \\t]+${anyCase('of the Commonwealth')})?[ \\t]*(?:\\n|$)`,
)
/** A department's division on the line under it ("EASTERN DIVISION", "Suffolk Division"). */
const DIVISION_LINE =
  /^[ \t]*((?:[A-Z][A-Za-z]+[ \t]+){1,2}(?:DIVISION|Division))(?=[ \t]*$|[ \t]{2})/

/** One department's name: "Probate and Family Court Department of the Trial Court". */
function departmentName(kind: string): string {
  return `${words(kind)
    .replace(/\s*&\s*/, ' and ')
    .replace(/\bAnd\b/, 'and')} Court Department of the Trial Court`
}

/**
 * Every Trial Court department a page's heading names, read to "<Kind> Court Department of the
 * Trial Court" (two joined by "and" for a joint session), with the division printed under it.
 * The department must say it is the Trial Court's: "of the Trial Court" after it, or the Trial
 * Court's own line within the two lines above.
 */
export function trialCourtDepartments(
  text: string,
): Array<{ start: number; end: number; name: string }> {
  if (!/\bdepartment\b/i.test(text) || !/\btrial\s+court\b/i.test(text)) return []
  const found: Array<{ start: number; end: number; name: string }> = []
  for (const m of text.matchAll(DEPARTMENT_HEADING)) {
    const ofTrialCourt = /trial\s+court/i.test(m[0])
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1
    const above = text
      .slice(0, Math.max(0, lineStart - 1))
      .split('\n')
      .slice(-2)
      .join('\n')
    if (!ofTrialCourt && !TRIAL_COURT_LINE.test(above)) continue
    const end = m.index + m[0].length
    const lineEnd = text.indexOf('\n', end)
    const next = lineEnd === -1 ? '' : text.slice(lineEnd + 1).split('\n')[0]!
    const division = DIVISION_LINE.exec(next)
    const names = [m[1]!, m[2]].filter((kind): kind is string => kind !== undefined)
    const name = names.map(departmentName).join(' and ')
    found.push({
      start: m.index,
      end,
      name: division && names.length === 1 ? `${name}, ${words(division[1]!)}` : name,
    })
  }
  return found
}

// A judge's bench from the title printed beside the name on its line. A judge named in running
// text ("referred to Mag. Judge Jack B. Streepy", "the district court (Judge Ann Roe) issued") or
// over a signature title on the same line ("/s/ Ann Roe ____ UNITED STATES MAGISTRATE JUDGE")
// says no role by its words; the title beside the name says its bench (and, in an appellate
// court's paper, a district judge is the judge below). facts/caption.ts sets judge facts' roles
// with it. Pure.

/** The bench a title beside a judge's name gives. */
export type TitledBench = 'magistrate' | 'district'

// The title just before the name: "Mag. Judge", "Magistrate Judge", "the district court (Judge".
const MAGISTRATE_BEFORE = /\bmag(?:istrate)?\.?\s+judge\s*:?\s*$/i
// A docket report's header row "Referred to: Honorable Jane Roe" (under "Assigned to:"): the
// district judge refers the case's matters to a magistrate judge, whatever title the row prints.
const REFERRED_ROW =
  /^\s*Referred\s+to\s*:\s*(?:(?:The\s+)?Hon(?:orable|\.)?\s+|(?:U\.\s?S\.\s+|United\s+States\s+)?(?:Mag(?:istrate|\.)?\s+)?Judge\s+)*$/i
const DISTRICT_BEFORE =
  /\bdistrict\s+(?:court\s+)?judge\s*:?\s*$|\bdistrict\s+court\s*\(\s*(?:the\s+)?(?:hon(?:orable|\.)?\s+)?(?:judge\s+)?$/i
// The title after the name (a signature's): "UNITED STATES MAGISTRATE JUDGE", "U.S. District Judge".
const MAGISTRATE_AFTER = /^[\s,/_|-]*(?:united\s+states\s+|u\.\s?s\.\s+)?magistrate\s+judge\b/i
const DISTRICT_AFTER =
  /^[\s,/_|-]*(?:(?:senior|chief)\s+)?(?:united\s+states\s+|u\.\s?s\.\s+)?district\s+(?:court\s+)?judge\b/i

/**
 * The bench the title beside a judge's name gives, read on the mention's own lines (60 characters
 * before the name, 80 after), or null when no title stands there. The mention `[start, end)` may hold
 * its title ("Mag. Judge Ann Roe"): the name `value` is found inside it.
 */
export function benchByTitle(
  text: string,
  mention: { start: number; end: number; value: string },
): TitledBench | null {
  const at = text.indexOf(mention.value, mention.start)
  const inside = at >= 0 && at + mention.value.length <= mention.end
  const start = inside ? at : mention.start
  const end = inside ? at + mention.value.length : mention.end
  // The lines the mention stands on (its title may end a line: "referred to Mag.\nJudge Ann Roe").
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const lineEnd = text.indexOf('\n', mention.end)
  const flat = (s: string) => s.replace(/\s+/g, ' ')
  const before = flat(text.slice(lineStart, start)).slice(-60)
  const after = flat(text.slice(end, lineEnd === -1 ? text.length : lineEnd)).slice(0, 80)
  if (MAGISTRATE_BEFORE.test(before) || MAGISTRATE_AFTER.test(after)) return 'magistrate'
  if (REFERRED_ROW.test(text.slice(lineStart, start))) return 'magistrate'
  if (DISTRICT_BEFORE.test(before) || DISTRICT_AFTER.test(after)) return 'district'
  return null
}

// A court that hears appeals: "United States Court of Appeals for the Ninth Circuit", "Appellate
// Court of Illinois", "Supreme Court, Appellate Division".
const APPELLATE_COURT = /\bCourt\s+of\s+(?:Civil\s+|Criminal\s+)?Appeals?\b|\bAppellate\b/i

/**
 * The role a title beside a judge's name gives, in a paper of the court `court` names: a
 * magistrate, a district judge, or, in an appellate court's paper ("the district court (Judge Ann
 * Roe) denied the stay" in an appeal's brief), the district judge is the judge below (the trial
 * judge). Null when no title stands beside the name.
 */
export function roleByTitle(
  text: string,
  mention: { start: number; end: number; value: string },
  court: string | null,
): 'magistrate' | 'district' | 'trial' | null {
  const bench = benchByTitle(text, mention)
  if (bench === 'district' && court !== null && APPELLATE_COURT.test(court)) return 'trial'
  return bench
}

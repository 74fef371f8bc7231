// Judges a court's own record of a case lists in its tables rather than in a sentence: a state
// register of actions' "Judicial Officer" column or row (Michigan's MiCS, Texas's and other
// states' case records, "Judicial Officer: Doe, Jane"), which puts the surname first, and an old
// federal docket sheet's header row whose last columns are "JUDGE  MAGISTRATE", the judges'
// surnames closing the row of values under it. findJudges (judges.ts) adds them.
import { type JudgeMention, cleanName, printedName } from './judgeNames'

// A name written surname first, as registers print it: "HALVERSON, GRETA", "Pemberton, Lucille
// M.". One surname word (or two joined by a hyphen), a comma, a first name and an initial.
const SURNAME_FIRST =
  "(?<surname>(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+),[ \\t]+(?<given>[A-Z][A-Za-z'’-]+(?:[ \\t]+[A-Z]\\.?)?)"

// A record's labelled row: "Judicial Officer: Pemberton, Lucille" or "Judicial Officer: Lucille
// Pemberton", and a "Judge:" row surname first ("Judge: MORTENSEN, ALICE"; "Judge: Jane Doe" is
// the labelled field judges.ts reads), the label starting its line or a column; the name ends its
// line or its cell.
const OFFICER_ROW = new RegExp(
  `(?<=(?:^|\\n|[ \\t]{2})[ \\t]*)(?:(?:Judicial|JUDICIAL)[ \\t]+(?:Officer|OFFICER)|Judge|JUDGE)[ \\t]*:[ \\t]*(?:${SURNAME_FIRST}|(?<name>[A-Z][A-Za-z'’.-]+(?:[ \\t][A-Z][A-Za-z'’.-]+){1,3}))(?=[ \\t]*(?:\\n|$)|[ \\t]{2})`,
  'dg',
)

// A register's table: the header row opens with "Judicial Officer", the row under it opens with
// the officer's name, surname first, before the next cell (a date or a wide gap).
const OFFICER_COLUMN = new RegExp(
  `(?<=(?:^|\\n)[ \\t]*)(?:Judicial|JUDICIAL)[ \\t]+(?:Officer|OFFICER)[ \\t]+[A-Z][^\\n]*\\n[ \\t]*${SURNAME_FIRST}(?=[ \\t]+\\d{1,2}\\/|[ \\t]{2})`,
  'dg',
)

// An old federal docket sheet's header row ending in its judges' columns, then (past a row of
// units such as "($1000)") the row of values, its last two cells the judge's and the magistrate
// judge's surnames in capitals.
const JUDGE_COLUMNS =
  /(?<=(?:^|\n))[^\n]*\bFILED\b[^\n]*[ \t]JUDGE[ \t]+MAGISTRATE[ \t]*\n(?:[ \t]*\([^\n]{1,20}\)[ \t]*\n)?(?:[^\n]*\d{1,2}\/\d{1,2}\/\d{2,4}[^\n]*?[ \t])(?<judge>[A-Z][A-Z'’-]+)[ \t]+[A-Z][A-Z'’-]+[ \t]*(?=\n|$)/dg

/** Judges a court record's tables name: its "Judicial Officer" and its "JUDGE" column. */
export function findRecordJudges(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const re of [OFFICER_ROW, OFFICER_COLUMN]) {
    for (const match of text.matchAll(re)) {
      const { surname, given, name } = match.groups!
      const raw = surname ? `${given} ${surname}` : name!
      const value = cleanName(raw)
      if (!value) continue
      const [start, end] = (surname ? match.indices!.groups!.surname : match.indices!.groups!.name)!
      found.push({
        value,
        display: value,
        start,
        end,
        form: 'title',
        bench: 'unknown',
      })
    }
  }
  for (const match of text.matchAll(JUDGE_COLUMNS)) {
    const raw = match.groups!.judge!
    if (raw.length < 3) continue
    const [start, end] = match.indices!.groups!.judge!
    const value = printedName(raw)
    found.push({ value, display: value, start, end, form: 'title', bench: 'district' })
  }
  return found
}

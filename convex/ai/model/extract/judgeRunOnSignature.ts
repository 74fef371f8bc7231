// A judge's signature block run onto one line, as a web page's text or a flattened PDF gives it:
// "/s/ Ann B. Cole ANN B. COLE UNITED STATES DISTRICT JUDGE" (the e-signature, the typed name in
// capitals, the title, the block's line breaks lost), "/s/ Ann B. Cole United States District
// Judge", the signature's rule or the date signed before the name instead of the "/s/" ("Dated:
// May 4, 2031 ____ ANN B. COLE UNITED STATES DISTRICT JUDGE"). The title after the name says whose
// signature it is: counsel's "/s/" signs over "Attorney for …", no judge's title; and the words
// between the opening and the title must be a name and nothing else (or a name and its repeat).
// findJudges (judges.ts) adds them.
import { type JudgeMention, NAME, benchOf, cleanName } from './judgeNames'

const RUN_ON_SIGNATURE =
  /(?:\/s\/|(?<![A-Za-z])s\/|_{3,}|(?<=\b(?:19|20)\d{2}\.?))[ \t]*(?<signed>[A-Z][^\n/]{2,80}?)[ \t,]+(?:(?:Chief|CHIEF|Senior|SENIOR)[ \t]+)?(?:United[ \t]+States|UNITED[ \t]+STATES|U\.[ \t]?S\.)[ \t]+(?:(?:Chief|CHIEF|Senior|SENIOR)[ \t]+)?(?<bench>District|DISTRICT|Magistrate|MAGISTRATE|Bankruptcy|BANKRUPTCY|Circuit|CIRCUIT)[ \t]+(?:(?:Court|COURT)[ \t]+)?(?:Judge|JUDGE)\b/dg
const WHOLE_NAME = new RegExp(`^${NAME}$`)

/** Judges whose e-signature, typed name and title run on one line. */
export function findRunOnSignatures(text: string): JudgeMention[] {
  const found: JudgeMention[] = []
  for (const match of text.matchAll(RUN_ON_SIGNATURE)) {
    const signed = match.groups!.signed!
    const name = signedName(signed)
    if (name === null) continue
    const value = cleanName(name)
    if (!value) continue
    const [start] = match.indices!.groups!.signed!
    found.push({
      value,
      display: value,
      start,
      end: start + name.length,
      form: 'signature',
      bench: benchOf(match.groups!.bench),
    })
  }
  return found
}

/**
 * The name signed, from the words between the "/s/" and the title: the name alone, or the name
 * and its typed repeat ("Ann B. Cole ANN B. COLE"), the first of the two kept.
 */
function signedName(signed: string): string | null {
  const words = signed.trim().split(/[ \t]+/)
  if (words.length % 2 === 0) {
    const half = words.length / 2
    const first = words.slice(0, half).join(' ')
    if (first.toUpperCase() === words.slice(half).join(' ').toUpperCase() && WHOLE_NAME.test(first))
      return signed.slice(0, signed.indexOf(words[half - 1]!) + words[half - 1]!.length)
  }
  return WHOLE_NAME.test(signed.trim()) ? signed.trim() : null
}

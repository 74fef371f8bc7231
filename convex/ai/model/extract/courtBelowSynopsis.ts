// A reporter's synopsis over an appellate opinion names the court below with its judge and what
// it did: "The United States District Court for the District of Elm, Jane Roe, J., entered an
// injunction, and officials appealed. The Court of Appeals, Smith, Circuit Judge, held that …".
// That court is the one the case came from, not the one the opinion is in. A trial court's own
// print says what its judge "held", so that verb is left alone.

// After the court's name: perhaps its docket number, the judge's name (a two-column print may set
// the other column's words inside), "J." or a judge's title, then the lower court's act.
const JUDGE_AND_ACT =
  /^,[\s\S]{0,90}?,\s+(?:Senior\s+|Chief\s+)?(?:J\.|C\.\s?J\.|(?:District|Magistrate|Bankruptcy)\s+Judge),(?:(?!\bheld\b)[\s\S]){0,70}?\b(?:entered|dismissed|granted|de-|denied|issued|ordered|certified|enjoined|awarded|approved|rejected|declined|refused|sentenced|convicted|rendered)\b/

/** Whether the court named before `end` is a synopsis's court below ("…, Roe, J., entered …"). */
export function courtBelowInSynopsis(text: string, end: number): boolean {
  return JUDGE_AND_ACT.test(text.slice(end, end + 240))
}

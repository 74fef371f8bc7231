// A pleading paper's line numbers (1 to 28 down its left margin) run into its text when it is
// converted: "continue to assert triple- 11 celling … practices 12 such as housing". They are no
// number of the case: "how many detainees" is not answered by "11". Pure.

// A bare small whole number between spaces: not "$5", "5%", "No. 5", "5.", "5,".
const BARE = /(?<=\s|^)\d{1,2}(?=\s|$)/g
/** How far apart (in characters) two margin numbers may fall in running text. */
const REACH = 400
/** Margin numbers run at least this long: "7 inmates and 8 guards" are counts. */
const RUN = 3

/**
 * The text with its margin line numbers blanked (same length): bare numbers from 1 to 28 that
 * run on from one another in order (11, 12, 13), each within reach of the next.
 */
export function withoutLineNumbers(text: string): string {
  const bare = [...text.matchAll(BARE)].map((m) => ({ at: m.index, value: Number(m[0]) }))
  const margin: number[] = []
  let run: number[] = []
  const close = () => {
    if (run.length >= RUN) margin.push(...run)
    run = []
  }
  bare.forEach((b, i) => {
    const last = run.length > 0 ? bare[run[run.length - 1]!]! : null
    if (last && b.value === last.value + 1 && b.at - last.at <= REACH && b.value <= 28) run.push(i)
    else {
      close()
      if (b.value >= 1 && b.value <= 28) run = [i]
    }
  })
  close()
  if (margin.length === 0) return text
  let out = text
  for (const i of margin) {
    const { at, value } = bare[i]!
    const width = String(value).length
    out = out.slice(0, at) + ' '.repeat(width) + out.slice(at + width)
  }
  return out
}

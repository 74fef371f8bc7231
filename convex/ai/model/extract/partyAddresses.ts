// A party's address printed under its name, as the complaints of some states list them (Ohio,
// Maryland): the lines are no names, and each closes the name above it.
import { STATE_AND_ZIP } from './places'

// A party's address printed under its name, as complaints in some courts list them: "c/o" and
// what follows, a street line, a "City, ST 12345" line (closing the side with its stop, too), a
// post office box.
// (The state may be spelled out: "Columbus, Ohio 43235", as Ohio's and Maryland's captions print
// it, places.ts; and the street may be a parkway, a highway, a pike, a circle or a trail.)
// New York's street lines: "1270 Broadway", "1407 48th Street", and a short line that ends on its
// street after a Queens number or a lettered one ("29-76 Northern Blvd", "1465A Flatbush Ave.").
const NUMBERED_STREET =
  '\\d+\\s+Broadway\\b|\\d+\\s+\\d+(?:st|nd|rd|th)\\s+(?:St|Street|Ave|Avenue|Place|Pl)\\b|' +
  '\\d+(?:-\\d+|[A-Z])\\s+\\p{L}[^\\n]{0,30}\\b(?:St|Street|Ave|Avenue|Blvd|Boulevard|Road|Rd)\\b\\.?[ \\t]*$'
const ADDRESS_LINE = new RegExp(
  `^\\s*(?:c\\/o\\b|\\d+\\s+\\p{L}[^\\n]*\\b(?:St|Street|Ave|Avenue|Road|Rd|Blvd|Boulevard|Drive|Dr|Lane|Ln|Way|Place|Pl|Pentagon|Plaza|Court|Ct|Suite|Parkway|Pkwy|Highway|Hwy|Pike|Circle|Cir|Trail|Terrace)\\b|${NUMBERED_STREET}|P\\.?\\s?O\\.?\\s+Box\\b)|^\\s*[\\p{L} .'-]+,\\s*${STATE_AND_ZIP}\\s*[,.]?\\s*$`,
  'iu',
)

/** Whether a caption line is a party's address: "c/o …", a street, "City, ST 12345", a box. */
export function isAddressLine(line: string): boolean {
  return ADDRESS_LINE.test(line)
}

/**
 * The block without its address lines, each replaced by a comma (an address closes the name above
 * it). A "c/o" line runs on to the address's last line, the one with the ZIP code.
 */
export function withoutAddressLines(block: string): string {
  const lines = block.split('\n')
  const kept: string[] = []
  let careOf = false
  for (const line of lines) {
    const address = ADDRESS_LINE.test(line)
    if (/^\s*c\/o\b/i.test(line)) careOf = true
    if (address || careOf) {
      if (/\b\d{5}(?:-\d{4})?\s*[,.]?\s*$/.test(line)) careOf = false
      if (!/,\s*$/.test(kept[kept.length - 1] ?? ',')) kept[kept.length - 1] += ','
      continue
    }
    kept.push(line)
  }
  return kept.join('\n')
}

// A civil forfeiture sues the property itself ("UNITED STATES OF AMERICA, Plaintiff, v.
// $48,760.00 IN U.S. CURRENCY, Defendant in rem."): the sum is the defendant's name, so its
// figures, with the thousands' commas inside them, are part of the name, not debris or a list.

// Marks a comma inside a sum of money, restored once the list is split.
const AMOUNT_COMMA = '\uE004'

/** The block with the commas inside sums of money ("$48,760.00") masked from the list's split. */
export function maskAmountCommas(text: string): string {
  return text.replace(/\$\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?/g, (sum) =>
    sum.replace(/,/g, AMOUNT_COMMA),
  )
}

/** A piece of the list with its sums' commas restored. */
export function unmaskAmountCommas(piece: string): string {
  return piece.replace(/\uE004/g, ',')
}

// What stands before a name's first letter and is no part of it (marks, OCR debris), unless it is
// the sum a forfeiture names as its defendant ("$48,760.00 in U.S. Currency").
export const LEADING_DEBRIS =
  /^(?!\$\s?\d[\d,]*(?:\.\d{2})?\s+(?:in\s+)?(?:U\.?\s?S\.?|United\s+States)\s+Currency\b)[^\p{L}(]+/iu

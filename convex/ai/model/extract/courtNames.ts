// The vocabulary courts are named with: states and their Bluebook abbreviations, districts,
// circuits. Data only, so the court recogniser reads as rules.

/** [state, Bluebook abbreviation used in district names ("N.Y." in "S.D.N.Y.")]. */
export const STATES: ReadonlyArray<readonly [string, string]> = [
  ['Alabama', 'Ala.'],
  ['Alaska', 'Alaska'],
  ['Arizona', 'Ariz.'],
  ['Arkansas', 'Ark.'],
  ['California', 'Cal.'],
  ['Colorado', 'Colo.'],
  ['Connecticut', 'Conn.'],
  ['Delaware', 'Del.'],
  ['District of Columbia', 'D.C.'],
  ['Florida', 'Fla.'],
  ['Georgia', 'Ga.'],
  ['Hawaii', 'Haw.'],
  ['Idaho', 'Idaho'],
  ['Illinois', 'Ill.'],
  ['Indiana', 'Ind.'],
  ['Iowa', 'Iowa'],
  ['Kansas', 'Kan.'],
  ['Kentucky', 'Ky.'],
  ['Louisiana', 'La.'],
  ['Maine', 'Me.'],
  ['Maryland', 'Md.'],
  ['Massachusetts', 'Mass.'],
  ['Michigan', 'Mich.'],
  ['Minnesota', 'Minn.'],
  ['Mississippi', 'Miss.'],
  ['Missouri', 'Mo.'],
  ['Montana', 'Mont.'],
  ['Nebraska', 'Neb.'],
  ['Nevada', 'Nev.'],
  ['New Hampshire', 'N.H.'],
  ['New Jersey', 'N.J.'],
  ['New Mexico', 'N.M.'],
  ['New York', 'N.Y.'],
  ['North Carolina', 'N.C.'],
  ['North Dakota', 'N.D.'],
  ['Ohio', 'Ohio'],
  ['Oklahoma', 'Okla.'],
  ['Oregon', 'Or.'],
  ['Pennsylvania', 'Pa.'],
  ['Puerto Rico', 'P.R.'],
  ['Rhode Island', 'R.I.'],
  ['South Carolina', 'S.C.'],
  ['South Dakota', 'S.D.'],
  ['Tennessee', 'Tenn.'],
  ['Texas', 'Tex.'],
  ['Utah', 'Utah'],
  ['Vermont', 'Vt.'],
  ['Virginia', 'Va.'],
  ['Washington', 'Wash.'],
  ['West Virginia', 'W. Va.'],
  ['Wisconsin', 'Wis.'],
  ['Wyoming', 'Wyo.'],
]

/** District directions by the letter abbreviations use ("S.D." → Southern). */
export const DIRECTIONS: Record<string, string> = {
  N: 'Northern',
  S: 'Southern',
  E: 'Eastern',
  W: 'Western',
  C: 'Central',
  M: 'Middle',
}

/** Circuits by their ordinal word and their abbreviation ("2d Cir."). */
export const CIRCUITS: ReadonlyArray<readonly [string, string]> = [
  ['First', '1st'],
  ['Second', '2d'],
  ['Third', '3d'],
  ['Fourth', '4th'],
  ['Fifth', '5th'],
  ['Sixth', '6th'],
  ['Seventh', '7th'],
  ['Eighth', '8th'],
  ['Ninth', '9th'],
  ['Tenth', '10th'],
  ['Eleventh', '11th'],
  ['District of Columbia', 'D.C.'],
  ['Federal', 'Fed.'],
]

/** A regular-expression source matching `words` in any letter case, any white space between words. */
export function anyCase(words: string): string {
  return words
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/[A-Za-z]/g, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`)
        .replace(/\./g, '\\.'),
    )
    .join('\\s+')
}

/**
 * The state's name as lists spell it, from any casing ("NEW YORK" → "New York") and with the
 * ʻokina Hawaii's courts print ("HAWAI‘I" → "Hawaii").
 */
export function stateName(text: string): string {
  const key = text
    .replace(/\s+/g, ' ')
    .replace(/(?<=i)[‘ʻ'’](?=i)/gi, '')
    .toLowerCase()
  return STATES.find(([name]) => name.toLowerCase() === key)?.[0] ?? text
}

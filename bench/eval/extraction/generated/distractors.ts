// Sentences that carry values that are not the answer: other cases' docket numbers, dates and
// courts inside citations, events with their own dates and sums, related actions, other judges.
import { writeDate, writeDollars } from './formats'
import { type Random, chance, dateBetween, int, pick } from './random'
import { LAST_NAMES, companyName, personName } from './vocabulary'

const ABBREVIATIONS = [
  'S.D.N.Y.',
  'E.D.N.Y.',
  'N.D. Cal.',
  'D. Del.',
  'D.N.J.',
  'N.D. Ill.',
  'C.D. Cal.',
  'D. Mass.',
]
const CIRCUITS = ['2d Cir.', '3d Cir.', '9th Cir.', '7th Cir.', '1st Cir.', '5th Cir.']
const PROPOSITIONS = [
  'dismissing claims that rested on conclusory allegations',
  'holding that the plaintiff must plead each element with particularity',
  'denying a motion to compel as disproportionate to the needs of the case',
  'granting leave to amend where the defect could be cured',
  'declining to strike class allegations before discovery',
]

/** "See Smith v. Jones, No. 19-cv-1234 (ABC), 2020 WL 1234567, at *3 (S.D.N.Y. Jan. 5, 2020) (…)." */
export function unreportedCitation(random: Random): string {
  const date = dateBetween(random, '2012-01-01', '2023-12-31')
  const yy = date.slice(2, 4)
  const initials = String.fromCharCode(
    65 + int(random, 0, 25),
    65 + int(random, 0, 25),
    65 + int(random, 0, 25),
  )
  const docket = pick(random, [
    `No. ${yy}-cv-${int(random, 100, 9999)} (${initials})`,
    `No. ${int(random, 1, 3)}:${yy}-cv-${String(int(random, 100, 9999)).padStart(5, '0')}`,
    `Civ. A. No. ${yy}-${int(random, 100, 2999)}`,
  ])
  return `See ${pick(random, LAST_NAMES)} v. ${companyName(random)}, ${docket}, ${date.slice(0, 4)} WL ${int(random, 100000, 9999999)}, at *${int(random, 2, 9)} (${pick(random, ABBREVIATIONS)} ${writeDate(date, 'abbr')}) (${pick(random, PROPOSITIONS)}).`
}

/** "Smith v. Jones, 912 F.3d 45, 52 (2d Cir. 2019)." */
export function reportedCitation(random: Random): string {
  const year = int(random, 1995, 2023)
  const reporter = pick(random, ['F.3d', 'F.4th', 'F. Supp. 3d', 'U.S.'])
  const court =
    reporter === 'U.S.'
      ? ''
      : `${reporter === 'F. Supp. 3d' ? pick(random, ABBREVIATIONS) : pick(random, CIRCUITS)} `
  return `${pick(random, ['See', 'Accord', 'Cf.'])} ${pick(random, LAST_NAMES)} v. ${pick(random, LAST_NAMES)}, ${int(random, 100, 999)} ${reporter} ${int(random, 1, 999)}, ${int(random, 1, 999)} (${court}${year}).`
}

/** A sentence about an earlier event, with its own date and, sometimes, its own sum. */
export function eventSentence(random: Random, company: string, before: string): string {
  const date = writeDate(
    dateBetween(random, '2016-01-04', before),
    pick(random, ['long', 'abbr'] as const),
  )
  const sum = writeDollars(int(random, 2, 900) * 1e6, pick(random, ['million', 'plain'] as const))
  return pick(random, [
    `On ${date}, ${company} announced quarterly revenue of ${sum}, which it attributed to new distribution agreements.`,
    `On or about ${date}, ${company} entered into a credit facility of ${sum} with a syndicate of lenders.`,
    `${company}'s share price closed at $${int(random, 8, 140)}.${String(int(random, 0, 99)).padStart(2, '0')} on ${date}.`,
    `By ${date}, ${company} had spent ${sum} on the program described above.`,
  ])
}

/** A sentence naming a related or earlier action in another court (its number and court are not this case's). */
export function relatedAction(random: Random): string {
  const yy = String(int(random, 15, 22))
  return pick(random, [
    `This action is related to ${pick(random, LAST_NAMES)} v. ${companyName(random)}, No. ${yy}-cv-${int(random, 1000, 9999)}, which was previously dismissed by the United States District Court for the District of ${pick(random, ['Connecticut', 'Maryland', 'Arizona'])}.`,
    `A parallel action, Index No. ${int(random, 150000, 199999)}/20${yy}, was previously filed in the Supreme Court of the State of New York, County of Kings, and remains stayed.`,
  ])
}

/** A sentence quoting another judge of another case. */
export function otherJudge(random: Random): string {
  return `As Judge ${personName(random, chance(random, 0.5))} observed in a similar dispute, "the pleading standard is not a license to speculate."`
}

// Whether a name read from a caption's party block is too doubtful to answer: the text layer of a
// scan damaged it ("FLORlDA", "8ROWNING", "PRurr:t"), a clerk's stamp or a counsel block printed
// into the caption ran into it ("… CLERK D.J.R.", "APR 2 7 2020 …"), or it is an address, an
// office with no holder, or the court's own district. A table's cell with one wrong name is wrong;
// without it, it is short or blank, which a reader sees.
import { STATES } from './courtNames'
import { FIGURED_COMPANY } from './nameDescriptions'

// Marks no name holds: a scanner's reading of a stamp's or a seal's ink.
// A run of dashes or a stray quote is a rule or a scratch, not a name.
const DEBRIS = /[~<>·•|{}\\^`!?:=_*#@§¶"“”]|-{2,}/
// Capitals, small letters, then capitals again inside a word: an OCR misreading of a name printed
// in capitals ("FLORlDA", "ASSOCrATlON"), not a company's style ("JPMorgan", "McDONALD").
// So is the same across a hyphen ("JOl-IN" for "JOHN").
const BROKEN_CAPITALS = /\p{Lu}{2,}\p{Ll}+-?\p{Lu}/u
// A word of small letters ending in a capital I: a scan's reading of a small l ("ex reI.").
const CAPITAL_I_FOR_L = /\b\p{Ll}+I\b/u
// Two words joined by a period with no space ("STATE OF.NEW YORK", "THE.COUNTY"): the text layer
// lost a space and read a speck as a stop. A web address ("Amazon.com") is no such join.
const GLUED_STOP = /\p{L}{2,}\.(?![Cc][Oo][Mm]\b|[Nn][Ee][Tt]\b|[Oo][Rr][Gg]\b)\p{Lu}\p{L}/u
// Capitals then small letters at a word's end ("CHARLffi", "KUltr"), in a name otherwise printed
// in capitals.
const CAPITALS_THEN_SMALL = /\p{Lu}{2,}\p{Ll}+$/u
// A digit inside a word ("8ROWNING", "2oth"); ordinals ("21st", "2d") are words.
const DIGIT_IN_WORD = /\p{L}\d|\d\p{L}/u
const ORDINAL = /\b\d+(?:st|nd|rd|th|d)\b/gi
// A clerk's stamp: its words and its date ("FILED", "Deputy Clerk", "APR 2 7 2020"). A clerk "of"
// a court can be a party ("Clerk of the Superior Court").
const STAMP =
  /\b(?:Clerk|CLERK)\b(?!\s+of\b)|\b(?:FILED|RECEIVED|ENTERED|ENDORSED|Deputy\s+Clerk)\b|\b(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)\.?\s+\d/
// A stamp's words as a scan or a recasing left them: "FILED" spaced letter by letter ("F I L ED",
// "F I Led"), a clerk's "ENTERED ON DOCKET", a council's "Approved" closing its stamp.
const STAMP_READ = /\bF\s?I\s?L\s?E\s?D\b|\bEntered\s+on\s+(?:the\s+)?Docket\b|\sApproved$/i
// The end of a paper's title printed in the column beside the caption and read where a name stood
// ("… MOTION FOR ATTORNEYS' FEES AND | COSTS", "ORDER DENYING MOTION FOR | RECONSIDERATION", "…
// AMEND THE COMPLAINT AND | ADD PARTIES"), or a law report's running head ("FEDERAL SUPPLEMENT",
// "910 SOUTHERN REPORTER").
const TITLE_BESIDE_CAPTION =
  /^(?:(?:Attorneys?['’]?\s+)?Fees|Costs|Reconsideration|(?:Initial\s+)?Disclosures|Add\s+Parties)\b|\bMotions?\s+(?:to|for)\s|\b(?:Federal\s+Supplement|(?:Southern|Atlantic|Pacific|North\s*Eastern|North\s*Western|South\s*Eastern|South\s*Western|Federal|Supreme\s+Court)\s+Reporter)\b/i
// Counsel's block beside the caption: "Counsel for Defendants", "By: Jane Roe", "Attorneys for".
const COUNSEL = /\bCounsel\b|\bBy\s*:|\bAttorneys?\s+for\b/i
// An office named for its counsel is a body that can be sued: "Office of Special Counsel",
// "Office of the General Counsel".
const COUNSEL_OFFICE = /\bOffice\s+of\s+(?:the\s+)?(?:\p{L}+\s+){0,2}Counsel\b/giu
// A street address ("450 5th St. NW", "200 East Capitol Avenue", "Suite 600").
const ADDRESS =
  /\d+\s+(?:[\p{L}\d]+\.?\s+){0,3}(?:St|Street|Ave|Avenue|Road|Rd|Blvd|Boulevard|Drive|Floor|Fl)\b|\bSuite\s+\d/iu
// An office with no one named to hold it, left when a block was cut ("Manager", "Secretary").
const BARE_OFFICE =
  /^(?:Acting\s+|Deputy\s+|Interim\s+|County\s+|City\s+)?(?:Governor|Secretary|Director|Commissioner|Superintendent|Warden|Sheriff|Administrator|Chair(?:man|person|woman)?|Mayor|Treasurer|Comptroller|Controller|Auditor|Manager|Judge|Chief|President|Officer)$/i
// A body's last word with no name before it ("County", "Inc."), left when a name broken over the
// rows of a double-spaced caption was cut at a blank row: the name's head was lost.
const BARE_BODY_WORD =
  /^(?:County|Parish|City|District|Department|Commission|Board|Authority|Association|Company|Corporation|Inc\.?|LLC|Services?|Agency|Bureau)$/i
// The court's district or circuit printed beside the caption ("District of Oregon", "Fourth
// Judicial Circuit"); the District of Columbia is a party, a state's district is not.
const STATE_PATTERN = STATES.map(([name]) => name).join('|')
const COURT_DISTRICT = new RegExp(
  `^(?:(?:Northern|Southern|Eastern|Western|Middle|Central)\\s+)?District\\s+of\\s+(?:${STATE_PATTERN})$|\\bJudicial\\s+(?:Circuit|District)$`,
  'i',
)
// The same heading as a scan or a clerk's stamp prints it: a state abbreviated ("E. District of
// Mo."), a letter misread ("DISÏRICT OF ALABAMA"), the division's line run onto the first name
// ("EASTERN DIVISION JANE ROE"), or the state court's "for the … Judicial Circuit" line. The
// District of Columbia is a party, and its name is no abbreviation.
const COURT_HEADING_READ = new RegExp(
  [
    `^(?:(?:Northern|Southern|Eastern|Western|Middle|Central|[NSEWMC]\\.)\\s+)?Di\\p{L}{1,2}rict\\s+of\\s+(?:${STATE_PATTERN}|(?!Columbia\\b)\\p{Lu}\\p{Ll}{1,4}\\.?)$`,
    `^(?:Northern|Southern|Eastern|Western|Middle|Central)\\s+D(?:ivi|m|iv)sion\\b`,
    `^For\\s+the\\s+(?:\\S+\\s+){1,3}Judicial\\s+(?:Circuit|District)\\b`,
  ].join('|'),
  'iu',
)

/** Whether a piece of a party block is a street address (the names after it are counsel's). */
export function addressLike(piece: string): boolean {
  return ADDRESS.test(piece)
}

// A word printed twice over by the text layer ("CoCo", "CalifCalif", "DisDis"): a margin's
// vertical print read across the caption.
const DOUBLED_WORD = /\b(\p{Lu}\p{Ll}+)\1\b/u

// What a paper that is no caption prints where a reader looked for a name: a judge's title after
// an opinion's author ("DOYLE, Circuit Judge"), a pin cite ("Motion for Class Certification
// at 2"), a statute ("Title 50, United States Code"), a paper's title ("PLAINTIFF'S VOLUNTARY
// DISMISSAL"), a numbered heading ("Parties 3."), a capacity cut from its person ("Official
// Capacities as MPD Officers"), a sentence's verb ("Respondent in Roe v. Poe is Jane Roe").
const NOT_A_PARTY = [
  /(?:^|\s)(?:Circuit|District|Senior|Chief|Magistrate|Bankruptcy)\s+Judge:?$/i,
  /\bat\s+\d+\b/,
  /^Title\s+\d+\b|\bUnited\s+States\s+Code\b|\bU\.\s?S\.\s?C\./i,
  /\b(?:Plaintiff|Defendant|Petitioner|Respondent)(?:['’]s|s['’])/i,
  /^Parties\b/i,
  /^(?:(?:Individual|Official)\s+(?:and\s+(?:Individual|Official)\s+)?)?Capacit(?:y|ies)\b/i,
  /\s(?:is|are|was|were)\s/,
  // A paper's own title ("Statement of Interest", "Order") or a description standing for a person
  // ("An infant", "A UNITED STATES PERSON"), and a lone letter.
  /^(?:Statement|Memorandum|Motion|Brief|Notice|Order|Stipulation)(?:\s+(?:of|for|in|to)\s.*)?$/i,
  /^an?\s+(?:United\s+States\s+)?(?:person|infant|minor|child|individual|citizen|resident)\b/i,
  /^\p{Lu}$/u,
  /^Docket(?:\s+(?:Number|No\.?))?$/i,
  // A ruling's or a pleading's heading ("FINAL JUDGMENT", "MEMORANDUM OPINION AND ORDER",
  // "ORDER GRANTING MOTION", "CERTIFICATE OF SERVICE") standing where a name was looked for.
  // (An application or a petition "of" someone is an In re matter's name: not refused here.)
  /^(?:(?:Final|Amended|(?:First|Second|Third)\s+Amended|Memorandum|Supplemental|Proposed|Consent|Agreed|Partial|Default|Preliminary|Permanent|Temporary|Summary|Verified|Joint)\s+)?(?:Opinion|Judgment|Decision|Decree|Complaint|Affidavit|Declaration|Certificate|Summons|Subpoena|Minutes|Transcript|Exhibit|Injunction|Answer|Reply|Objections?|Report|Order)(?:\s+(?:(?:of|for|in|to|on|and|re|regarding|granting|denying|dismissing|approving|adopting|setting|following)\b.*|Opinion|Order|Judgment))?$/i,
  // A page's, a filing's or a stamp's line with its number or date ("Page 2", "Page 1 of 12",
  // "Filed 03/04/31", "Document 42", "Entered: March 4, 2031").
  /^(?:Page|Pg\.?|Filed|Entered|Dated?|Document|Doc\.?|ECF(?:\s+No\.?)?|Received|Docketed|Decided|Argued|Submitted)\s*:?\s*(?:No\.?\s*)?\d/i,
  // A date standing alone ("March 4, 2031", "Thursday, March 5, 2031", "4 March 2031").
  /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4})$/i,
  // A judge named with the bench's title ("Magistrate Judge Jane Roe", "U.S. District Judge John
  // Poe"): a judge sued is captioned by name, "the Honorable …", not by the bench's style.
  /^(?:(?:United\s+States|U\.\s?S\.)\s+)?(?:(?:Chief|Senior)\s+)?(?:Magistrate|District|Circuit|Bankruptcy)\s+Judge\s+\p{Lu}/iu,
  // A federal court's heading run onto the first name, the line's breaks lost ("UNITED STATES
  // DISTRICT COURT SOUTHERN DISTRICT OF ELMWOOD JANE ROE"): a court sued is named alone, its
  // district's name (two words at most, "New York") closing it.
  /^(?:In\s+the\s+)?United\s+States\s+(?:District|Bankruptcy)\s+Court\b.*\bDistrict\s+of\s+(?!the\s)(?:\S+\s+){2,}\S/i,
  /^(?:In\s+the\s+)?United\s+States\s+Court\s+of\s+Appeals\b.*\bCircuit\s+\S/i,
  // A case page's heading or its counsel column read into a name ("PARTY INFORMATION Lead
  // Attorneys", "Jane Retained"): the page is a register of actions, not a caption.
  /\b(?:Party\s+(?:Information|Name|Type)|Case\s+Information|Lead\s+Attorneys?|Represented\s+By|Attorneys?\s+(?:of\s+Record|to\s+be\s+Noticed)|Retained)\b/i,
  // A table's heading or total, or a docket's placeholder, read where a party's name stood.
  /^(?:Total|Subtotal|Amount|Balance|Description|Date|Name|Type|Status|Part(?:y|ies)|Party\s+Type|Representatives?|Events?|Docket\s+Text|None|N\/?A|Unknown|Pro\s+Se|Lead\s+Attorney|Attorney\s+to\s+be\s+Noticed)$/i,
]

// A name cut in its middle: it ends on a word that joins it to its next ("The Commission and").
// So does one ending on an article or a preposition in small letters ("Application of the Federal
// Bureau of Investigation for an", its line cut). ("of" may close a body's name printed head last:
// "Housing and Urban Development, Department of", "INDIANA STATE OF".)
const CUT_AFTER = /\s(?:and|the|for|on|&)$/i
const CUT_AFTER_SMALL = /\s(?:an?|to|by|with|from|into|upon)$/

// A case number read into a name ("BIRCH TRAINING SCHOOL N-86-125").
const CASE_NUMBER_IN_NAME = /\b[A-Z]{1,3}[-–]\d{2}[-–]\d{2,5}\b/

// A role word broken by a scan's spacing or specks ("P laintif.fs"): the side's label, no name.
const ROLE_WORD = /^(?:plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?)$/

// An appellate court's heading printed above the caption's first name, read with it ("SUPREME
// COURT OF ALABAMA OSCAR P. MINTON"): a court may be a party, a court and a person are not one.
const COURT_THEN_NAME = new RegExp(
  `^(?:The\\s+)?(?:Supreme|Superior|Appellate)\\s+Court\\s+of\\s+(?:the\\s+State\\s+of\\s+)?(?:${STATE_PATTERN})\\s+(?!County\\b|for\\b|at\\b|in\\b)\\p{Lu}`,
  'iu',
)

/** Whether a name is no party's: a title, a citation, a heading or prose read where one stood. */
function notAParty(name: string): boolean {
  const trimmed = name.trim()
  if (NOT_A_PARTY.some((form) => form.test(trimmed)) || CUT_AFTER.test(trimmed)) return true
  if (CUT_AFTER_SMALL.test(trimmed)) return true
  if (CASE_NUMBER_IN_NAME.test(trimmed) || COURT_THEN_NAME.test(trimmed)) return true
  return ROLE_WORD.test(trimmed.toLowerCase().replace(/[^a-z]/g, ''))
}

// A person's nickname in quotes inside the name ("William (“Bill”) Roe"): printed so, no debris.
const NICKNAME = /(?<=\p{L}\s)\(["“]\p{L}+["”]\)(?=\s\p{L})/gu

// A pseudonymous party's number after its name ("John Doe #1", "Officer Roe # 2"): no debris.
const PARTY_NUMBER_SIGN = /(?<=\p{L})\s#\s?\d{1,3}$/u

/** Whether a name is too doubtful to answer (see above). */
export function doubtfulName(name: string): boolean {
  if (DEBRIS.test(name.replace(NICKNAME, '').replace(PARTY_NUMBER_SIGN, ''))) return true
  if (BROKEN_CAPITALS.test(name)) return true
  if (DOUBLED_WORD.test(name)) return true
  if (notAParty(name)) return true
  if (CAPITAL_I_FOR_L.test(name) || GLUED_STOP.test(name)) return true
  // (A company's figures glued to a short word of its name, "3kad LLC", are its name's; a scan's
  // "8ROWNING, INC." misreads a longer word's first letter.)
  const figures = FIGURED_COMPANY.test(name) ? name.replace(/^\d+(?=\p{L}{1,4}\s)/u, '') : name
  if (DIGIT_IN_WORD.test(figures.replace(ORDINAL, ''))) return true
  const words = name.split(/\s+/)
  const inCapitals = words.filter((word) => /\p{Lu}{2,}/u.test(word)).length
  if (inCapitals >= 2 && words.some((word) => CAPITALS_THEN_SMALL.test(word))) return true
  return (
    STAMP.test(name) ||
    COUNSEL.test(name.replace(COUNSEL_OFFICE, '')) ||
    ADDRESS.test(name) ||
    BARE_OFFICE.test(name.trim()) ||
    BARE_BODY_WORD.test(name.trim()) ||
    COURT_DISTRICT.test(name.trim()) ||
    COURT_HEADING_READ.test(name.trim()) ||
    TITLE_BESIDE_CAPTION.test(name.trim()) ||
    STAMP_READ.test(name)
  )
}

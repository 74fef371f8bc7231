// Offices printed beside the names of those who hold them: "CHARLES ROE, ELM COUNTY PUBLIC
// GUARDIAN" (the office after a person's name and a comma is the capacity the person is sued or
// sues in, no second party), and "SECRETARY JANE ROE" (an office before a person's name).
import { personLine } from './nameLines'

// An office in capitals, with the seat it serves before it ("COOK COUNTY PUBLIC GUARDIAN") or
// after it ("DIRECTOR OF THE ELM DEPARTMENT OF CORRECTIONS").
const OFFICE_IN_CAPITALS =
  /^(?:[A-Z][A-Z.'’-]*\s+){0,4}(?:GUARDIAN|DIRECTOR|SECRETARY|COMMISSIONER|SUPERINTENDENT|WARDEN|SHERIFF|ADMINISTRATOR|TREASURER|COMPTROLLER|AUDITOR|MAYOR|GOVERNOR|ATTORNEY\s+GENERAL|PUBLIC\s+DEFENDER|DISTRICT\s+ATTORNEY|PROSECUTOR|CHAIR(?:MAN|PERSON|WOMAN)?|CLERK|ASSESSOR|COLLECTOR|REGISTRAR|CORONER|EXECUTIVE\s+OFFICER|CHIEF\s+OF\s+POLICE)(?:\s+(?:OF|FOR)\s+[A-Z][A-Z .,'’&-]*)?$/

/**
 * Whether `piece`, printed in capitals after the name `previous` and a comma, is the office that
 * person holds: the name before reads as a person's (two to four words, no body's word), and the
 * piece names an office, not a person.
 */
export function officeOfPerson(previous: string, piece: string): boolean {
  const office = piece.trim()
  return (
    !/\p{Ll}/u.test(office) &&
    OFFICE_IN_CAPITALS.test(office) &&
    personLine(previous) &&
    !personLine(office)
  )
}

/** Whether `piece` names an office, in capitals or not: "EXECUTIVE DIRECTOR", "Sheriff". */
export function namesOffice(piece: string): boolean {
  return OFFICE_IN_CAPITALS.test(piece.trim().toUpperCase())
}

// An office or rank before a person's name in the party's own entry ("SECRETARY JANE ROE",
// "Director Jan Poe", "Sheriff John Roe", "Deputy C.C. Poe", "Interim Chief Mary Roe", "MAYOR KEN
// POE", "CITY COUNCIL MEMBERS DAVID ROE"): the title says the capacity, the person is the party.
// "Secretary of State", "Sheriff of Elm County" are offices, no names.
const OFFICE_BEFORE_NAME =
  /^(?:(?:Acting|Interim|Assistant|Deputy|City|County|Police|ACTING|INTERIM|ASSISTANT|DEPUTY|CITY|COUNTY|POLICE)\s+){0,2}(?:Secretary|Director|Sheriff|Deputy|Mayor|Warden|Commissioners?|Chief|Superintendent|Council\s+Members?|Councilmember|SECRETARY|DIRECTOR|SHERIFF|DEPUTY|MAYOR|WARDEN|COMMISSIONERS?|CHIEF|SUPERINTENDENT|COUNCIL\s+MEMBERS?|COUNCILMEMBER)\s+(?!of\b|OF\b)/u
// A person's name after the title: two to four words or initials, the first no bench's title nor
// another rank ("Chief Deputy Jan Roe" is read whole).
const PERSON_AFTER_TITLE =
  /^(?!(?:Judge|JUDGE|Justice|JUSTICE|Magistrate|MAGISTRATE|Deputy|DEPUTY|Chief|CHIEF|Sheriff|SHERIFF)\b)(?:\p{Lu}[\p{L}'’-]*|(?:\p{Lu}\.)+)(?:\s+(?:\p{Lu}[\p{L}'’-]*|(?:\p{Lu}\.)+)){1,3}$/u

// An office with its seat before a person's name, all in capitals: "ELM COUNTY CHIEF PROBATION
// OFFICER JANE ROE", "OAK COUNTY JUVENILE HALL SUPERINTENDENT JOHN POE". ("…SUPERINTENDENT OF
// SCHOOLS" is an office, no name.)
const SEATED_OFFICE_BEFORE_NAME =
  /^(?:[A-Z][A-Z.'’-]*\s+){1,6}?(?:OFFICER|SHERIFF|SUPERINTENDENT|DIRECTOR|WARDEN|COMMISSIONER|MAYOR|ADMINISTRATOR|TREASURER|CONTROLLER|ASSESSOR|AUDITOR)\s+(?!OF\b)/

/** A name without the office printed before it: "SECRETARY JANE ROE" → "JANE ROE". */
export function withoutOfficeBefore(name: string): string {
  const title =
    OFFICE_BEFORE_NAME.exec(name) ??
    (/\p{Ll}/u.test(name) ? null : SEATED_OFFICE_BEFORE_NAME.exec(name))
  if (!title) return name
  const person = name.slice(title[0].length)
  return PERSON_AFTER_TITLE.test(person) && personLine(person.replace(/\./g, '. ')) ? person : name
}

// A habeas petition names its custodian by the office alone ("JOHN ROE, Petitioner, v. WARDEN,
// Respondent."): a block that is nothing but that office in capitals is the party, though an
// office cut loose from its holder's name is no party elsewhere (partyDoubt.ts).
const CUSTODIAN_ALONE = /^\s*(?:THE\s+)?WARDEN\s*[,.]?\s*$/

/** "Warden" when the block names only the warden (a habeas respondent), else null. */
export function custodianAlone(block: string): string | null {
  return CUSTODIAN_ALONE.test(block) ? 'Warden' : null
}

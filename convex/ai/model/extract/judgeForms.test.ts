// Judges as US courts print the case's judge, form by form (session 23): the signing judge of a
// federal district, magistrate or bankruptcy order, a circuit's author, a state trial court's
// signature and a state appellate court's author line, and the judge a court's own record lists.
// Every name and number is invented; each case is one form, cut to the lines that carry it.
import { type GalleryCase, runGallery } from './gallery.harness'

const ORDER = 'Before the Court is the motion. The motion is GRANTED.\n\n'

const FEDERAL: GalleryCase[] = [
  {
    name: 'N.D. Ill. caption: "Judge:" and "Magistrate Judge:" after the ")" column',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE NORTHERN DISTRICT OF ILLINOIS\nEASTERN DIVISION\nHARBOR LANE TENANTS UNION,  )\n  Plaintiff,  )  Case No. 21-cv-4410\n  )\nv.  ) Judge: Marcus T. Whitcombe\n  )\nELM CITY HOUSING AUTHORITY,  ) Magistrate Judge: Lena Okafor\n  Defendant.  )\n\nMEMORANDUM OPINION AND ORDER\n${ORDER}`,
    ],
    judge: 'Marcus T. Whitcombe',
  },
  {
    name: 'D.N.J. letter order: "s/" e-signature over the typed name and a magistrate’s title',
    pages: [
      `${ORDER}IT IS HEREBY ORDERED this 3rd day of May, 2019, that the motion is DENIED.\ns/ Karen P. Ostrowski\nKAREN P. OSTROWSKI\nUnited States Magistrate Judge\n`,
    ],
    judge: 'Karen P. Ostrowski',
  },
  {
    name: 'E.D. Mich.: "s/Name" glued, the name in capitals under it, the district title',
    pages: [
      `${ORDER}IT IS SO ORDERED.\n\ns/Howard L. Brenneman\nHOWARD L. BRENNEMAN\nUNITED STATES DISTRICT JUDGE\nDated: June 4, 2020\n`,
    ],
    judge: 'Howard L. Brenneman',
  },
  {
    name: 'a magistrate judge’s report signed "MAGISTRATE JUDGE" without "United States"',
    pages: [
      `REPORT AND RECOMMENDATION\n${ORDER}Respectfully submitted,\n\n/s/ Delia R. Fontaine\nDELIA R. FONTAINE\nMAGISTRATE JUDGE\n`,
    ],
    judge: 'Delia R. Fontaine',
  },
  {
    name: 'bankruptcy order signed "Bankruptcy Judge" without "United States"',
    pages: [
      `In re: ORCHARD VALLEY FARMS, LLC,  Chapter 11\n  Case No. 20-41122\n${ORDER}Signed: March 2, 2021\n\n____________________\nTheodore J. Varga\nChief Bankruptcy Judge\n`,
    ],
    judge: 'Theodore J. Varga',
  },
  {
    name: 'E.D. Pa. order: "BY THE COURT:" over "/s/" and "NAME, J."',
    pages: [`${ORDER}BY THE COURT:\n\n/s/ Miriam T. Holloway\nMIRIAM T. HOLLOWAY, J.\n`],
    judge: 'Miriam T. Holloway',
  },
  {
    name: 'an order "SO ORDERED" over a rule and the judge’s name with "District Judge" after a comma',
    pages: [
      `${ORDER}SO ORDERED.\n\n__________________________\nOwen R. Castellanos, District Judge\n`,
    ],
    judge: 'Owen R. Castellanos',
  },
  {
    name: 'the Foreign Intelligence Surveillance Court: "Presiding Judge, United States ..."',
    pages: [
      `${ORDER}SO ORDERED this 2nd day of June, 2015.\n\nLYDIA C. MARCHETTI\nPresiding Judge, United States\nForeign Intelligence Surveillance Court\n`,
    ],
    judge: 'Lydia C. Marchetti',
  },
  {
    name: 'a Lexis opinion heading "OPINION BY:" a full name',
    pages: [
      `JUDGES: Before BRANNIGAN, ESCOBEDO and TRUXTON, Circuit Judges.\n\nOPINION BY: WILMA J. ESCOBEDO\n\nOPINION\n\n${ORDER}`,
    ],
    judge: 'Wilma J. Escobedo',
  },
  {
    name: 'United States Tax Court: "(Signed)" before the name, the title under it',
    pages: [`${ORDER}(Signed) Rowena P. Albright\nSpecial Trial Judge\n\nENTERED: MAY 4, 2021\n`],
    judge: 'Rowena P. Albright',
  },
  {
    name: 'Tenth Circuit order and judgment: "Entered for the Court" over the author',
    pages: [`${ORDER}Entered for the Court\n\nCasimir D. Oyelaran\nCircuit Judge\n`],
    judge: 'Casimir D. Oyelaran',
  },
]

const STATE_TRIAL: GalleryCase[] = [
  {
    name: 'Indiana caption: "Hon. X, Special Judge" in the ")" column',
    pages: [
      `STATE OF INDIANA  )  IN THE ELM SUPERIOR COURT NO. 2\n) ss\nCOUNTY OF ELM  )  CASE NO. 49D02-2101-PL-000123\nAVA LINDGREN,  )\n  Plaintiff,  )\n-vs-  ) Hon. Rupert K. Almeida, Special Judge\n  )\nELM COUNTY COMMISSIONERS,  )\n  Defendants.  )\n\n${ORDER}`,
    ],
    judge: 'Rupert K. Almeida',
  },
  {
    name: 'New York e-filed order: "HON. X, JSC" without periods',
    pages: [
      `SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF NEW YORK\n${ORDER}This constitutes the decision and order of the court.\n\n6/1/2021\nDATE  HON. BEATRIZ N. SALAZAR, JSC\n`,
    ],
    judge: 'Beatriz N. Salazar',
  },
  {
    name: 'New Jersey Chancery: "P.J.Ch." after the name',
    pages: [`${ORDER}HON. GORDON W. PELLETIER, P.J.Ch.\n`],
    judge: 'Gordon W. Pelletier',
  },
  {
    name: 'Delaware Court of Chancery letter: "/s/" name over "Vice Chancellor"',
    pages: [
      `Dear Counsel:\n\n${ORDER}Sincerely,\n\n/s/ Harriet E. Lindqvist-Moore\n\nVice Chancellor\n`,
    ],
    judge: 'Harriet E. Lindqvist-Moore',
  },
  {
    name: 'Tennessee chancery: the name over "CHANCELLOR"',
    pages: [
      `${ORDER}ENTERED this the 9th day of April, 2019.\n\n________________\nELLIS P. DRUMMOND\nCHANCELLOR\n`,
    ],
    judge: 'Ellis P. Drummond',
  },
  {
    name: 'Wisconsin e-filed order: "Electronically signed by" over "Circuit Court Judge"',
    pages: [
      `BY THE COURT:\nDATE SIGNED: March 3, 2022\nElectronically signed by Sofia T. Kaminski\nCircuit Court Judge\n\n${ORDER}`,
    ],
    judge: 'Sofia T. Kaminski',
  },
  {
    name: 'Maricopa County minute entry: "HONORABLE X" beside "CLERK OF THE COURT"',
    pages: [
      `CV2021-012345  06/02/2021\n\nHONORABLE VIOLET A. CARRASCO  CLERK OF THE COURT\n  J. Smith\n  Deputy\n\nELM RIDGE LLC  TOM A. LAWYER\n\n${ORDER}`,
    ],
    judge: 'Violet A. Carrasco',
  },
  {
    name: 'New York surrogate: the name over "SURROGATE"',
    pages: [
      `${ORDER}Dated: May 1, 2020\n\n______________________\nCORNELIA B. HARTWELL\nSURROGATE\n`,
    ],
    judge: 'Cornelia B. Hartwell',
  },
  {
    name: 'South Carolina Form 4 order: "So Ordered" over the judge’s name',
    pages: [
      `STATE OF SOUTH CAROLINA\nCOUNTY OF ELM\nIN THE COURT OF COMMON PLEAS\nCase Number: 2021CP4001234\nType: Order/Electronic Form 4\n${ORDER}So Ordered\n\nMarisol B. Tennant\n\nElectronically signed on 2021-05-04\n`,
    ],
    judge: 'Marisol B. Tennant',
  },
  {
    name: 'South Carolina Form 4 order with the margin’s "ELECTRONICALLY FILED" a letter a line',
    pages: [
      `Type: Order/Electronic Form 4 U\nR\nG\n -\n C\nO\nM\nSo Ordered M\nO\nN\nMarisol B. Tennant  P\nL\nE\nA\nS\nElectronically signed on 2021-05-04 10:12:01     page 3 of 3\n`,
    ],
    judge: 'Marisol B. Tennant',
  },
  {
    name: 'Iowa e-filed order: "So Ordered" over "Name, District Court Judge," and the district',
    pages: [
      `IN THE IOWA DISTRICT COURT FOR ELM COUNTY\n${ORDER}So Ordered\n\nGideon T. Farraday, District Court Judge,\nFifth Judicial District of Iowa\n\nElectronically signed on 2021-05-04 10:12:01\n`,
    ],
    judge: 'Gideon T. Farraday',
  },
  {
    name: 'New Jersey without the honorific: "NAME, J.A.D." and "NAME, P.J.Cv."',
    pages: [
      `SUPERIOR COURT OF NEW JERSEY\n${ORDER}/s/ Priya S. Venkataraman\nPRIYA S. VENKATARAMAN, P.J.Cv.\n`,
    ],
    judge: 'Priya S. Venkataraman',
  },
  {
    name: 'New York: "PRESENT: HON. NAME" over "Justice" and the part',
    pages: [
      `At IAS Part 12 of the Supreme Court of the State of New York, held in and for the County of Kings\n\nP R E S E N T :\nHON. ANSELM K. BRODERICK,\nJustice.\n\nELM HOLDINGS LLC,\n  Plaintiff,\n- against -\nOAK REALTY CORP.,\n  Defendant.\n\n${ORDER}`,
    ],
    judge: 'Anselm K. Broderick',
  },
  {
    name: 'Texas: the name over "JUDGE PRESIDING"',
    pages: [
      `${ORDER}SIGNED on May 4, 2021.\n\n______________________\nDELPHINE R. ACHTERBERG\nJUDGE PRESIDING\n`,
    ],
    judge: 'Delphine R. Achterberg',
  },
  {
    name: 'a court record’s "Judge Assigned:" label',
    pages: [
      `Case Number: 21-CV-00123\nCase Status: Open\nJudge Assigned: Hollis W. Greaves\nFiling Date: 02/01/2021\n`,
    ],
    judge: 'Hollis W. Greaves',
  },
]

const STATE_APPELLATE: GalleryCase[] = [
  {
    name: 'Pennsylvania Superior Court: "MEMORANDUM BY SURNAME, J.:"',
    pages: [
      `J-A01234-21\nNON-PRECEDENTIAL DECISION\nIN THE SUPERIOR COURT OF PENNSYLVANIA\nBEFORE: PANELLA, P.J., KOVACH, J., and STRUTHERS, J.\nMEMORANDUM BY KOVACH, J.:  FILED MAY 5, 2021\n\n${ORDER}`,
    ],
    judge: 'Kovach',
  },
  {
    name: 'Maryland: "Opinion by Surname, J."',
    pages: [
      `IN THE COURT OF SPECIAL APPEALS\nOF MARYLAND\nNo. 1234\nSeptember Term, 2019\nHarlow,\nBriggs,\nTemple,\nJJ.\nOpinion by Briggs, J.\n\nFiled: June 2, 2020\n\n${ORDER}`,
    ],
    judge: 'Briggs',
  },
  {
    name: 'Virginia Court of Appeals: "MEMORANDUM OPINION* BY JUDGE NAME"',
    pages: [
      `COURT OF APPEALS OF VIRGINIA\nPresent: Judges Alder, Benning and Corvino\nMEMORANDUM OPINION* BY\nJUDGE NADIA F. CORVINO\nMARCH 3, 2020\n\n${ORDER}`,
    ],
    judge: 'Nadia F. Corvino',
  },
  {
    name: 'Oklahoma Court of Civil Appeals: "OPINION BY NAME, JUDGE:"',
    pages: [
      `IN THE COURT OF CIVIL APPEALS OF THE STATE OF OKLAHOMA\nDIVISION II\n\nOPINION BY LEON W. TRAMMELL, JUDGE:\n\n${ORDER}`,
    ],
    judge: 'Leon W. Trammell',
  },
  {
    name: 'Georgia Court of Appeals: "SURNAME, Presiding Judge."',
    pages: [
      `SECOND DIVISION\nBARNES, P. J.,\nGOBEL and PIPER, JJ.\n\nA21A0123. ELM v. OAK.\n\nBARNES, Presiding Judge.\n\n${ORDER}`,
    ],
    judge: 'Barnes',
  },
  {
    name: 'Arizona Court of Appeals: "Judge X delivered the decision of the Court"',
    pages: [
      `ARIZONA COURT OF APPEALS\nDIVISION ONE\n\nJudge Thorsby delivered the decision of the Court, in which Presiding Judge Amaro and Judge Wexley joined.\n\n${ORDER}`,
    ],
    judge: 'Thorsby',
  },
  {
    name: 'Tennessee Court of Appeals: "Name, J., delivered the opinion of the court"',
    pages: [
      `IN THE COURT OF APPEALS OF TENNESSEE\nAT NASHVILLE\n\nRosalind P. Greer, J., delivered the opinion of the court, in which Dwight M. Ashby, P.J., M.S., and Colin T. Breuer, J., joined.\n\nOPINION\n\n${ORDER}`,
    ],
    judge: 'Rosalind P. Greer',
  },
  {
    name: 'California: author line, then "WE CONCUR:" naming the others',
    pages: [
      `Filed 3/2/21\nCERTIFIED FOR PUBLICATION\nIN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA\n\nWINSLOW, J.\n\n${ORDER}WE CONCUR:\n\nABERNATHY, P. J.\n\nQUINTERO, J.\n`,
    ],
    judge: 'Winslow',
  },
  {
    name: 'Texas Court of Appeals: "Opinion by: Name, Justice"',
    pages: [
      `Fourth Court of Appeals\nSan Antonio, Texas\nMEMORANDUM OPINION\nNo. 04-21-00123-CV\nOpinion by:  Leticia M. Arredondo, Justice\nSitting: Leticia M. Arredondo, Justice\n Bram T. Okonjo, Justice\n\n${ORDER}`,
    ],
    judge: 'Leticia M. Arredondo',
  },
  {
    name: 'South Carolina Supreme Court: "JUSTICE SURNAME:" heading the opinion',
    pages: [
      `THE STATE OF SOUTH CAROLINA\nIn The Supreme Court\nOpinion No. 28012\nHeard March 3, 2021 - Filed May 5, 2021\nAFFIRMED\n\nJUSTICE HALLORAN:  ${ORDER}`,
    ],
    judge: 'Halloran',
  },
  {
    name: 'Pennsylvania Supreme Court: "JUSTICE SURNAME" beside "DECIDED:"',
    pages: [
      `[J-12-2021]\nIN THE SUPREME COURT OF PENNSYLVANIA\nWESTERN DISTRICT\n\nOPINION\n\nJUSTICE MARCHBANKS  DECIDED: May 4, 2021\n\n${ORDER}`,
    ],
    judge: 'Marchbanks',
  },
  {
    name: 'Colorado: "JUSTICE SURNAME delivered the Opinion of the Court."',
    pages: [
      `The Supreme Court of the State of Colorado\n2 East 14th Avenue\n\nJUSTICE ESPARZA delivered the Opinion of the Court.\nCHIEF JUSTICE LOWELL dissents.\n\n${ORDER}`,
    ],
    judge: 'Esparza',
  },
  {
    name: 'Utah Court of Appeals: "JUDGE NAME authored this Opinion"',
    pages: [
      `THE UTAH COURT OF APPEALS\n\nJUDGE ORVILLE T. BANNISTER authored this Opinion, in which JUDGES ANA ROE and PAUL POE concurred.\n\n${ORDER}`,
    ],
    judge: 'Orville T. Bannister',
  },
  {
    name: 'Hawaii: "OPINION OF THE COURT BY SURNAME, J."',
    pages: [
      `IN THE SUPREME COURT OF THE STATE OF HAWAI‘I\n---o0o---\nSCWC-21-0000123\n\nOPINION OF THE COURT BY KEALOHA, J.\n\n${ORDER}`,
    ],
    judge: 'Kealoha',
  },
  {
    name: 'Wisconsin: the author after the first paragraph’s "¶1"',
    pages: [
      `SUPREME COURT OF WISCONSIN\nCASE NO.: 2020AP123\n\n¶1 MARGARETHE L. VOSSBERG, J. The question in this case is whether the motion was timely.\n${ORDER}`,
    ],
    judge: 'Margarethe L. Vossberg',
  },
  {
    name: 'Mississippi: "SURNAME, JUSTICE, FOR THE COURT:"',
    pages: [
      `IN THE SUPREME COURT OF MISSISSIPPI\nNO. 2020-CA-00123-SCT\n\nBEFORE KING, P.J., COLEMAN AND GRIFFIS, JJ.\n\nCOLEMAN, JUSTICE, FOR THE COURT:\n\n${ORDER}`,
    ],
    judge: 'Coleman',
  },
  {
    name: 'Washington: "SURNAME, J. —" opening the opinion',
    pages: [
      `IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON\nDIVISION II\n\nUNPUBLISHED OPINION\n\nTREMBLAY, J. — Elm Ridge appeals the trial court’s order.\n${ORDER}`,
    ],
    judge: 'Tremblay',
  },
]

const RECORDS: GalleryCase[] = [
  {
    name: 'Michigan register of actions: "Judicial Officer" column, surname first',
    pages: [
      `STATE OF MICHIGAN  CASE ID\nCOURT\n21-000123-MZ  8/10/2021\nREGISTER OF ACTIONS\nCASE\nJudicial Officer Date Filed  Adjudication Status\nHALVERSON, GRETA 6/2/21    OPEN\nPARTICIPANTS\nPLAINTIFF 1 ELM TOWNSHIP FILED: 6/2/21\n`,
    ],
    judge: 'Greta Halverson',
  },
  {
    name: 'a Texas case record: "Judicial Officer:" with the name surname first',
    pages: [
      `CASE NO. DC-21-01234\nJANE ROE vs. OAK MOTORS, INC.\nCase Type: Contract\nDate Filed: 02/01/2021\nLocation: 193rd District Court\nJudicial Officer: Pemberton, Lucille\n\nPARTY INFORMATION\n`,
    ],
    judge: 'Lucille Pemberton',
  },
  {
    name: 'an old federal docket sheet: the "JUDGE  MAGISTRATE" columns closing the header row',
    pages: [
      `UNITED STATES DISTRICT COURT SOUTHERN INDIANA\nJOHN ROE -VS- ELM COUNTY  IP99-C-1234 -B/S\n\nDEMAND\nFILED  CLOSED  NATR SUIT  JURY?  JUDGE  MAGISTRATE\n($1000)\n03/04/1999  06/01/2000  440  N  0  HARTLEY  VOSS\n\nCAUSE: CIVIL RIGHTS\n`,
    ],
    judge: 'Hartley',
  },
  {
    name: 'a court record’s "Judge:" row, surname first',
    pages: [
      `Case Number: 2021-CV-000123\nJudge: MORTENSEN, ALICE\nFile Date: 03/02/2021\nCase Type: Civil\n`,
    ],
    judge: 'Alice Mortensen',
  },
]

// Forms that name someone with a judge's words who is not the case's judge: blank stays blank.
const NOT_THE_JUDGE: GalleryCase[] = [
  {
    name: 'a clerk signing for the court',
    pages: [`${ORDER}FOR THE COURT:\n\n/s/ Hannah Q. Lister\nHannah Q. Lister, Clerk of Court\n`],
    judge: null,
  },
  {
    name: 'a court record’s "Judicial Officer" with no name under it',
    pages: [
      `REGISTER OF ACTIONS\nJudicial Officer Date Filed  Adjudication Status\n6/2/21    OPEN\n`,
    ],
    judge: null,
  },
]

runGallery('judge forms: federal district, magistrate, bankruptcy and circuit', FEDERAL)
runGallery('judge forms: state trial courts', STATE_TRIAL)
runGallery('judge forms: state appellate courts', STATE_APPELLATE)
runGallery('judge forms: court records', RECORDS)
runGallery('judge forms: names that are not the case’s judge', NOT_THE_JUDGE)

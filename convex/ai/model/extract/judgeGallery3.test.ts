// Judges as US courts print them, a third gallery (session 23): docket assignments, caption
// columns, opinion headings that name the author on the line under their words, and appeals
// that name the judge below beside the panel's author; transcripts, minutes, judgment forms and
// proposed orders (a blank signature line names no one). Every name and number is invented.
import { type GalleryCase, runGallery } from './gallery.harness'

const OPINION = 'The plaintiff appeals the judgment. We affirm.\n\n'
const MOTION = 'Pending before the Court is the motion. The motion is GRANTED.\n'

const ASSIGNMENTS: GalleryCase[] = [
  {
    name: 'a CM/ECF sheet: "Assigned to: Chief Judge NAME"',
    pages: [
      `CIVIL DOCKET FOR CASE #: 1:21-cv-00871\nOrtiz v. Lakeview Dairy, LLC\nAssigned to: Chief Judge Rosalind M. Achebe\nCause: 29:201 Fair Labor Standards Act\nDate Filed: 02/11/2021\n`,
    ],
    judge: 'Rosalind M. Achebe',
  },
  {
    name: 'a CM/ECF sheet: "Assigned to: District Judge NAME"',
    pages: [
      `CIVIL DOCKET FOR CASE #: 2:20-cv-03311\nAssigned to: District Judge Cyrus T. Pemberton\nReferred to: Magistrate Judge Ilse Vanterpool\nDate Filed: 06/02/2020\n`,
    ],
    judge: 'Cyrus T. Pemberton',
  },
  {
    name: 'a caption’s ")" column: "Judge NAME" over "Magistrate Judge NAME"',
    pages: [
      `UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF OHIO\nWESTERN DIVISION\n\nHALEY QUINTANA,  )\n  Plaintiff,  )  Case No. 1:21-cv-00412\n  )\nv.  )  Judge Bartholomew A. Okafor\n  )  Magistrate Judge Selma R. Diaz\nRIVERBEND PLASTICS, INC.,  )\n  Defendant.  )\n\nMOTION TO COMPEL\n`,
    ],
    judge: 'Bartholomew A. Okafor',
  },
  {
    name: 'E.D. Va.: the judges’ initials after the number are no judge',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT\nFOR THE EASTERN DISTRICT OF VIRGINIA\n\nCivil Action No. 1:21-cv-00512 (RTO/LMD)\n\nMOTION TO DISMISS\n\nDefendant moves to dismiss the complaint.\n`,
    ],
    judge: null,
  },
  {
    name: 'a Westlaw print’s "JUDGES:" line naming one district judge',
    pages: [
      `Core Terms: motion, discovery\n\nJudges: Florentina M. Abernathy, United States District Judge.\n\nOpinion\n\n${MOTION}`,
    ],
    judge: 'Florentina M. Abernathy',
  },
]

const HEADINGS: GalleryCase[] = [
  {
    name: 'New Jersey: "The opinion of the court was delivered by" over "SURNAME, J.A.D."',
    pages: [`The opinion of the court was delivered by\n\nHOLLINGER, J.A.D.\n\n${OPINION}`],
    judge: 'Hollinger',
  },
  {
    name: 'Pennsylvania common pleas: "SURNAME, J." and the date on one line',
    pages: [`OPINION\n\nBRADWELL, J.                                   May 3, 2021\n\n${MOTION}`],
    judge: 'Bradwell',
  },
  {
    name: 'New York trial court: "NAME, J.:" opening a decision and order',
    pages: [`DECISION AND ORDER\n\nCASSANDRA L. WEBERLING, J.:\n\n${MOTION}`],
    judge: 'Cassandra L. Weberling',
  },
  {
    name: 'a magistrate judge on consent: "NAME, United States Magistrate Judge." opening the text',
    pages: [
      `MEMORANDUM OPINION AND ORDER\n\nPERPETUA N. ADEYEMI, United States Magistrate Judge.\n\n${MOTION}`,
    ],
    judge: 'Perpetua N. Adeyemi',
  },
  {
    name: 'a bankruptcy opinion: "NAME, Bankruptcy Judge." opening the text',
    pages: [`MEMORANDUM DECISION\n\nLAVINIA S. THORNTON, Bankruptcy Judge.\n\n${MOTION}`],
    judge: 'Lavinia S. Thornton',
  },
  {
    name: 'a name with particles and a hyphen over the district title',
    pages: [
      `${MOTION}SO ORDERED.\n\n/s/ Marisol de la Cruz-Ortiz\nMarisol de la Cruz-Ortiz\nUnited States District Judge\n`,
    ],
    judge: 'Marisol de la Cruz-Ortiz',
  },
]

const APPEALS: GalleryCase[] = [
  {
    name: 'Federal Circuit: the judge below after "in No. …", the author heading the opinion',
    pages: [
      `Appeal from the United States District Court for the District of Delaware in No. 1:19-cv-01122, Judge Ezekiel P. Marchand.\n\nBefore ROWE, SUNDARAM, and TELLER, Circuit Judges.\n\nSUNDARAM, Circuit Judge.\n\n${OPINION}`,
    ],
    judge: 'Sundaram',
  },
  {
    name: 'Ninth Circuit: "NAME, District Judge, Presiding" below, then "Opinion by Judge X"',
    pages: [
      `Appeal from the United States District Court\nfor the Central District of California\nEzekiel P. Marchand, District Judge, Presiding\n\nArgued and Submitted March 3, 2021\n\nBefore: Winifred Ames, Dorian Brook, and Celeste Yount, Circuit Judges.\n\nOpinion by Judge Brook\n\n${OPINION}`,
    ],
    judge: 'Brook',
  },
  {
    name: 'a state appeal: "Appeal from the Circuit Court … The Honorable NAME, Judge." and per curiam',
    pages: [
      `Appeal from the Circuit Court for Elm County.\nThe Honorable Ezekiel P. Marchand, Judge.\n\nPER CURIAM.\n\n${OPINION}`,
    ],
    judge: null,
  },
]

const HEARINGS_AND_FORMS: GalleryCase[] = [
  {
    name: 'a transcript’s cover: "BEFORE THE HONORABLE NAME" over the title',
    pages: [
      `TRANSCRIPT OF MOTION HEARING\nBEFORE THE HONORABLE GWENDOLYN A. PIERCE\nUNITED STATES DISTRICT JUDGE\n\nAPPEARANCES:\nFor the Plaintiff: Carl Benning, Esq.\n`,
    ],
    judge: 'Gwendolyn A. Pierce',
  },
  {
    name: 'C.D. Cal. civil minutes: "Present: The Honorable NAME, UNITED STATES DISTRICT JUDGE"',
    pages: [
      `CIVIL MINUTES - GENERAL\nCase No. 2:21-cv-01234   Date May 3, 2021\nTitle Ferris v. Cascade Mills, Inc.\n\nPresent: The Honorable LEOPOLD K. ARCENEAUX, UNITED STATES DISTRICT JUDGE\nDeputy Clerk   Court Reporter\nProceedings: (IN CHAMBERS) ORDER ON MOTION TO DISMISS\n`,
    ],
    judge: 'Leopold K. Arceneaux',
  },
  {
    name: 'a judgment form: "the Honorable NAME, District Judge, presiding"',
    pages: [
      `JUDGMENT IN A CIVIL ACTION\n\nDecision by Court. This action came before the Court, the Honorable Wendell T. Asante, District Judge, presiding, and the issues have been decided.\n\nIT IS ORDERED that the plaintiff take nothing.\n`,
    ],
    judge: 'Wendell T. Asante',
  },
  {
    name: 'a California pleading’s caption: "Judge: Hon. NAME" over "Dept.:" and "Complaint Filed:"',
    pages: [
      `SUPERIOR COURT OF THE STATE OF CALIFORNIA\nCOUNTY OF LOS ANGELES\n\nMARISOL TEJEDA,   Case No. 21STCV01234\n  Plaintiff,\nv.   Judge: Hon. Octavia R. Lindqvist\n   Dept.: 14\nPACIFIC DRAYAGE CO.,   Complaint Filed: January 4, 2021\n  Defendant.   Trial Date: None Set\n\nDEFENDANT'S ANSWER\n`,
    ],
    judge: 'Octavia R. Lindqvist',
  },
  {
    name: 'California: "Assigned for all purposes to: Hon. NAME, Dept. 14"',
    pages: [
      `MARISOL TEJEDA,   Case No. 21STCV01234\n  Plaintiff,   Assigned for all purposes to:\nv.   Hon. Octavia R. Lindqvist, Dept. 14\nPACIFIC DRAYAGE CO.,\n  Defendant.\n\nNOTICE OF MOTION\n`,
    ],
    judge: 'Octavia R. Lindqvist',
  },
  {
    name: 'a lawyer’s proposed order with a blank signature line names no judge',
    pages: [
      `Respectfully submitted,\n\n/s/ Carl Benning\nCarl Benning\nCounsel for Plaintiff\n\n[PROPOSED] ORDER\n\nIT IS SO ORDERED.\n\nDated: ______________\n\n______________________________\nUNITED STATES DISTRICT JUDGE\n`,
    ],
    judge: null,
  },
  {
    name: 'a Texas order with "JUDGE PRESIDING" and no name typed names no judge',
    pages: [
      `${MOTION}\nSIGNED on ______________, 2021.\n\n_________________________\nJUDGE PRESIDING\n\nAPPROVED AS TO FORM:\n/s/ Carl Benning\nCarl Benning\n`,
    ],
    judge: null,
  },
  {
    name: 'an order adopting a magistrate’s report: the district judge signs',
    pages: [
      `ORDER ADOPTING REPORT AND RECOMMENDATION\n\nMagistrate Judge Lionel B. Ferrante issued a Report and Recommendation. The Court ADOPTS the Report.\n\nIT IS SO ORDERED.\n\n/s/ Ottilie W. Brandt\nOttilie W. Brandt\nUnited States District Judge\n`,
    ],
    judge: 'Ottilie W. Brandt',
  },
  {
    name: 'Court of Federal Claims: "s/ Name" over the name and "Judge"',
    pages: [`${MOTION}\nIT IS SO ORDERED.\n\ns/ Harriet Q. Osgood\nHARRIET Q. OSGOOD\nJudge\n`],
    judge: 'Harriet Q. Osgood',
  },
  {
    name: 'Court of Federal Claims opinion: "SURNAME, Judge." heading the text',
    pages: [
      `OPINION AND ORDER\n\nWESTERGAARD, Judge.\n\nPlaintiff protests the award of the contract. The motion is DENIED.\n`,
    ],
    judge: 'Westergaard',
  },
  {
    name: 'Court of International Trade: "/s/ Name" then "Name, Judge" and the place',
    pages: [
      `${MOTION}\n/s/ Mirela D. Constantin\nMirela D. Constantin, Judge\n\nDated: May 3, 2021\nNew York, New York\n`,
    ],
    judge: 'Mirela D. Constantin',
  },
  {
    name: 'a docket sheet with no assignment line: the order entries’ "Signed by Judge X"',
    pages: [
      `Date Filed   #   Docket Text\n05/03/2021  12  ORDER granting 9 Motion to Dismiss. Signed by Judge Anneliese P. Varga on 5/3/2021. (abc)\n05/04/2021  13  JUDGMENT. Signed by Judge Anneliese P. Varga on 5/4/2021. (abc)\n`,
    ],
    judge: 'Anneliese P. Varga',
  },
]

const AUTHORS: GalleryCase[] = [
  {
    name: 'Seventh Circuit: a chief judge on the panel, the author "ST. SURNAME, Circuit Judge."',
    pages: [
      `Before WEXLER, Chief Judge, and ABARA and ST. CLAIRE, Circuit Judges.\n\nST. CLAIRE, Circuit Judge.\n\n${OPINION}`,
    ],
    judge: 'St. Claire',
  },
  {
    name: 'a circuit’s chief judge as author: "SURNAME, Chief Judge."',
    pages: [
      `Before HOLLOWAY, Chief Judge, PRYOR and DENNING, Circuit Judges.\n\nHOLLOWAY, Chief Judge.\n\n${OPINION}`,
    ],
    judge: 'Holloway',
  },
  {
    name: 'a senior judge as author: "SURNAME, Senior Circuit Judge."',
    pages: [
      `Before DENNING and PRYOR, Circuit Judges, and MCFARLANE, Senior Circuit Judge.\n\nMCFARLANE, Senior Circuit Judge.\n\n${OPINION}`,
    ],
    judge: 'McFarlane',
  },
  {
    name: 'Texas Court of Appeals: "Memorandum Opinion by Chief Justice X"',
    pages: [
      `Before Chief Justice Abernathy and Justices Bolton and Crenshaw\nMemorandum Opinion by Chief Justice Abernathy\n\n${OPINION}`,
    ],
    judge: 'Abernathy',
  },
  {
    name: 'Alabama: "SURNAME, Justice." heading the opinion, the vote line after',
    pages: [
      `LINDQUIST, Justice.\n\n${OPINION}Parr, C.J., and Quill, Rudd, and Sayer, JJ., concur.\n`,
    ],
    judge: 'Lindquist',
  },
  {
    name: 'Louisiana: "(Court composed of Judge …)" then "SURNAME, JUDGE."',
    pages: [
      `(Court composed of Judge Avery Lacombe, Judge Celine Broussard, and Judge Dominic Thibodeaux)\n\nBROUSSARD, JUDGE.\n\n${OPINION}`,
    ],
    judge: 'Broussard',
  },
  {
    name: 'Oregon: "SURNAME, P. J." with a space in the initials',
    pages: [
      `Before Ingersoll, Presiding Judge, and Jablonski, Judge, and Kwan, Judge.\n\nINGERSOLL, P. J.\n\n${OPINION}`,
    ],
    judge: 'Ingersoll',
  },
  {
    name: 'a bankruptcy appellate panel’s memorandum: the panel and no author',
    pages: [
      `Before: LARKIN, MORENO, and NAKAMURA, Bankruptcy Judges.\n\nMEMORANDUM*\n\n${OPINION}`,
    ],
    judge: null,
  },
  {
    name: 'New York e-filed order: "PRESENT: HON. NAME" beside "PART 14", "Justice" under it',
    pages: [
      `SUPREME COURT OF THE STATE OF NEW YORK\nCOUNTY OF KINGS\n\nPRESENT:   HON. EUDORA M. FAIRWEATHER        PART 14\n                         Justice\n\n${MOTION}`,
    ],
    judge: 'Eudora M. Fairweather',
  },
]

runGallery('judge gallery 3: assignments and caption columns', ASSIGNMENTS)
runGallery('judge gallery 3: opinion headings', HEADINGS)
runGallery('judge gallery 3: appeals', APPEALS)
runGallery('judge gallery 3: hearings, minutes and forms', HEARINGS_AND_FORMS)
runGallery('judge gallery 3: more authors', AUTHORS)

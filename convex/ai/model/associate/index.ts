// The associate's offline answering engine: extractive answers with numbered citations, and a
// plain "not found" when the documents do not answer. Pure: no Convex, Node or network.
export type { AnswerCitation, OfflineAnswer, SourcePage } from './types'
export { questionTerms } from './terms'
export { answerExtractive, NOT_FOUND_TEXT, OFFLINE_PREFACE, passagesForTask } from './extractive'
export { answerOffline, type ScopeFact } from './typed'

/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as access from "../access.js";
import type * as admin from "../admin.js";
import type * as ai from "../ai.js";
import type * as audit from "../audit.js";
import type * as auth from "../auth.js";
import type * as crons from "../crons.js";
import type * as demoDossier from "../demoDossier.js";
import type * as demoDossierFiles from "../demoDossierFiles.js";
import type * as devMailbox from "../devMailbox.js";
import type * as documentCleanup from "../documentCleanup.js";
import type * as documents from "../documents.js";
import type * as documentsBulk from "../documentsBulk.js";
import type * as emails from "../emails.js";
import type * as favorites from "../favorites.js";
import type * as firm from "../firm.js";
import type * as folders from "../folders.js";
import type * as http from "../http.js";
import type * as ingest from "../ingest.js";
import type * as lib_ai_citations from "../lib/ai/citations.js";
import type * as lib_ai_classPeriod from "../lib/ai/classPeriod.js";
import type * as lib_ai_eval_compare from "../lib/ai/eval/compare.js";
import type * as lib_ai_eval_dataset from "../lib/ai/eval/dataset.js";
import type * as lib_ai_eval_generated_captions from "../lib/ai/eval/generated/captions.js";
import type * as lib_ai_eval_generated_caseFacts from "../lib/ai/eval/generated/caseFacts.js";
import type * as lib_ai_eval_generated_commercial from "../lib/ai/eval/generated/commercial.js";
import type * as lib_ai_eval_generated_courtSpecs from "../lib/ai/eval/generated/courtSpecs.js";
import type * as lib_ai_eval_generated_distractors from "../lib/ai/eval/generated/distractors.js";
import type * as lib_ai_eval_generated_formats from "../lib/ai/eval/generated/formats.js";
import type * as lib_ai_eval_generated_index from "../lib/ai/eval/generated/index.js";
import type * as lib_ai_eval_generated_orders from "../lib/ai/eval/generated/orders.js";
import type * as lib_ai_eval_generated_pages from "../lib/ai/eval/generated/pages.js";
import type * as lib_ai_eval_generated_papers from "../lib/ai/eval/generated/papers.js";
import type * as lib_ai_eval_generated_pleadings from "../lib/ai/eval/generated/pleadings.js";
import type * as lib_ai_eval_generated_random from "../lib/ai/eval/generated/random.js";
import type * as lib_ai_eval_generated_vocabulary from "../lib/ai/eval/generated/vocabulary.js";
import type * as lib_ai_eval_handwritten_federalOrders from "../lib/ai/eval/handwritten/federalOrders.js";
import type * as lib_ai_eval_handwritten_index from "../lib/ai/eval/handwritten/index.js";
import type * as lib_ai_eval_handwritten_otherPapers from "../lib/ai/eval/handwritten/otherPapers.js";
import type * as lib_ai_eval_handwritten_pleadings from "../lib/ai/eval/handwritten/pleadings.js";
import type * as lib_ai_eval_handwritten_round2CourtPapers from "../lib/ai/eval/handwritten/round2CourtPapers.js";
import type * as lib_ai_eval_handwritten_round2OtherPapers from "../lib/ai/eval/handwritten/round2OtherPapers.js";
import type * as lib_ai_eval_handwritten_round3Papers from "../lib/ai/eval/handwritten/round3Papers.js";
import type * as lib_ai_eval_handwritten_statePleadings from "../lib/ai/eval/handwritten/statePleadings.js";
import type * as lib_ai_eval_labels from "../lib/ai/eval/labels.js";
import type * as lib_ai_eval_run from "../lib/ai/eval/run.js";
import type * as lib_ai_eval_types from "../lib/ai/eval/types.js";
import type * as lib_ai_extract_amountField from "../lib/ai/extract/amountField.js";
import type * as lib_ai_extract_amounts from "../lib/ai/extract/amounts.js";
import type * as lib_ai_extract_answer from "../lib/ai/extract/answer.js";
import type * as lib_ai_extract_caseNumbers from "../lib/ai/extract/caseNumbers.js";
import type * as lib_ai_extract_classification from "../lib/ai/extract/classification.js";
import type * as lib_ai_extract_context from "../lib/ai/extract/context.js";
import type * as lib_ai_extract_courtField from "../lib/ai/extract/courtField.js";
import type * as lib_ai_extract_courtNames from "../lib/ai/extract/courtNames.js";
import type * as lib_ai_extract_courts from "../lib/ai/extract/courts.js";
import type * as lib_ai_extract_dateField from "../lib/ai/extract/dateField.js";
import type * as lib_ai_extract_dates from "../lib/ai/extract/dates.js";
import type * as lib_ai_extract_definitions from "../lib/ai/extract/definitions.js";
import type * as lib_ai_extract_docketField from "../lib/ai/extract/docketField.js";
import type * as lib_ai_extract_index from "../lib/ai/extract/index.js";
import type * as lib_ai_extract_intent from "../lib/ai/extract/intent.js";
import type * as lib_ai_extract_judgeField from "../lib/ai/extract/judgeField.js";
import type * as lib_ai_extract_judges from "../lib/ai/extract/judges.js";
import type * as lib_ai_extract_legalCitations from "../lib/ai/extract/legalCitations.js";
import type * as lib_ai_extract_lists from "../lib/ai/extract/lists.js";
import type * as lib_ai_extract_numberField from "../lib/ai/extract/numberField.js";
import type * as lib_ai_extract_numbers from "../lib/ai/extract/numbers.js";
import type * as lib_ai_extract_parties from "../lib/ai/extract/parties.js";
import type * as lib_ai_extract_partyField from "../lib/ai/extract/partyField.js";
import type * as lib_ai_extract_partyNames from "../lib/ai/extract/partyNames.js";
import type * as lib_ai_extract_passages from "../lib/ai/extract/passages.js";
import type * as lib_ai_extract_placement from "../lib/ai/extract/placement.js";
import type * as lib_ai_extract_rank from "../lib/ai/extract/rank.js";
import type * as lib_ai_extract_text from "../lib/ai/extract/text.js";
import type * as lib_ai_extract_titleKinds from "../lib/ai/extract/titleKinds.js";
import type * as lib_ai_extract_types from "../lib/ai/extract/types.js";
import type * as lib_ai_extract_yesNo from "../lib/ai/extract/yesNo.js";
import type * as lib_ai_litigationMetadata from "../lib/ai/litigationMetadata.js";
import type * as lib_ai_models from "../lib/ai/models.js";
import type * as lib_ai_provider from "../lib/ai/provider.js";
import type * as lib_ai_scripted from "../lib/ai/scripted.js";
import type * as lib_ai_tableAnswers from "../lib/ai/tableAnswers.js";
import type * as lib_audit from "../lib/audit.js";
import type * as lib_auth from "../lib/auth.js";
import type * as lib_clientAddress from "../lib/clientAddress.js";
import type * as lib_demoDocuments_answer from "../lib/demoDocuments/answer.js";
import type * as lib_demoDocuments_caption from "../lib/demoDocuments/caption.js";
import type * as lib_demoDocuments_complaint from "../lib/demoDocuments/complaint.js";
import type * as lib_demoDocuments_depositionNotice from "../lib/demoDocuments/depositionNotice.js";
import type * as lib_demoDocuments_docx from "../lib/demoDocuments/docx.js";
import type * as lib_demoDocuments_dossier from "../lib/demoDocuments/dossier.js";
import type * as lib_demoDocuments_index from "../lib/demoDocuments/index.js";
import type * as lib_demoDocuments_letter from "../lib/demoDocuments/letter.js";
import type * as lib_demoDocuments_pdfWriter from "../lib/demoDocuments/pdfWriter.js";
import type * as lib_demoDocuments_plainText from "../lib/demoDocuments/plainText.js";
import type * as lib_demoDocuments_scanned from "../lib/demoDocuments/scanned.js";
import type * as lib_demoDocuments_signature from "../lib/demoDocuments/signature.js";
import type * as lib_demoDocuments_types from "../lib/demoDocuments/types.js";
import type * as lib_documentListing from "../lib/documentListing.js";
import type * as lib_dossier from "../lib/dossier.js";
import type * as lib_dossierValidators from "../lib/dossierValidators.js";
import type * as lib_emailTemplates from "../lib/emailTemplates.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_extract_email from "../lib/extract/email.js";
import type * as lib_extract_html from "../lib/extract/html.js";
import type * as lib_extract_image from "../lib/extract/image.js";
import type * as lib_extract_index from "../lib/extract/index.js";
import type * as lib_extract_ocr from "../lib/extract/ocr.js";
import type * as lib_extract_office from "../lib/extract/office.js";
import type * as lib_extract_ooxml from "../lib/extract/ooxml.js";
import type * as lib_extract_pdf from "../lib/extract/pdf.js";
import type * as lib_extract_summarize from "../lib/extract/summarize.js";
import type * as lib_extract_text from "../lib/extract/text.js";
import type * as lib_extract_thumbnail from "../lib/extract/thumbnail.js";
import type * as lib_extract_tiff from "../lib/extract/tiff.js";
import type * as lib_extract_types from "../lib/extract/types.js";
import type * as lib_fileBytes from "../lib/fileBytes.js";
import type * as lib_fileTypes from "../lib/fileTypes.js";
import type * as lib_folderTree from "../lib/folderTree.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_litigation from "../lib/litigation.js";
import type * as lib_matterRules from "../lib/matterRules.js";
import type * as lib_notificationPreferences from "../lib/notificationPreferences.js";
import type * as lib_organizations from "../lib/organizations.js";
import type * as lib_pagination from "../lib/pagination.js";
import type * as lib_passageMatch from "../lib/passageMatch.js";
import type * as lib_projects from "../lib/projects.js";
import type * as lib_reviewColumns from "../lib/reviewColumns.js";
import type * as lib_reviewRowCleanup from "../lib/reviewRowCleanup.js";
import type * as lib_reviewRules from "../lib/reviewRules.js";
import type * as lib_reviewRuns from "../lib/reviewRuns.js";
import type * as lib_reviewTables from "../lib/reviewTables.js";
import type * as lib_reviewValidators from "../lib/reviewValidators.js";
import type * as lib_runtimeRequire from "../lib/runtimeRequire.js";
import type * as lib_search from "../lib/search.js";
import type * as lib_searchFilters from "../lib/searchFilters.js";
import type * as lib_searchQuery from "../lib/searchQuery.js";
import type * as lib_searchSuggestions from "../lib/searchSuggestions.js";
import type * as lib_searchText from "../lib/searchText.js";
import type * as lib_slugs from "../lib/slugs.js";
import type * as lib_text from "../lib/text.js";
import type * as lib_textSniff from "../lib/textSniff.js";
import type * as lib_users from "../lib/users.js";
import type * as lib_validators from "../lib/validators.js";
import type * as lib_zipLimits from "../lib/zipLimits.js";
import type * as maintenance from "../maintenance.js";
import type * as matterProposals from "../matterProposals.js";
import type * as notificationPreferences from "../notificationPreferences.js";
import type * as organizations from "../organizations.js";
import type * as processing from "../processing.js";
import type * as projects from "../projects.js";
import type * as search from "../search.js";
import type * as seed from "../seed.js";
import type * as session from "../session.js";
import type * as shares from "../shares.js";
import type * as tableCells from "../tableCells.js";
import type * as tablePresence from "../tablePresence.js";
import type * as tableRuns from "../tableRuns.js";
import type * as tableTemplates from "../tableTemplates.js";
import type * as tables from "../tables.js";
import type * as testing from "../testing.js";
import type * as uploads from "../uploads.js";
import type * as users from "../users.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  access: typeof access;
  admin: typeof admin;
  ai: typeof ai;
  audit: typeof audit;
  auth: typeof auth;
  crons: typeof crons;
  demoDossier: typeof demoDossier;
  demoDossierFiles: typeof demoDossierFiles;
  devMailbox: typeof devMailbox;
  documentCleanup: typeof documentCleanup;
  documents: typeof documents;
  documentsBulk: typeof documentsBulk;
  emails: typeof emails;
  favorites: typeof favorites;
  firm: typeof firm;
  folders: typeof folders;
  http: typeof http;
  ingest: typeof ingest;
  "lib/ai/citations": typeof lib_ai_citations;
  "lib/ai/classPeriod": typeof lib_ai_classPeriod;
  "lib/ai/eval/compare": typeof lib_ai_eval_compare;
  "lib/ai/eval/dataset": typeof lib_ai_eval_dataset;
  "lib/ai/eval/generated/captions": typeof lib_ai_eval_generated_captions;
  "lib/ai/eval/generated/caseFacts": typeof lib_ai_eval_generated_caseFacts;
  "lib/ai/eval/generated/commercial": typeof lib_ai_eval_generated_commercial;
  "lib/ai/eval/generated/courtSpecs": typeof lib_ai_eval_generated_courtSpecs;
  "lib/ai/eval/generated/distractors": typeof lib_ai_eval_generated_distractors;
  "lib/ai/eval/generated/formats": typeof lib_ai_eval_generated_formats;
  "lib/ai/eval/generated/index": typeof lib_ai_eval_generated_index;
  "lib/ai/eval/generated/orders": typeof lib_ai_eval_generated_orders;
  "lib/ai/eval/generated/pages": typeof lib_ai_eval_generated_pages;
  "lib/ai/eval/generated/papers": typeof lib_ai_eval_generated_papers;
  "lib/ai/eval/generated/pleadings": typeof lib_ai_eval_generated_pleadings;
  "lib/ai/eval/generated/random": typeof lib_ai_eval_generated_random;
  "lib/ai/eval/generated/vocabulary": typeof lib_ai_eval_generated_vocabulary;
  "lib/ai/eval/handwritten/federalOrders": typeof lib_ai_eval_handwritten_federalOrders;
  "lib/ai/eval/handwritten/index": typeof lib_ai_eval_handwritten_index;
  "lib/ai/eval/handwritten/otherPapers": typeof lib_ai_eval_handwritten_otherPapers;
  "lib/ai/eval/handwritten/pleadings": typeof lib_ai_eval_handwritten_pleadings;
  "lib/ai/eval/handwritten/round2CourtPapers": typeof lib_ai_eval_handwritten_round2CourtPapers;
  "lib/ai/eval/handwritten/round2OtherPapers": typeof lib_ai_eval_handwritten_round2OtherPapers;
  "lib/ai/eval/handwritten/round3Papers": typeof lib_ai_eval_handwritten_round3Papers;
  "lib/ai/eval/handwritten/statePleadings": typeof lib_ai_eval_handwritten_statePleadings;
  "lib/ai/eval/labels": typeof lib_ai_eval_labels;
  "lib/ai/eval/run": typeof lib_ai_eval_run;
  "lib/ai/eval/types": typeof lib_ai_eval_types;
  "lib/ai/extract/amountField": typeof lib_ai_extract_amountField;
  "lib/ai/extract/amounts": typeof lib_ai_extract_amounts;
  "lib/ai/extract/answer": typeof lib_ai_extract_answer;
  "lib/ai/extract/caseNumbers": typeof lib_ai_extract_caseNumbers;
  "lib/ai/extract/classification": typeof lib_ai_extract_classification;
  "lib/ai/extract/context": typeof lib_ai_extract_context;
  "lib/ai/extract/courtField": typeof lib_ai_extract_courtField;
  "lib/ai/extract/courtNames": typeof lib_ai_extract_courtNames;
  "lib/ai/extract/courts": typeof lib_ai_extract_courts;
  "lib/ai/extract/dateField": typeof lib_ai_extract_dateField;
  "lib/ai/extract/dates": typeof lib_ai_extract_dates;
  "lib/ai/extract/definitions": typeof lib_ai_extract_definitions;
  "lib/ai/extract/docketField": typeof lib_ai_extract_docketField;
  "lib/ai/extract/index": typeof lib_ai_extract_index;
  "lib/ai/extract/intent": typeof lib_ai_extract_intent;
  "lib/ai/extract/judgeField": typeof lib_ai_extract_judgeField;
  "lib/ai/extract/judges": typeof lib_ai_extract_judges;
  "lib/ai/extract/legalCitations": typeof lib_ai_extract_legalCitations;
  "lib/ai/extract/lists": typeof lib_ai_extract_lists;
  "lib/ai/extract/numberField": typeof lib_ai_extract_numberField;
  "lib/ai/extract/numbers": typeof lib_ai_extract_numbers;
  "lib/ai/extract/parties": typeof lib_ai_extract_parties;
  "lib/ai/extract/partyField": typeof lib_ai_extract_partyField;
  "lib/ai/extract/partyNames": typeof lib_ai_extract_partyNames;
  "lib/ai/extract/passages": typeof lib_ai_extract_passages;
  "lib/ai/extract/placement": typeof lib_ai_extract_placement;
  "lib/ai/extract/rank": typeof lib_ai_extract_rank;
  "lib/ai/extract/text": typeof lib_ai_extract_text;
  "lib/ai/extract/titleKinds": typeof lib_ai_extract_titleKinds;
  "lib/ai/extract/types": typeof lib_ai_extract_types;
  "lib/ai/extract/yesNo": typeof lib_ai_extract_yesNo;
  "lib/ai/litigationMetadata": typeof lib_ai_litigationMetadata;
  "lib/ai/models": typeof lib_ai_models;
  "lib/ai/provider": typeof lib_ai_provider;
  "lib/ai/scripted": typeof lib_ai_scripted;
  "lib/ai/tableAnswers": typeof lib_ai_tableAnswers;
  "lib/audit": typeof lib_audit;
  "lib/auth": typeof lib_auth;
  "lib/clientAddress": typeof lib_clientAddress;
  "lib/demoDocuments/answer": typeof lib_demoDocuments_answer;
  "lib/demoDocuments/caption": typeof lib_demoDocuments_caption;
  "lib/demoDocuments/complaint": typeof lib_demoDocuments_complaint;
  "lib/demoDocuments/depositionNotice": typeof lib_demoDocuments_depositionNotice;
  "lib/demoDocuments/docx": typeof lib_demoDocuments_docx;
  "lib/demoDocuments/dossier": typeof lib_demoDocuments_dossier;
  "lib/demoDocuments/index": typeof lib_demoDocuments_index;
  "lib/demoDocuments/letter": typeof lib_demoDocuments_letter;
  "lib/demoDocuments/pdfWriter": typeof lib_demoDocuments_pdfWriter;
  "lib/demoDocuments/plainText": typeof lib_demoDocuments_plainText;
  "lib/demoDocuments/scanned": typeof lib_demoDocuments_scanned;
  "lib/demoDocuments/signature": typeof lib_demoDocuments_signature;
  "lib/demoDocuments/types": typeof lib_demoDocuments_types;
  "lib/documentListing": typeof lib_documentListing;
  "lib/dossier": typeof lib_dossier;
  "lib/dossierValidators": typeof lib_dossierValidators;
  "lib/emailTemplates": typeof lib_emailTemplates;
  "lib/errors": typeof lib_errors;
  "lib/extract/email": typeof lib_extract_email;
  "lib/extract/html": typeof lib_extract_html;
  "lib/extract/image": typeof lib_extract_image;
  "lib/extract/index": typeof lib_extract_index;
  "lib/extract/ocr": typeof lib_extract_ocr;
  "lib/extract/office": typeof lib_extract_office;
  "lib/extract/ooxml": typeof lib_extract_ooxml;
  "lib/extract/pdf": typeof lib_extract_pdf;
  "lib/extract/summarize": typeof lib_extract_summarize;
  "lib/extract/text": typeof lib_extract_text;
  "lib/extract/thumbnail": typeof lib_extract_thumbnail;
  "lib/extract/tiff": typeof lib_extract_tiff;
  "lib/extract/types": typeof lib_extract_types;
  "lib/fileBytes": typeof lib_fileBytes;
  "lib/fileTypes": typeof lib_fileTypes;
  "lib/folderTree": typeof lib_folderTree;
  "lib/functions": typeof lib_functions;
  "lib/litigation": typeof lib_litigation;
  "lib/matterRules": typeof lib_matterRules;
  "lib/notificationPreferences": typeof lib_notificationPreferences;
  "lib/organizations": typeof lib_organizations;
  "lib/pagination": typeof lib_pagination;
  "lib/passageMatch": typeof lib_passageMatch;
  "lib/projects": typeof lib_projects;
  "lib/reviewColumns": typeof lib_reviewColumns;
  "lib/reviewRowCleanup": typeof lib_reviewRowCleanup;
  "lib/reviewRules": typeof lib_reviewRules;
  "lib/reviewRuns": typeof lib_reviewRuns;
  "lib/reviewTables": typeof lib_reviewTables;
  "lib/reviewValidators": typeof lib_reviewValidators;
  "lib/runtimeRequire": typeof lib_runtimeRequire;
  "lib/search": typeof lib_search;
  "lib/searchFilters": typeof lib_searchFilters;
  "lib/searchQuery": typeof lib_searchQuery;
  "lib/searchSuggestions": typeof lib_searchSuggestions;
  "lib/searchText": typeof lib_searchText;
  "lib/slugs": typeof lib_slugs;
  "lib/text": typeof lib_text;
  "lib/textSniff": typeof lib_textSniff;
  "lib/users": typeof lib_users;
  "lib/validators": typeof lib_validators;
  "lib/zipLimits": typeof lib_zipLimits;
  maintenance: typeof maintenance;
  matterProposals: typeof matterProposals;
  notificationPreferences: typeof notificationPreferences;
  organizations: typeof organizations;
  processing: typeof processing;
  projects: typeof projects;
  search: typeof search;
  seed: typeof seed;
  session: typeof session;
  shares: typeof shares;
  tableCells: typeof tableCells;
  tablePresence: typeof tablePresence;
  tableRuns: typeof tableRuns;
  tableTemplates: typeof tableTemplates;
  tables: typeof tables;
  testing: typeof testing;
  uploads: typeof uploads;
  users: typeof users;
}>;

/**
 * A utility for referencing Convex functions in your app's public API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;

/**
 * A utility for referencing Convex functions in your app's internal API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = internal.myModule.myFunction;
 * ```
 */
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {
  betterAuth: import("../betterAuth/_generated/component.js").ComponentApi<"betterAuth">;
};

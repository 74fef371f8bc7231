/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as accounts_auth from "../accounts/auth.js";
import type * as accounts_devMailbox from "../accounts/devMailbox.js";
import type * as accounts_emails from "../accounts/emails.js";
import type * as accounts_maintenance from "../accounts/maintenance.js";
import type * as accounts_model_emailTemplates from "../accounts/model/emailTemplates.js";
import type * as accounts_model_notificationPreferences from "../accounts/model/notificationPreferences.js";
import type * as accounts_model_organizations from "../accounts/model/organizations.js";
import type * as accounts_model_signUpProof from "../accounts/model/signUpProof.js";
import type * as accounts_model_users from "../accounts/model/users.js";
import type * as accounts_notificationPreferences from "../accounts/notificationPreferences.js";
import type * as accounts_organizations from "../accounts/organizations.js";
import type * as accounts_session from "../accounts/session.js";
import type * as accounts_users from "../accounts/users.js";
import type * as admin_audit from "../admin/audit.js";
import type * as admin_superadmin from "../admin/superadmin.js";
import type * as ai_model_associate_counts from "../ai/model/associate/counts.js";
import type * as ai_model_associate_extractive from "../ai/model/associate/extractive.js";
import type * as ai_model_associate_index from "../ai/model/associate/index.js";
import type * as ai_model_associate_passages from "../ai/model/associate/passages.js";
import type * as ai_model_associate_query from "../ai/model/associate/query.js";
import type * as ai_model_associate_quote from "../ai/model/associate/quote.js";
import type * as ai_model_associate_rank from "../ai/model/associate/rank.js";
import type * as ai_model_associate_sentences from "../ai/model/associate/sentences.js";
import type * as ai_model_associate_terms from "../ai/model/associate/terms.js";
import type * as ai_model_associate_types from "../ai/model/associate/types.js";
import type * as ai_model_associate_wants from "../ai/model/associate/wants.js";
import type * as ai_model_associateModel from "../ai/model/associateModel.js";
import type * as ai_model_citations from "../ai/model/citations.js";
import type * as ai_model_classPeriod from "../ai/model/classPeriod.js";
import type * as ai_model_extract_amountField from "../ai/model/extract/amountField.js";
import type * as ai_model_extract_amounts from "../ai/model/extract/amounts.js";
import type * as ai_model_extract_answer from "../ai/model/extract/answer.js";
import type * as ai_model_extract_caseNumbers from "../ai/model/extract/caseNumbers.js";
import type * as ai_model_extract_classification from "../ai/model/extract/classification.js";
import type * as ai_model_extract_context from "../ai/model/extract/context.js";
import type * as ai_model_extract_courtField from "../ai/model/extract/courtField.js";
import type * as ai_model_extract_courtNames from "../ai/model/extract/courtNames.js";
import type * as ai_model_extract_courts from "../ai/model/extract/courts.js";
import type * as ai_model_extract_dateField from "../ai/model/extract/dateField.js";
import type * as ai_model_extract_dates from "../ai/model/extract/dates.js";
import type * as ai_model_extract_definitions from "../ai/model/extract/definitions.js";
import type * as ai_model_extract_docketField from "../ai/model/extract/docketField.js";
import type * as ai_model_extract_index from "../ai/model/extract/index.js";
import type * as ai_model_extract_intent from "../ai/model/extract/intent.js";
import type * as ai_model_extract_judgeField from "../ai/model/extract/judgeField.js";
import type * as ai_model_extract_judges from "../ai/model/extract/judges.js";
import type * as ai_model_extract_legalCitations from "../ai/model/extract/legalCitations.js";
import type * as ai_model_extract_lists from "../ai/model/extract/lists.js";
import type * as ai_model_extract_numberField from "../ai/model/extract/numberField.js";
import type * as ai_model_extract_numbers from "../ai/model/extract/numbers.js";
import type * as ai_model_extract_parties from "../ai/model/extract/parties.js";
import type * as ai_model_extract_partyField from "../ai/model/extract/partyField.js";
import type * as ai_model_extract_partyNames from "../ai/model/extract/partyNames.js";
import type * as ai_model_extract_passages from "../ai/model/extract/passages.js";
import type * as ai_model_extract_placement from "../ai/model/extract/placement.js";
import type * as ai_model_extract_rank from "../ai/model/extract/rank.js";
import type * as ai_model_extract_text from "../ai/model/extract/text.js";
import type * as ai_model_extract_titleKinds from "../ai/model/extract/titleKinds.js";
import type * as ai_model_extract_types from "../ai/model/extract/types.js";
import type * as ai_model_extract_yesNo from "../ai/model/extract/yesNo.js";
import type * as ai_model_litigationMetadata from "../ai/model/litigationMetadata.js";
import type * as ai_model_models from "../ai/model/models.js";
import type * as ai_model_provider from "../ai/model/provider.js";
import type * as ai_model_scripted from "../ai/model/scripted.js";
import type * as ai_model_tableAnswers from "../ai/model/tableAnswers.js";
import type * as ai_settings from "../ai/settings.js";
import type * as associate_associate from "../associate/associate.js";
import type * as associate_model_index from "../associate/model/index.js";
import type * as associate_model_retrieval from "../associate/model/retrieval.js";
import type * as associate_threads from "../associate/threads.js";
import type * as associate_worker from "../associate/worker.js";
import type * as crons from "../crons.js";
import type * as demo_dossier from "../demo/dossier.js";
import type * as demo_dossierFiles from "../demo/dossierFiles.js";
import type * as demo_model_answer from "../demo/model/answer.js";
import type * as demo_model_caption from "../demo/model/caption.js";
import type * as demo_model_complaint from "../demo/model/complaint.js";
import type * as demo_model_depositionNotice from "../demo/model/depositionNotice.js";
import type * as demo_model_docx from "../demo/model/docx.js";
import type * as demo_model_dossier from "../demo/model/dossier.js";
import type * as demo_model_index from "../demo/model/index.js";
import type * as demo_model_letter from "../demo/model/letter.js";
import type * as demo_model_pdfWriter from "../demo/model/pdfWriter.js";
import type * as demo_model_plainText from "../demo/model/plainText.js";
import type * as demo_model_scanned from "../demo/model/scanned.js";
import type * as demo_model_signature from "../demo/model/signature.js";
import type * as demo_model_types from "../demo/model/types.js";
import type * as demo_modules from "../demo/modules.js";
import type * as demo_seed from "../demo/seed.js";
import type * as dossier_documentCleanup from "../dossier/documentCleanup.js";
import type * as dossier_documents from "../dossier/documents.js";
import type * as dossier_documentsBulk from "../dossier/documentsBulk.js";
import type * as dossier_favorites from "../dossier/favorites.js";
import type * as dossier_folders from "../dossier/folders.js";
import type * as dossier_ingest from "../dossier/ingest.js";
import type * as dossier_model_documentListing from "../dossier/model/documentListing.js";
import type * as dossier_model_extract_email from "../dossier/model/extract/email.js";
import type * as dossier_model_extract_html from "../dossier/model/extract/html.js";
import type * as dossier_model_extract_image from "../dossier/model/extract/image.js";
import type * as dossier_model_extract_index from "../dossier/model/extract/index.js";
import type * as dossier_model_extract_ocr from "../dossier/model/extract/ocr.js";
import type * as dossier_model_extract_office from "../dossier/model/extract/office.js";
import type * as dossier_model_extract_ooxml from "../dossier/model/extract/ooxml.js";
import type * as dossier_model_extract_pageCap from "../dossier/model/extract/pageCap.js";
import type * as dossier_model_extract_pdf from "../dossier/model/extract/pdf.js";
import type * as dossier_model_extract_sandbox from "../dossier/model/extract/sandbox.js";
import type * as dossier_model_extract_summarize from "../dossier/model/extract/summarize.js";
import type * as dossier_model_extract_text from "../dossier/model/extract/text.js";
import type * as dossier_model_extract_thumbnail from "../dossier/model/extract/thumbnail.js";
import type * as dossier_model_extract_tiff from "../dossier/model/extract/tiff.js";
import type * as dossier_model_extract_types from "../dossier/model/extract/types.js";
import type * as dossier_model_extract_unreadable from "../dossier/model/extract/unreadable.js";
import type * as dossier_model_fileLinks from "../dossier/model/fileLinks.js";
import type * as dossier_model_folderTree from "../dossier/model/folderTree.js";
import type * as dossier_model_imageHeader from "../dossier/model/imageHeader.js";
import type * as dossier_model_index from "../dossier/model/index.js";
import type * as dossier_model_search from "../dossier/model/search.js";
import type * as dossier_model_searchFilters from "../dossier/model/searchFilters.js";
import type * as dossier_model_searchSuggestions from "../dossier/model/searchSuggestions.js";
import type * as dossier_model_searchText from "../dossier/model/searchText.js";
import type * as dossier_model_statusReason from "../dossier/model/statusReason.js";
import type * as dossier_model_zipInflate from "../dossier/model/zipInflate.js";
import type * as dossier_orphanFiles from "../dossier/orphanFiles.js";
import type * as dossier_processing from "../dossier/processing.js";
import type * as dossier_search from "../dossier/search.js";
import type * as dossier_shares from "../dossier/shares.js";
import type * as dossier_uploads from "../dossier/uploads.js";
import type * as firm_dashboard from "../firm/dashboard.js";
import type * as http from "../http.js";
import type * as lib_access from "../lib/access.js";
import type * as lib_audit from "../lib/audit.js";
import type * as lib_auth from "../lib/auth.js";
import type * as lib_deletion from "../lib/deletion.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_pagination from "../lib/pagination.js";
import type * as lib_runtimeRequire from "../lib/runtimeRequire.js";
import type * as lib_validators from "../lib/validators.js";
import type * as matters_model_index from "../matters/model/index.js";
import type * as matters_projects from "../matters/projects.js";
import type * as matters_proposals from "../matters/proposals.js";
import type * as modules_admin from "../modules/admin.js";
import type * as modules_catalog from "../modules/catalog.js";
import type * as modules_categories from "../modules/categories.js";
import type * as modules_drafts from "../modules/drafts.js";
import type * as modules_model_chronology from "../modules/model/chronology.js";
import type * as modules_model_index from "../modules/model/index.js";
import type * as modules_runs from "../modules/runs.js";
import type * as modules_templates_chronology from "../modules/templates/chronology.js";
import type * as modules_templates_complaintSummary from "../modules/templates/complaintSummary.js";
import type * as modules_templates_demandLetter from "../modules/templates/demandLetter.js";
import type * as modules_templates_depositionOutline from "../modules/templates/depositionOutline.js";
import type * as modules_templates_depositionOutline_passages from "../modules/templates/depositionOutline/passages.js";
import type * as modules_templates_depositionOutline_topics from "../modules/templates/depositionOutline/topics.js";
import type * as modules_templates_depositionOutline_witness from "../modules/templates/depositionOutline/witness.js";
import type * as modules_templates_documentRequests from "../modules/templates/documentRequests.js";
import type * as modules_templates_findings from "../modules/templates/findings.js";
import type * as modules_templates_index from "../modules/templates/index.js";
import type * as modules_templates_pleading from "../modules/templates/pleading.js";
import type * as modules_templates_pleading_allegations from "../modules/templates/pleading/allegations.js";
import type * as modules_templates_pleading_asFindings from "../modules/templates/pleading/asFindings.js";
import type * as modules_templates_pleading_claims from "../modules/templates/pleading/claims.js";
import type * as modules_templates_pleading_lines from "../modules/templates/pleading/lines.js";
import type * as modules_templates_pleading_paragraphs from "../modules/templates/pleading/paragraphs.js";
import type * as modules_templates_pleading_parties from "../modules/templates/pleading/parties.js";
import type * as modules_templates_pleading_read from "../modules/templates/pleading/read.js";
import type * as modules_templates_pleading_relief from "../modules/templates/pleading/relief.js";
import type * as modules_templates_pleading_sections from "../modules/templates/pleading/sections.js";
import type * as modules_templates_pleading_title from "../modules/templates/pleading/title.js";
import type * as modules_templates_pleading_types from "../modules/templates/pleading/types.js";
import type * as modules_templates_text from "../modules/templates/text.js";
import type * as modules_templates_types from "../modules/templates/types.js";
import type * as review_cells from "../review/cells.js";
import type * as review_model_columns from "../review/model/columns.js";
import type * as review_model_index from "../review/model/index.js";
import type * as review_model_rowCleanup from "../review/model/rowCleanup.js";
import type * as review_model_rules from "../review/model/rules.js";
import type * as review_model_runs from "../review/model/runs.js";
import type * as review_presence from "../review/presence.js";
import type * as review_runs from "../review/runs.js";
import type * as review_tables from "../review/tables.js";
import type * as review_templates from "../review/templates.js";
import type * as testing_rows from "../testing/rows.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  "accounts/auth": typeof accounts_auth;
  "accounts/devMailbox": typeof accounts_devMailbox;
  "accounts/emails": typeof accounts_emails;
  "accounts/maintenance": typeof accounts_maintenance;
  "accounts/model/emailTemplates": typeof accounts_model_emailTemplates;
  "accounts/model/notificationPreferences": typeof accounts_model_notificationPreferences;
  "accounts/model/organizations": typeof accounts_model_organizations;
  "accounts/model/signUpProof": typeof accounts_model_signUpProof;
  "accounts/model/users": typeof accounts_model_users;
  "accounts/notificationPreferences": typeof accounts_notificationPreferences;
  "accounts/organizations": typeof accounts_organizations;
  "accounts/session": typeof accounts_session;
  "accounts/users": typeof accounts_users;
  "admin/audit": typeof admin_audit;
  "admin/superadmin": typeof admin_superadmin;
  "ai/model/associate/counts": typeof ai_model_associate_counts;
  "ai/model/associate/extractive": typeof ai_model_associate_extractive;
  "ai/model/associate/index": typeof ai_model_associate_index;
  "ai/model/associate/passages": typeof ai_model_associate_passages;
  "ai/model/associate/query": typeof ai_model_associate_query;
  "ai/model/associate/quote": typeof ai_model_associate_quote;
  "ai/model/associate/rank": typeof ai_model_associate_rank;
  "ai/model/associate/sentences": typeof ai_model_associate_sentences;
  "ai/model/associate/terms": typeof ai_model_associate_terms;
  "ai/model/associate/types": typeof ai_model_associate_types;
  "ai/model/associate/wants": typeof ai_model_associate_wants;
  "ai/model/associateModel": typeof ai_model_associateModel;
  "ai/model/citations": typeof ai_model_citations;
  "ai/model/classPeriod": typeof ai_model_classPeriod;
  "ai/model/extract/amountField": typeof ai_model_extract_amountField;
  "ai/model/extract/amounts": typeof ai_model_extract_amounts;
  "ai/model/extract/answer": typeof ai_model_extract_answer;
  "ai/model/extract/caseNumbers": typeof ai_model_extract_caseNumbers;
  "ai/model/extract/classification": typeof ai_model_extract_classification;
  "ai/model/extract/context": typeof ai_model_extract_context;
  "ai/model/extract/courtField": typeof ai_model_extract_courtField;
  "ai/model/extract/courtNames": typeof ai_model_extract_courtNames;
  "ai/model/extract/courts": typeof ai_model_extract_courts;
  "ai/model/extract/dateField": typeof ai_model_extract_dateField;
  "ai/model/extract/dates": typeof ai_model_extract_dates;
  "ai/model/extract/definitions": typeof ai_model_extract_definitions;
  "ai/model/extract/docketField": typeof ai_model_extract_docketField;
  "ai/model/extract/index": typeof ai_model_extract_index;
  "ai/model/extract/intent": typeof ai_model_extract_intent;
  "ai/model/extract/judgeField": typeof ai_model_extract_judgeField;
  "ai/model/extract/judges": typeof ai_model_extract_judges;
  "ai/model/extract/legalCitations": typeof ai_model_extract_legalCitations;
  "ai/model/extract/lists": typeof ai_model_extract_lists;
  "ai/model/extract/numberField": typeof ai_model_extract_numberField;
  "ai/model/extract/numbers": typeof ai_model_extract_numbers;
  "ai/model/extract/parties": typeof ai_model_extract_parties;
  "ai/model/extract/partyField": typeof ai_model_extract_partyField;
  "ai/model/extract/partyNames": typeof ai_model_extract_partyNames;
  "ai/model/extract/passages": typeof ai_model_extract_passages;
  "ai/model/extract/placement": typeof ai_model_extract_placement;
  "ai/model/extract/rank": typeof ai_model_extract_rank;
  "ai/model/extract/text": typeof ai_model_extract_text;
  "ai/model/extract/titleKinds": typeof ai_model_extract_titleKinds;
  "ai/model/extract/types": typeof ai_model_extract_types;
  "ai/model/extract/yesNo": typeof ai_model_extract_yesNo;
  "ai/model/litigationMetadata": typeof ai_model_litigationMetadata;
  "ai/model/models": typeof ai_model_models;
  "ai/model/provider": typeof ai_model_provider;
  "ai/model/scripted": typeof ai_model_scripted;
  "ai/model/tableAnswers": typeof ai_model_tableAnswers;
  "ai/settings": typeof ai_settings;
  "associate/associate": typeof associate_associate;
  "associate/model/index": typeof associate_model_index;
  "associate/model/retrieval": typeof associate_model_retrieval;
  "associate/threads": typeof associate_threads;
  "associate/worker": typeof associate_worker;
  crons: typeof crons;
  "demo/dossier": typeof demo_dossier;
  "demo/dossierFiles": typeof demo_dossierFiles;
  "demo/model/answer": typeof demo_model_answer;
  "demo/model/caption": typeof demo_model_caption;
  "demo/model/complaint": typeof demo_model_complaint;
  "demo/model/depositionNotice": typeof demo_model_depositionNotice;
  "demo/model/docx": typeof demo_model_docx;
  "demo/model/dossier": typeof demo_model_dossier;
  "demo/model/index": typeof demo_model_index;
  "demo/model/letter": typeof demo_model_letter;
  "demo/model/pdfWriter": typeof demo_model_pdfWriter;
  "demo/model/plainText": typeof demo_model_plainText;
  "demo/model/scanned": typeof demo_model_scanned;
  "demo/model/signature": typeof demo_model_signature;
  "demo/model/types": typeof demo_model_types;
  "demo/modules": typeof demo_modules;
  "demo/seed": typeof demo_seed;
  "dossier/documentCleanup": typeof dossier_documentCleanup;
  "dossier/documents": typeof dossier_documents;
  "dossier/documentsBulk": typeof dossier_documentsBulk;
  "dossier/favorites": typeof dossier_favorites;
  "dossier/folders": typeof dossier_folders;
  "dossier/ingest": typeof dossier_ingest;
  "dossier/model/documentListing": typeof dossier_model_documentListing;
  "dossier/model/extract/email": typeof dossier_model_extract_email;
  "dossier/model/extract/html": typeof dossier_model_extract_html;
  "dossier/model/extract/image": typeof dossier_model_extract_image;
  "dossier/model/extract/index": typeof dossier_model_extract_index;
  "dossier/model/extract/ocr": typeof dossier_model_extract_ocr;
  "dossier/model/extract/office": typeof dossier_model_extract_office;
  "dossier/model/extract/ooxml": typeof dossier_model_extract_ooxml;
  "dossier/model/extract/pageCap": typeof dossier_model_extract_pageCap;
  "dossier/model/extract/pdf": typeof dossier_model_extract_pdf;
  "dossier/model/extract/sandbox": typeof dossier_model_extract_sandbox;
  "dossier/model/extract/summarize": typeof dossier_model_extract_summarize;
  "dossier/model/extract/text": typeof dossier_model_extract_text;
  "dossier/model/extract/thumbnail": typeof dossier_model_extract_thumbnail;
  "dossier/model/extract/tiff": typeof dossier_model_extract_tiff;
  "dossier/model/extract/types": typeof dossier_model_extract_types;
  "dossier/model/extract/unreadable": typeof dossier_model_extract_unreadable;
  "dossier/model/fileLinks": typeof dossier_model_fileLinks;
  "dossier/model/folderTree": typeof dossier_model_folderTree;
  "dossier/model/imageHeader": typeof dossier_model_imageHeader;
  "dossier/model/index": typeof dossier_model_index;
  "dossier/model/search": typeof dossier_model_search;
  "dossier/model/searchFilters": typeof dossier_model_searchFilters;
  "dossier/model/searchSuggestions": typeof dossier_model_searchSuggestions;
  "dossier/model/searchText": typeof dossier_model_searchText;
  "dossier/model/statusReason": typeof dossier_model_statusReason;
  "dossier/model/zipInflate": typeof dossier_model_zipInflate;
  "dossier/orphanFiles": typeof dossier_orphanFiles;
  "dossier/processing": typeof dossier_processing;
  "dossier/search": typeof dossier_search;
  "dossier/shares": typeof dossier_shares;
  "dossier/uploads": typeof dossier_uploads;
  "firm/dashboard": typeof firm_dashboard;
  http: typeof http;
  "lib/access": typeof lib_access;
  "lib/audit": typeof lib_audit;
  "lib/auth": typeof lib_auth;
  "lib/deletion": typeof lib_deletion;
  "lib/functions": typeof lib_functions;
  "lib/pagination": typeof lib_pagination;
  "lib/runtimeRequire": typeof lib_runtimeRequire;
  "lib/validators": typeof lib_validators;
  "matters/model/index": typeof matters_model_index;
  "matters/projects": typeof matters_projects;
  "matters/proposals": typeof matters_proposals;
  "modules/admin": typeof modules_admin;
  "modules/catalog": typeof modules_catalog;
  "modules/categories": typeof modules_categories;
  "modules/drafts": typeof modules_drafts;
  "modules/model/chronology": typeof modules_model_chronology;
  "modules/model/index": typeof modules_model_index;
  "modules/runs": typeof modules_runs;
  "modules/templates/chronology": typeof modules_templates_chronology;
  "modules/templates/complaintSummary": typeof modules_templates_complaintSummary;
  "modules/templates/demandLetter": typeof modules_templates_demandLetter;
  "modules/templates/depositionOutline": typeof modules_templates_depositionOutline;
  "modules/templates/depositionOutline/passages": typeof modules_templates_depositionOutline_passages;
  "modules/templates/depositionOutline/topics": typeof modules_templates_depositionOutline_topics;
  "modules/templates/depositionOutline/witness": typeof modules_templates_depositionOutline_witness;
  "modules/templates/documentRequests": typeof modules_templates_documentRequests;
  "modules/templates/findings": typeof modules_templates_findings;
  "modules/templates/index": typeof modules_templates_index;
  "modules/templates/pleading": typeof modules_templates_pleading;
  "modules/templates/pleading/allegations": typeof modules_templates_pleading_allegations;
  "modules/templates/pleading/asFindings": typeof modules_templates_pleading_asFindings;
  "modules/templates/pleading/claims": typeof modules_templates_pleading_claims;
  "modules/templates/pleading/lines": typeof modules_templates_pleading_lines;
  "modules/templates/pleading/paragraphs": typeof modules_templates_pleading_paragraphs;
  "modules/templates/pleading/parties": typeof modules_templates_pleading_parties;
  "modules/templates/pleading/read": typeof modules_templates_pleading_read;
  "modules/templates/pleading/relief": typeof modules_templates_pleading_relief;
  "modules/templates/pleading/sections": typeof modules_templates_pleading_sections;
  "modules/templates/pleading/title": typeof modules_templates_pleading_title;
  "modules/templates/pleading/types": typeof modules_templates_pleading_types;
  "modules/templates/text": typeof modules_templates_text;
  "modules/templates/types": typeof modules_templates_types;
  "review/cells": typeof review_cells;
  "review/model/columns": typeof review_model_columns;
  "review/model/index": typeof review_model_index;
  "review/model/rowCleanup": typeof review_model_rowCleanup;
  "review/model/rules": typeof review_model_rules;
  "review/model/runs": typeof review_model_runs;
  "review/presence": typeof review_presence;
  "review/runs": typeof review_runs;
  "review/tables": typeof review_tables;
  "review/templates": typeof review_templates;
  "testing/rows": typeof testing_rows;
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

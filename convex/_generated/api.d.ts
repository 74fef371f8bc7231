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
import type * as lib_projects from "../lib/projects.js";
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
import type * as notificationPreferences from "../notificationPreferences.js";
import type * as organizations from "../organizations.js";
import type * as processing from "../processing.js";
import type * as projects from "../projects.js";
import type * as search from "../search.js";
import type * as seed from "../seed.js";
import type * as session from "../session.js";
import type * as shares from "../shares.js";
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
  "lib/projects": typeof lib_projects;
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
  notificationPreferences: typeof notificationPreferences;
  organizations: typeof organizations;
  processing: typeof processing;
  projects: typeof projects;
  search: typeof search;
  seed: typeof seed;
  session: typeof session;
  shares: typeof shares;
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

/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as admin from "../admin.js";
import type * as audit from "../audit.js";
import type * as auth from "../auth.js";
import type * as crons from "../crons.js";
import type * as devMailbox from "../devMailbox.js";
import type * as emails from "../emails.js";
import type * as firm from "../firm.js";
import type * as http from "../http.js";
import type * as lib_audit from "../lib/audit.js";
import type * as lib_auth from "../lib/auth.js";
import type * as lib_emailTemplates from "../lib/emailTemplates.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_litigation from "../lib/litigation.js";
import type * as lib_matterRules from "../lib/matterRules.js";
import type * as lib_notificationPreferences from "../lib/notificationPreferences.js";
import type * as lib_organizations from "../lib/organizations.js";
import type * as lib_projects from "../lib/projects.js";
import type * as lib_users from "../lib/users.js";
import type * as lib_validators from "../lib/validators.js";
import type * as maintenance from "../maintenance.js";
import type * as notificationPreferences from "../notificationPreferences.js";
import type * as organizations from "../organizations.js";
import type * as projects from "../projects.js";
import type * as seed from "../seed.js";
import type * as session from "../session.js";
import type * as users from "../users.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  admin: typeof admin;
  audit: typeof audit;
  auth: typeof auth;
  crons: typeof crons;
  devMailbox: typeof devMailbox;
  emails: typeof emails;
  firm: typeof firm;
  http: typeof http;
  "lib/audit": typeof lib_audit;
  "lib/auth": typeof lib_auth;
  "lib/emailTemplates": typeof lib_emailTemplates;
  "lib/errors": typeof lib_errors;
  "lib/functions": typeof lib_functions;
  "lib/litigation": typeof lib_litigation;
  "lib/matterRules": typeof lib_matterRules;
  "lib/notificationPreferences": typeof lib_notificationPreferences;
  "lib/organizations": typeof lib_organizations;
  "lib/projects": typeof lib_projects;
  "lib/users": typeof lib_users;
  "lib/validators": typeof lib_validators;
  maintenance: typeof maintenance;
  notificationPreferences: typeof notificationPreferences;
  organizations: typeof organizations;
  projects: typeof projects;
  seed: typeof seed;
  session: typeof session;
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
  betterAuth: import("@convex-dev/better-auth/_generated/component.js").ComponentApi<"betterAuth">;
};

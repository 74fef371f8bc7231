/* eslint-disable */
/**
 * Generated `ComponentApi` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type { FunctionReference } from "convex/server";

/**
 * A utility for referencing a Convex component's exposed API.
 *
 * Useful when expecting a parameter like `components.myComponent`.
 * Usage:
 * ```ts
 * async function myFunction(ctx: QueryCtx, component: ComponentApi) {
 *   return ctx.runQuery(component.someFile.someQuery, { ...args });
 * }
 * ```
 */
export type ComponentApi<Name extends string | undefined = string | undefined> =
  {
    adapter: {
      create: FunctionReference<
        "mutation",
        "internal",
        {
          input:
            | {
                model: "user";
                data: {
                  name: string;
                  email: string;
                  emailVerified: boolean;
                  image?: null | string;
                  createdAt: number;
                  updatedAt: number;
                  twoFactorEnabled?: null | boolean;
                  isAnonymous?: null | boolean;
                  username?: null | string;
                  displayUsername?: null | string;
                  phoneNumber?: null | string;
                  phoneNumberVerified?: null | boolean;
                  userId?: null | string;
                };
              }
            | {
                model: "session";
                data: {
                  expiresAt: number;
                  token: string;
                  createdAt: number;
                  updatedAt: number;
                  ipAddress?: null | string;
                  userAgent?: null | string;
                  userId: string;
                };
              }
            | {
                model: "account";
                data: {
                  accountId: string;
                  providerId: string;
                  userId: string;
                  accessToken?: null | string;
                  refreshToken?: null | string;
                  idToken?: null | string;
                  accessTokenExpiresAt?: null | number;
                  refreshTokenExpiresAt?: null | number;
                  scope?: null | string;
                  password?: null | string;
                  createdAt: number;
                  updatedAt: number;
                };
              }
            | {
                model: "verification";
                data: {
                  identifier: string;
                  value: string;
                  expiresAt: number;
                  createdAt: number;
                  updatedAt: number;
                };
              }
            | {
                model: "twoFactor";
                data: {
                  secret: string;
                  backupCodes: string;
                  userId: string;
                  verified?: null | boolean;
                };
              }
            | {
                model: "oauthApplication";
                data: {
                  name?: null | string;
                  icon?: null | string;
                  metadata?: null | string;
                  clientId?: null | string;
                  clientSecret?: null | string;
                  redirectUrls?: null | string;
                  type?: null | string;
                  disabled?: null | boolean;
                  userId?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                };
              }
            | {
                model: "oauthAccessToken";
                data: {
                  accessToken?: null | string;
                  refreshToken?: null | string;
                  accessTokenExpiresAt?: null | number;
                  refreshTokenExpiresAt?: null | number;
                  clientId?: null | string;
                  userId?: null | string;
                  scopes?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                };
              }
            | {
                model: "oauthConsent";
                data: {
                  clientId?: null | string;
                  userId?: null | string;
                  scopes?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                  consentGiven?: null | boolean;
                };
              }
            | {
                model: "jwks";
                data: {
                  publicKey: string;
                  privateKey: string;
                  createdAt: number;
                  expiresAt?: null | number;
                };
              }
            | {
                model: "rateLimit";
                data: { key: string; count: number; lastRequest: number };
              };
          select?: Array<string>;
          onCreateHandle?: string;
        },
        any,
        Name
      >;
      deleteMany: FunctionReference<
        "mutation",
        "internal",
        {
          input:
            | {
                model: "user";
                where?: Array<{
                  field:
                    | "name"
                    | "email"
                    | "emailVerified"
                    | "image"
                    | "createdAt"
                    | "updatedAt"
                    | "twoFactorEnabled"
                    | "isAnonymous"
                    | "username"
                    | "displayUsername"
                    | "phoneNumber"
                    | "phoneNumberVerified"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "session";
                where?: Array<{
                  field:
                    | "expiresAt"
                    | "token"
                    | "createdAt"
                    | "updatedAt"
                    | "ipAddress"
                    | "userAgent"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "account";
                where?: Array<{
                  field:
                    | "accountId"
                    | "providerId"
                    | "userId"
                    | "accessToken"
                    | "refreshToken"
                    | "idToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "scope"
                    | "password"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "verification";
                where?: Array<{
                  field:
                    | "identifier"
                    | "value"
                    | "expiresAt"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "twoFactor";
                where?: Array<{
                  field:
                    "secret" | "backupCodes" | "userId" | "verified" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthApplication";
                where?: Array<{
                  field:
                    | "name"
                    | "icon"
                    | "metadata"
                    | "clientId"
                    | "clientSecret"
                    | "redirectUrls"
                    | "type"
                    | "disabled"
                    | "userId"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthAccessToken";
                where?: Array<{
                  field:
                    | "accessToken"
                    | "refreshToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthConsent";
                where?: Array<{
                  field:
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "consentGiven"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "jwks";
                where?: Array<{
                  field:
                    | "publicKey"
                    | "privateKey"
                    | "createdAt"
                    | "expiresAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "rateLimit";
                where?: Array<{
                  field: "key" | "count" | "lastRequest" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              };
          paginationOpts: {
            numItems: number;
            cursor: string | null;
            endCursor?: string | null;
            id?: number;
            maximumRowsRead?: number;
            maximumBytesRead?: number;
          };
          onDeleteHandle?: string;
        },
        any,
        Name
      >;
      deleteOne: FunctionReference<
        "mutation",
        "internal",
        {
          input:
            | {
                model: "user";
                where?: Array<{
                  field:
                    | "name"
                    | "email"
                    | "emailVerified"
                    | "image"
                    | "createdAt"
                    | "updatedAt"
                    | "twoFactorEnabled"
                    | "isAnonymous"
                    | "username"
                    | "displayUsername"
                    | "phoneNumber"
                    | "phoneNumberVerified"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "session";
                where?: Array<{
                  field:
                    | "expiresAt"
                    | "token"
                    | "createdAt"
                    | "updatedAt"
                    | "ipAddress"
                    | "userAgent"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "account";
                where?: Array<{
                  field:
                    | "accountId"
                    | "providerId"
                    | "userId"
                    | "accessToken"
                    | "refreshToken"
                    | "idToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "scope"
                    | "password"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "verification";
                where?: Array<{
                  field:
                    | "identifier"
                    | "value"
                    | "expiresAt"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "twoFactor";
                where?: Array<{
                  field:
                    "secret" | "backupCodes" | "userId" | "verified" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthApplication";
                where?: Array<{
                  field:
                    | "name"
                    | "icon"
                    | "metadata"
                    | "clientId"
                    | "clientSecret"
                    | "redirectUrls"
                    | "type"
                    | "disabled"
                    | "userId"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthAccessToken";
                where?: Array<{
                  field:
                    | "accessToken"
                    | "refreshToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthConsent";
                where?: Array<{
                  field:
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "consentGiven"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "jwks";
                where?: Array<{
                  field:
                    | "publicKey"
                    | "privateKey"
                    | "createdAt"
                    | "expiresAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "rateLimit";
                where?: Array<{
                  field: "key" | "count" | "lastRequest" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              };
          onDeleteHandle?: string;
        },
        any,
        Name
      >;
      findMany: FunctionReference<
        "query",
        "internal",
        {
          model:
            | "user"
            | "session"
            | "account"
            | "verification"
            | "twoFactor"
            | "oauthApplication"
            | "oauthAccessToken"
            | "oauthConsent"
            | "jwks"
            | "rateLimit";
          where?: Array<{
            field: string;
            operator?:
              | "lt"
              | "lte"
              | "gt"
              | "gte"
              | "eq"
              | "in"
              | "not_in"
              | "ne"
              | "contains"
              | "starts_with"
              | "ends_with";
            value:
              string | number | boolean | Array<string> | Array<number> | null;
            connector?: "AND" | "OR";
            mode?: "sensitive" | "insensitive";
          }>;
          select?: Array<string>;
          limit?: number;
          sortBy?: { direction: "asc" | "desc"; field: string };
          offset?: number;
          join?: any;
          paginationOpts: {
            numItems: number;
            cursor: string | null;
            endCursor?: string | null;
            id?: number;
            maximumRowsRead?: number;
            maximumBytesRead?: number;
          };
        },
        any,
        Name
      >;
      findOne: FunctionReference<
        "query",
        "internal",
        {
          model:
            | "user"
            | "session"
            | "account"
            | "verification"
            | "twoFactor"
            | "oauthApplication"
            | "oauthAccessToken"
            | "oauthConsent"
            | "jwks"
            | "rateLimit";
          where?: Array<{
            field: string;
            operator?:
              | "lt"
              | "lte"
              | "gt"
              | "gte"
              | "eq"
              | "in"
              | "not_in"
              | "ne"
              | "contains"
              | "starts_with"
              | "ends_with";
            value:
              string | number | boolean | Array<string> | Array<number> | null;
            connector?: "AND" | "OR";
            mode?: "sensitive" | "insensitive";
          }>;
          select?: Array<string>;
          join?: any;
        },
        any,
        Name
      >;
      updateMany: FunctionReference<
        "mutation",
        "internal",
        {
          input:
            | {
                model: "user";
                update: {
                  name?: string;
                  email?: string;
                  emailVerified?: boolean;
                  image?: null | string;
                  createdAt?: number;
                  updatedAt?: number;
                  twoFactorEnabled?: null | boolean;
                  isAnonymous?: null | boolean;
                  username?: null | string;
                  displayUsername?: null | string;
                  phoneNumber?: null | string;
                  phoneNumberVerified?: null | boolean;
                  userId?: null | string;
                };
                where?: Array<{
                  field:
                    | "name"
                    | "email"
                    | "emailVerified"
                    | "image"
                    | "createdAt"
                    | "updatedAt"
                    | "twoFactorEnabled"
                    | "isAnonymous"
                    | "username"
                    | "displayUsername"
                    | "phoneNumber"
                    | "phoneNumberVerified"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "session";
                update: {
                  expiresAt?: number;
                  token?: string;
                  createdAt?: number;
                  updatedAt?: number;
                  ipAddress?: null | string;
                  userAgent?: null | string;
                  userId?: string;
                };
                where?: Array<{
                  field:
                    | "expiresAt"
                    | "token"
                    | "createdAt"
                    | "updatedAt"
                    | "ipAddress"
                    | "userAgent"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "account";
                update: {
                  accountId?: string;
                  providerId?: string;
                  userId?: string;
                  accessToken?: null | string;
                  refreshToken?: null | string;
                  idToken?: null | string;
                  accessTokenExpiresAt?: null | number;
                  refreshTokenExpiresAt?: null | number;
                  scope?: null | string;
                  password?: null | string;
                  createdAt?: number;
                  updatedAt?: number;
                };
                where?: Array<{
                  field:
                    | "accountId"
                    | "providerId"
                    | "userId"
                    | "accessToken"
                    | "refreshToken"
                    | "idToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "scope"
                    | "password"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "verification";
                update: {
                  identifier?: string;
                  value?: string;
                  expiresAt?: number;
                  createdAt?: number;
                  updatedAt?: number;
                };
                where?: Array<{
                  field:
                    | "identifier"
                    | "value"
                    | "expiresAt"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "twoFactor";
                update: {
                  secret?: string;
                  backupCodes?: string;
                  userId?: string;
                  verified?: null | boolean;
                };
                where?: Array<{
                  field:
                    "secret" | "backupCodes" | "userId" | "verified" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthApplication";
                update: {
                  name?: null | string;
                  icon?: null | string;
                  metadata?: null | string;
                  clientId?: null | string;
                  clientSecret?: null | string;
                  redirectUrls?: null | string;
                  type?: null | string;
                  disabled?: null | boolean;
                  userId?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                };
                where?: Array<{
                  field:
                    | "name"
                    | "icon"
                    | "metadata"
                    | "clientId"
                    | "clientSecret"
                    | "redirectUrls"
                    | "type"
                    | "disabled"
                    | "userId"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthAccessToken";
                update: {
                  accessToken?: null | string;
                  refreshToken?: null | string;
                  accessTokenExpiresAt?: null | number;
                  refreshTokenExpiresAt?: null | number;
                  clientId?: null | string;
                  userId?: null | string;
                  scopes?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                };
                where?: Array<{
                  field:
                    | "accessToken"
                    | "refreshToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthConsent";
                update: {
                  clientId?: null | string;
                  userId?: null | string;
                  scopes?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                  consentGiven?: null | boolean;
                };
                where?: Array<{
                  field:
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "consentGiven"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "jwks";
                update: {
                  publicKey?: string;
                  privateKey?: string;
                  createdAt?: number;
                  expiresAt?: null | number;
                };
                where?: Array<{
                  field:
                    | "publicKey"
                    | "privateKey"
                    | "createdAt"
                    | "expiresAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "rateLimit";
                update: { key?: string; count?: number; lastRequest?: number };
                where?: Array<{
                  field: "key" | "count" | "lastRequest" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              };
          paginationOpts: {
            numItems: number;
            cursor: string | null;
            endCursor?: string | null;
            id?: number;
            maximumRowsRead?: number;
            maximumBytesRead?: number;
          };
          onUpdateHandle?: string;
        },
        any,
        Name
      >;
      updateOne: FunctionReference<
        "mutation",
        "internal",
        {
          input:
            | {
                model: "user";
                update: {
                  name?: string;
                  email?: string;
                  emailVerified?: boolean;
                  image?: null | string;
                  createdAt?: number;
                  updatedAt?: number;
                  twoFactorEnabled?: null | boolean;
                  isAnonymous?: null | boolean;
                  username?: null | string;
                  displayUsername?: null | string;
                  phoneNumber?: null | string;
                  phoneNumberVerified?: null | boolean;
                  userId?: null | string;
                };
                where?: Array<{
                  field:
                    | "name"
                    | "email"
                    | "emailVerified"
                    | "image"
                    | "createdAt"
                    | "updatedAt"
                    | "twoFactorEnabled"
                    | "isAnonymous"
                    | "username"
                    | "displayUsername"
                    | "phoneNumber"
                    | "phoneNumberVerified"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "session";
                update: {
                  expiresAt?: number;
                  token?: string;
                  createdAt?: number;
                  updatedAt?: number;
                  ipAddress?: null | string;
                  userAgent?: null | string;
                  userId?: string;
                };
                where?: Array<{
                  field:
                    | "expiresAt"
                    | "token"
                    | "createdAt"
                    | "updatedAt"
                    | "ipAddress"
                    | "userAgent"
                    | "userId"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "account";
                update: {
                  accountId?: string;
                  providerId?: string;
                  userId?: string;
                  accessToken?: null | string;
                  refreshToken?: null | string;
                  idToken?: null | string;
                  accessTokenExpiresAt?: null | number;
                  refreshTokenExpiresAt?: null | number;
                  scope?: null | string;
                  password?: null | string;
                  createdAt?: number;
                  updatedAt?: number;
                };
                where?: Array<{
                  field:
                    | "accountId"
                    | "providerId"
                    | "userId"
                    | "accessToken"
                    | "refreshToken"
                    | "idToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "scope"
                    | "password"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "verification";
                update: {
                  identifier?: string;
                  value?: string;
                  expiresAt?: number;
                  createdAt?: number;
                  updatedAt?: number;
                };
                where?: Array<{
                  field:
                    | "identifier"
                    | "value"
                    | "expiresAt"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "twoFactor";
                update: {
                  secret?: string;
                  backupCodes?: string;
                  userId?: string;
                  verified?: null | boolean;
                };
                where?: Array<{
                  field:
                    "secret" | "backupCodes" | "userId" | "verified" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthApplication";
                update: {
                  name?: null | string;
                  icon?: null | string;
                  metadata?: null | string;
                  clientId?: null | string;
                  clientSecret?: null | string;
                  redirectUrls?: null | string;
                  type?: null | string;
                  disabled?: null | boolean;
                  userId?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                };
                where?: Array<{
                  field:
                    | "name"
                    | "icon"
                    | "metadata"
                    | "clientId"
                    | "clientSecret"
                    | "redirectUrls"
                    | "type"
                    | "disabled"
                    | "userId"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthAccessToken";
                update: {
                  accessToken?: null | string;
                  refreshToken?: null | string;
                  accessTokenExpiresAt?: null | number;
                  refreshTokenExpiresAt?: null | number;
                  clientId?: null | string;
                  userId?: null | string;
                  scopes?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                };
                where?: Array<{
                  field:
                    | "accessToken"
                    | "refreshToken"
                    | "accessTokenExpiresAt"
                    | "refreshTokenExpiresAt"
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "oauthConsent";
                update: {
                  clientId?: null | string;
                  userId?: null | string;
                  scopes?: null | string;
                  createdAt?: null | number;
                  updatedAt?: null | number;
                  consentGiven?: null | boolean;
                };
                where?: Array<{
                  field:
                    | "clientId"
                    | "userId"
                    | "scopes"
                    | "createdAt"
                    | "updatedAt"
                    | "consentGiven"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "jwks";
                update: {
                  publicKey?: string;
                  privateKey?: string;
                  createdAt?: number;
                  expiresAt?: null | number;
                };
                where?: Array<{
                  field:
                    | "publicKey"
                    | "privateKey"
                    | "createdAt"
                    | "expiresAt"
                    | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              }
            | {
                model: "rateLimit";
                update: { key?: string; count?: number; lastRequest?: number };
                where?: Array<{
                  field: "key" | "count" | "lastRequest" | "_id";
                  operator?:
                    | "lt"
                    | "lte"
                    | "gt"
                    | "gte"
                    | "eq"
                    | "in"
                    | "not_in"
                    | "ne"
                    | "contains"
                    | "starts_with"
                    | "ends_with";
                  value:
                    | string
                    | number
                    | boolean
                    | Array<string>
                    | Array<number>
                    | null;
                  connector?: "AND" | "OR";
                  mode?: "sensitive" | "insensitive";
                }>;
              };
          onUpdateHandle?: string;
        },
        any,
        Name
      >;
    };
  };

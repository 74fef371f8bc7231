import { defineSchema, defineTable } from 'convex/server'
import { v } from 'convex/values'
import { vEmailKind, vEmailStatus, vOrgRole, vUserRole } from './lib/validators'
import { vAuditAction, vLitigationStage, vPartyRole } from './lib/projects'

export default defineSchema({
  users: defineTable({
    authId: v.string(), // better-auth component user id
    email: v.string(), // lowercase, as better-auth stores it
    name: v.string(),
    role: v.optional(vUserRole), // absent = 'user'
    currentOrganizationId: v.optional(v.id('organizations')),
  })
    .index('by_authId', ['authId'])
    .index('by_email', ['email']),

  organizations: defineTable({
    name: v.string(),
    slug: v.string(), // unique; enforced in organizations.create
    createdBy: v.optional(v.id('users')),
  }).index('by_slug', ['slug']),

  memberships: defineTable({
    organizationId: v.id('organizations'),
    userId: v.id('users'),
    role: vOrgRole,
  })
    .index('by_organizationId_and_userId', ['organizationId', 'userId'])
    .index('by_userId', ['userId']),

  invitations: defineTable({
    organizationId: v.id('organizations'),
    email: v.string(), // lowercase
    role: vOrgRole,
    invitedBy: v.id('users'),
    status: v.union(v.literal('pending'), v.literal('accepted'), v.literal('revoked')),
  })
    .index('by_email_and_status', ['email', 'status'])
    .index('by_organizationId_and_email', ['organizationId', 'email']),

  // Per-user email preferences; a user without a row gets the defaults (everything on).
  notificationPreferences: defineTable({
    userId: v.id('users'),
    emailOnInvitation: v.boolean(),
    emailOnMatterChange: v.boolean(),
  }).index('by_userId', ['userId']),

  // The email outbox: every message the backend wants to send lands here first.
  emails: defineTable({
    to: v.string(),
    kind: vEmailKind,
    subject: v.string(),
    text: v.string(),
    url: v.optional(v.string()),
    code: v.optional(v.string()),
    status: vEmailStatus,
    createdAt: v.number(),
  }).index('by_to', ['to']),

  // A matter ("project" internally), always inside one organisation.
  projects: defineTable({
    organizationId: v.id('organizations'),
    name: v.string(),
    description: v.optional(v.string()),
    representedParties: v.array(v.object({ name: v.string(), role: vPartyRole })),
    adverseParties: v.array(v.object({ name: v.optional(v.string()) })),
    docketNumber: v.optional(v.string()),
    internalMatterId: v.string(),
    judge: v.optional(v.string()),
    summary: v.optional(v.string()),
    keyAllegations: v.optional(v.string()),
    classPeriod: v.optional(v.string()),
    litigationStage: v.optional(vLitigationStage),
    slug: v.string(), // unique within the organisation; enforced in projects.create
    createdBy: v.id('users'),
    lastActivityAt: v.number(),
    archivedAt: v.optional(v.number()),
  })
    .index('by_organizationId_and_slug', ['organizationId', 'slug'])
    .index('by_organizationId_and_lastActivityAt', ['organizationId', 'lastActivityAt'])
    // Active matters are those with archivedAt undefined: the list reads them without scanning
    // archived ones.
    .index('by_organizationId_and_archivedAt_and_lastActivityAt', [
      'organizationId',
      'archivedAt',
      'lastActivityAt',
    ]),

  // The audit trail: one row per change to a matter, written in the same mutation as the change,
  // append-only and hash-chained per organisation.
  auditEvents: defineTable({
    organizationId: v.id('organizations'),
    projectId: v.optional(v.id('projects')),
    actorId: v.id('users'),
    action: vAuditAction,
    summary: v.string(),
    at: v.number(),
    // The per-organisation hash chain (convex/lib/audit.ts): position, previous and own hash.
    seq: v.number(),
    prevHash: v.string(),
    hash: v.string(),
  })
    .index('by_organizationId_and_at', ['organizationId', 'at'])
    .index('by_organizationId_and_seq', ['organizationId', 'seq'])
    .index('by_projectId_and_at', ['projectId', 'at']),
})

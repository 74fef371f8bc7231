// The superadmin's changes to prompts (system prompts, Casefile's prompts, the prompt lab) go on
// the deployment's own audit chain, outside every organisation.
import { appendDeploymentEvent, type AuditAction } from '../../lib/audit'
import type { AuthedMutationCtx } from '../../lib/functions'

/** Appends the viewer's change to the deployment's chain, now. */
export async function auditDeployment(
  ctx: AuthedMutationCtx,
  action: AuditAction,
  summary: string,
) {
  await appendDeploymentEvent(ctx, { actorId: ctx.viewer._id, action, summary, at: Date.now() })
}

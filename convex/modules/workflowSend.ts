'use node'
// Sends a run to the firm's workflow engine: the address checked as written and as resolved
// (workflow/address.ts), a fresh one-time token for the callback, the request signed
// (workflow/signature.ts) and bounded in time. What follows is workflowRuns.ts': the engine took
// it (wait for the answer), or a failure that may pass (retry later), or one that will not.
import { randomBytes } from 'node:crypto'
import { lookup } from 'node:dns/promises'
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { internalAction } from '../_generated/server'
import { addressPolicy, checkEndpoint, checkResolved } from './workflow/address'
import { CALLBACK_PATH, workflowRequest } from './workflow/payload'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, sha256Hex, sign } from './workflow/signature'

/** How long one request may take; CASEFILE_WORKFLOW_TIMEOUT_MS changes it. */
const DEFAULT_TIMEOUT_MS = 30_000

export const send = internalAction({
  args: { draftId: v.id('drafts') },
  handler: async (ctx, { draftId }): Promise<null> => {
    const run = await ctx.runQuery(internal.modules.workflowRuns.request, { draftId })
    if (!run) return null
    const secret = process.env.CASEFILE_WORKFLOW_SECRET
    const failed = async (reason: string, retry: boolean): Promise<null> => {
      await ctx.runMutation(internal.modules.workflowRuns.failedAttempt, { draftId, reason, retry })
      return null
    }

    const token = randomBytes(32).toString('base64url')
    const tokenHash = await sha256Hex(token)
    // Counted first: a try that fails before its request is a try too.
    if (
      (await ctx.runMutation(internal.modules.workflowRuns.attempt, { draftId, tokenHash })) ===
      null
    ) {
      return null
    }
    if (!secret) return await failed('No workflow engine is configured on this installation', false)
    const policy = addressPolicy(process.env)
    const endpoint = checkEndpoint(run.endpointUrl, policy)
    if (!endpoint.ok) return await failed(endpoint.reason, false)
    if (endpoint.kind === null) {
      const host = endpoint.url.hostname
      let addresses: string[] = []
      try {
        addresses = (await lookup(host, { all: true })).map((entry) => entry.address)
      } catch {
        return await failed(`The workflow engine's name ${host} could not be resolved`, true)
      }
      const refused = checkResolved(addresses, policy)
      if (refused) return await failed(refused, false)
    }

    const site = process.env.CONVEX_SITE_URL ?? 'http://127.0.0.1:3211'
    const callbackUrl = `${site}${CALLBACK_PATH}?run=${draftId}&token=${token}`
    const body = JSON.stringify(workflowRequest({ ...run.parts, callbackUrl }))
    const timestamp = Date.now()
    const timeoutMs = Number(process.env.CASEFILE_WORKFLOW_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS
    let response: Response
    try {
      response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: await sign(secret, timestamp, body),
        },
        body,
        // A redirect would leave the checked address.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      const seconds = Math.round(timeoutMs / 100) / 10
      return await failed(
        timedOut
          ? `The workflow engine did not answer within ${seconds} seconds`
          : 'The workflow engine could not be reached',
        true,
      )
    }
    await response.body?.cancel()
    if (response.ok) {
      await ctx.runMutation(internal.modules.workflowRuns.delivered, { draftId })
      return null
    }
    // A busy or broken engine may recover; a refusal (4xx, a redirect) will not.
    const retry = response.status >= 500 || response.status === 429
    return await failed(`The workflow engine answered HTTP ${response.status}`, retry)
  },
})

// The workflow engine's answer to a run: POST <site>/modules/workflow/callback?run=…&token=…,
// signed like Casefile's request (workflow/signature.ts). Refused unless the signature is the
// installation's and fresh, the token is the run's current one, and the body is an answer
// (workflow/payload.ts parseResult); a run that has ended (done, failed, past its deadline)
// takes no answer.
import { internal } from '../_generated/api'
import { httpAction } from '../_generated/server'
import { parseResult, RESULT_TEXT_MAX } from './workflow/payload'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, sha256Hex, verify } from './workflow/signature'

/** The largest body read: the longest text, JSON-escaped, with room for the rest. */
const BODY_MAX = RESULT_TEXT_MAX * 6 + 10_000

const answer = (status: number, error?: string) =>
  new Response(JSON.stringify(error ? { error } : { ok: true }), {
    status,
    headers: { 'content-type': 'application/json' },
  })

export const workflowCallback = httpAction(async (ctx, request) => {
  const secret = process.env.CASEFILE_WORKFLOW_SECRET
  if (!secret) return answer(404, 'No workflow engine is configured')
  const url = new URL(request.url)
  const runId = url.searchParams.get('run') ?? ''
  const token = url.searchParams.get('token') ?? ''
  if (Number(request.headers.get('content-length') ?? 0) > BODY_MAX) {
    return answer(413, 'The answer is too large')
  }
  const body = await request.text()
  if (body.length > BODY_MAX) return answer(413, 'The answer is too large')
  const verdict = await verify(
    secret,
    {
      timestamp: request.headers.get(TIMESTAMP_HEADER),
      signature: request.headers.get(SIGNATURE_HEADER),
    },
    body,
    Date.now(),
  )
  if (verdict === 'bad') return answer(401, 'Bad signature')
  if (verdict === 'stale') return answer(401, 'Stale timestamp')
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return answer(400, 'The answer is not JSON')
  }
  const parsed = parseResult(json)
  if ('error' in parsed) return answer(400, parsed.error)
  const outcome = await ctx.runMutation(internal.modules.workflowRuns.complete, {
    runId,
    tokenHash: await sha256Hex(token),
    result: parsed,
  })
  if (outcome === 'unknown') return answer(404, 'No such run')
  if (outcome === 'closed') return answer(409, 'This run has ended')
  return answer(200)
})

import { isMalformedInput } from '@/errors/malformedInput'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { z } from '@/validation/zod'
import { actionRefusal, markActionRefused, markActionRunning, type ActionRefusal } from '@/errors/serverActionRequests'

/** A server action refused: arguments that are not what it takes, or a refusal raised inside it. */
export class ActionRefused extends Error {
  readonly isPublic = true
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ActionRefused'
  }
}

const definedActions = new WeakMap<object, z.ZodType>()

/** Whether `value` is a server action made by `defineAction` (every export of `src/actions/`). */
export const isDefinedAction = (value: unknown) => typeof value === 'function' && definedActions.has(value)

/** Whether the action made by `defineAction` takes `args` (its schema accepts them). */
export const takesArguments = (action: object, args: unknown[]) => definedActions.get(action)?.safeParse(args).success

function refuse(refusal: ActionRefusal): never {
  markActionRefused(refusal)
  throw new ActionRefused(refusal.status, refusal.message)
}

/**
 * The refusal an error escaping an action amounts to, or null for a server fault: a rule's own
 * refusal keeps its French message; Payload's other client errors (401, 403, 404, a validation
 * error naming fields in English) and a value the database refused as malformed get ours.
 */
function refusalOf(error: unknown): ActionRefusal | null {
  if (isMalformedInput(error)) return actionRefusal(400)
  const { status } = (error ?? {}) as { status?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  const message = ruleRefusal(error, [status])
  return message ? { status, message } : actionRefusal(status)
}

/**
 * A server action whose arguments are checked against `schema` (a tuple, one entry per argument)
 * before `handler` runs. Anyone can post any body to an action, so its arguments are untrusted
 * input like a REST body: JSON where a form sends `FormData`, an id past the integer range, a NUL
 * byte are refused here. Our modules answer expected refusals as results; an error that still
 * escapes with a client-error status (Payload's "unauthorized", the database refusing a malformed
 * value) is refused the same way. The production server answers each with its status and a
 * French message (`serveActionRequest`), where Next answered 500.
 */
export function defineAction<Args extends unknown[], Result>(
  schema: z.ZodType<Args>,
  handler: (...args: NoInfer<Args>) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const action = async (...args: Args): Promise<Result> => {
    const parsed = schema.safeParse(args)
    if (!parsed.success) refuse(actionRefusal(400))
    markActionRunning()
    try {
      return await handler(...parsed.data)
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) refuse(refusal)
      throw error
    }
  }
  definedActions.set(action, schema)
  return action
}

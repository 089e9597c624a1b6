import { addDataAndFileToRequest, headersWithCors, type Endpoint } from 'payload'

import { AUTH_MESSAGES } from '@/auth/messages'
import { SECOND_FACTOR_MESSAGES } from '@/domain/auth/secondFactor'
import { payloadMessageInFrench } from '@/errors/publicErrorAnswer'
import { passwordResetOnly } from '@/context/requestContext'

import { refusal } from '../endpoints/refusal'

/** Payload's own signs the account in after the change, which would skip the second factor. */
export const staffPasswordResetEndpoint: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const token = typeof req.data?.token === 'string' ? req.data.token : ''
    const password = typeof req.data?.password === 'string' ? req.data.password : ''
    try {
      await req.payload.resetPassword({
        collection: 'users',
        data: { token, password },
        overrideAccess: true,
        req,
        context: passwordResetOnly(),
      })
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (typeof status === 'number' && status < 500)
        return refusal(req, payloadMessageInFrench((error as Error).message), status)
      req.payload.logger.error(
        { err: error },
        '[auth] réinitialisation du mot de passe d’un membre de l’équipe impossible',
      )
      return refusal(req, AUTH_MESSAGES.serverError, 500)
    }
    return Response.json(
      { message: SECOND_FACTOR_MESSAGES.passwordResetDone },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}

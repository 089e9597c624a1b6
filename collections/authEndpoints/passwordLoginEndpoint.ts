import { addDataAndFileToRequest, headersWithCors, type Endpoint } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { clientIp } from '@/auth/clientIp'
import { passwordLogin } from '@/auth/passwordLogin'

import { refusal } from '../endpoints/refusal'

/**
 * Replaces Payload's own (custom endpoints match first) to add the site's rate limits and the staff's second factor.
 */
export const passwordLoginEndpoint = (collection: 'members' | 'users'): Endpoint => ({
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const result = await passwordLogin(
      req.payload,
      collection,
      {
        email: req.data?.email,
        password: req.data?.password,
        ip: clientIp(req.headers),
        secondFactor: { code: req.data?.code, enrolmentSecret: req.data?.enrolmentSecret },
      },
      req,
    )
    if (!result.ok) return refusal(req, result.message, result.status, result.secondFactor)
    const authConfig = req.payload.collections[collection].config.auth
    const cookie = generatePayloadCookie({
      collectionAuthConfig: authConfig,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token,
    })
    return Response.json(
      {
        message: 'Connexion réussie.',
        user: result.user,
        exp: result.exp,
        token: result.token,
        ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
      },
      { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }), status: 200 },
    )
  },
})

import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withBoundedWrites } from '@/errors/boundedWrites'
import { withFrenchNotFound } from '@/errors/frenchNotFound'
import { withOutageAnswer } from '@/errors/outageAnswer'
import { withRequestShape } from '@/errors/requestShape'

type RestHandler = ReturnType<typeof REST_GET>

const rest = (handler: RestHandler) => withOutageAnswer(withRequestShape(config, withFrenchNotFound(handler)))
/** Writes also take their turn, so that no number of them at once can exhaust the pool. */
const restWrite = (handler: RestHandler) => rest(withBoundedWrites(handler))

export const GET = rest(REST_GET(config))
export const POST = restWrite(REST_POST(config))
export const DELETE = restWrite(REST_DELETE(config))
export const PATCH = restWrite(REST_PATCH(config))
export const PUT = restWrite(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

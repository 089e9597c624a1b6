import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withFrenchNotFound } from '@/errors/frenchNotFound'

// Payload's REST API: collections, globals, auth and custom endpoints under /api.
export const GET = withFrenchNotFound(REST_GET(config))
export const POST = withFrenchNotFound(REST_POST(config))
export const DELETE = withFrenchNotFound(REST_DELETE(config))
export const PATCH = withFrenchNotFound(REST_PATCH(config))
export const PUT = withFrenchNotFound(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

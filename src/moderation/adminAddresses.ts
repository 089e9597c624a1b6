import type { PayloadRequest } from 'payload'

export async function adminAddresses(req: PayloadRequest): Promise<string[]> {
  const admins = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    limit: 0,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return admins.docs.map((admin) => admin.email)
}

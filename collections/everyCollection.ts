import { nobody } from '@/access/nobody'
import { boundPaging } from './hooks/boundPaging'
import { lockRowBeforeDelete } from './hooks/lockRowBeforeDelete'
import { requireObjectData } from './hooks/requireObjectData'
import { UNUSED_DOCUMENT_ENDPOINTS } from './endpoints/refuseUnusedEndpoints'

/** `tests/unit/everyCollection.test.ts` fails on a collection that lacks any of it. */
export const everyCollection = {
  /** Reads reach a bounded page; writes carry an object of storable fields. Before access, before any SQL. */
  beforeOperation: [boundPaging, requireObjectData],
  /** The row is locked first: of two deletes at once, the second finds nothing (a French 404). */
  beforeDelete: [lockRowBeforeDelete],
  /** Copying a document, and the version history of a collection without versions: a French 404. */
  endpoints: UNUSED_DOCUMENT_ENDPOINTS,
  /** Above every admin list, why a page past the reachable rows was refused. */
  beforeListTable: ['/src/components/admin/DeepPageNotice#DeepPageNotice'],
}

/**
 * What a collection no door opens shares (`rate-limits`, `magic-link-tokens`,
 * `staff-second-factors`, `data-exports`): only server code reads and writes it with
 * `overrideAccess`; the admin never lists it; it still carries `everyCollection`.
 */
export const closedCollection = {
  disableDuplicate: true,
  admin: { hidden: true, components: { beforeListTable: [...everyCollection.beforeListTable] } },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
  },
}

import { sql, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { uniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'

import { OPEN_DECLARED_ACTION_STATUSES } from '@/domain/declaredActions'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * One pending or validated declaration per member + project + action type, held by the database
 * (two requests at once cannot both pass the collection's check). Partial, so a rejected one stays
 * as the record of its refusal while the action is declared again; Payload's `indexes` cannot say
 * "where", so the index joins the schema here, and migrations and their snapshots know it.
 */
export const openDeclarationIndex: SchemaHook = ({ schema, extendTable }) => {
  const statuses = sql.raw(OPEN_DECLARED_ACTION_STATUSES.map((status) => `'${status}'`).join(', '))
  extendTable({
    table: schema.tables.declared_actions,
    extraConfig: (table) => ({
      declared_actions_open_per_kind_idx: uniqueIndex('declared_actions_open_per_kind_idx')
        .on(table.member, table.project, table.action_type)
        .where(sql`${table.status} in (${statuses})`),
    }),
  })
  return schema
}

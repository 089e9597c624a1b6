import { sql, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { uniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'

import { OPEN_DECLARED_ACTION_STATUSES } from '@/domain/declaredActions/declaredActions'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * Held by the database so two requests cannot both pass; partial,
 * so a refused one stays. Payload's `indexes` cannot say "where".
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

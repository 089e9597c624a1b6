import type { NumberField } from 'payload'

/** An amount in whole cents (how money is stored), shown in euros in every list and page of the admin. */
export const eurosField = (name: string, label: string, extra: Partial<NumberField> = {}): NumberField =>
  ({
    name,
    type: 'number',
    label,
    required: true,
    ...extra,
    admin: {
      ...extra.admin,
      components: {
        Cell: '/src/components/admin/money/EurosCell#EurosCell',
        Field: '/src/components/admin/money/EurosField#EurosField',
      },
    },
  }) as NumberField

import type { ComponentProps } from 'react'

import { TextField } from '@/components/form/fields'
import { SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import type { PROFILE_TEXT_FIELDS } from '@/validation/profileForm'

export type TextFieldName = (typeof PROFILE_TEXT_FIELDS)[number]
type BoundField = (name: TextFieldName) => Omit<ComponentProps<typeof TextField>, 'label'>

export function NetworkFields({ field }: { field: BoundField }) {
  return (
    <>
      {SOCIAL_NETWORKS.map((network) => (
        <div key={network.key} className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField
            {...field(`${network.key}_url`)}
            label={`Profil ${network.name}`}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <TextField
            {...field(`${network.key}_count`)}
            label={network.countLabel}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
        </div>
      ))}
    </>
  )
}

import { useWatch } from 'react-hook-form'
import { parseWebUrl } from '@/domain/webUrl'
import { type ApplicationValues } from '@/validation/applicationForm'
import { TextField } from '@/components/form/fields'
import { Icon } from '@/components/Icon'

import { useStepForm } from './useStepForm'

export function ProjectStep() {
  const { bind } = useStepForm()
  const valid = parseWebUrl(useWatch<ApplicationValues, 'project_url'>({ name: 'project_url' })) !== null
  return (
    <TextField
      label="Lien de ton projet ou de ton MVP"
      note="Un projet en cours est requis : même un MVP, une page de pré-inscription ou une démo suffit."
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      placeholder="https://"
      required
      adornmentId={valid ? 'apply-project-valid' : undefined}
      adornment={
        valid && (
          <span id="apply-project-valid" role="img" aria-label="Lien valide" className="text-green-700">
            <Icon name="check" className="size-6 [stroke-width:3]" />
          </span>
        )
      }
      {...bind('project_url')}
    />
  )
}

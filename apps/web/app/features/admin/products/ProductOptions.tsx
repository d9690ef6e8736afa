import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { moveItem, removeAt } from '../ui/image-order';
import { OptionGroupFields } from './OptionGroupFields';
import { newOptionGroup, type OptionGroupValues } from './product-form';

interface ProductOptionsProps {
  groups: OptionGroupValues[];
  onChange: (groups: OptionGroupValues[]) => void;
}

/**
 * The product's options in order, each with its values: added, removed and reordered here; how
 * many combinations they make is counted as they change. The server refuses a repeated code, and
 * codes whose combinations would read alike, naming them.
 */
export function ProductOptions({ groups, onChange }: ProductOptionsProps) {
  const labels = useAdminTexts().productEditor.options;
  return (
    <>
      <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
      <p role="status" className="text-sm font-medium">
        {groups.length === 0
          ? labels.none
          : interpolate(labels.combinations, { count: admin.combinationCount(groups) })}
      </p>
      {groups.map((group, index) => (
        <OptionGroupFields
          key={group.id}
          group={group}
          index={index}
          count={groups.length}
          onChange={(changed) => onChange(groups.map((other, at) => (at === index ? changed : other)))}
          onMove={(to) => onChange(moveItem(groups, index, to))}
          onRemove={() => onChange(removeAt(groups, index))}
        />
      ))}
      {groups.length < admin.PRODUCT_DRAFT_LIMITS.groups ? (
        <div>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => onChange([...groups, newOptionGroup()])}
          >
            {labels.addGroup}
          </button>
        </div>
      ) : null}
    </>
  );
}

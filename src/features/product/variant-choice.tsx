/**
 * The shades or sizes of a product (decision 0046) as one labelled radio group: a shade is a swatch
 * with its name shown beside it, a size an option with its label. A sold-out or off-sale variant can
 * still be chosen (its stock line says so); its name says it too. Native radios: Tab into the group,
 * the arrow keys move the choice.
 */
import { unitsLeft, type VariantView } from '@/api/normalize-variants';

export interface VariantChoiceProps {
  variants: readonly VariantView[];
  chosen: VariantView;
  onChoose: (variant: VariantView) => void;
}

export function VariantChoice({ variants, chosen, onChoose }: VariantChoiceProps) {
  const kind = chosen.kind === 'shade' ? 'Shade' : 'Size';
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className="text-sm font-semibold text-ink-900">
        {kind}: <span className="font-normal text-ink-700">{chosen.label}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const gone = unitsLeft({ stock: null }, variant) === 0;
          return (
            <label
              key={variant.id}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-300 py-1 pr-4 text-sm has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${variant.swatch ? 'pl-1' : 'pl-4'} ${gone ? 'text-ink-600 line-through' : ''}`}
            >
              <input
                type="radio"
                name="variant"
                className="sr-only"
                checked={variant.id === chosen.id}
                onChange={() => onChoose(variant)}
              />
              {variant.swatch && (
                <span
                  aria-hidden="true"
                  className="size-9 shrink-0 rounded-full border border-ink-900/15"
                  style={{ backgroundColor: variant.swatch }}
                />
              )}
              {variant.label}
              {gone && (
                <>
                  {' '}
                  <span className="sr-only">(out of stock)</span>
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

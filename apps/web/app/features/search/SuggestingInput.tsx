import type { api } from '@printshop/contract';
import { type InputHTMLAttributes, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { categoryHref, productHref } from '~/lib/links';
import { useSuggestions } from './use-suggestions';

interface Option {
  key: string;
  label: string;
  href: string;
}

interface Group {
  heading: string;
  options: Option[];
}

function groupsOf(suggestions: api.Suggestions | null, headings: [string, string]): Group[] {
  if (!suggestions) return [];
  const groups = [
    {
      heading: headings[0],
      options: suggestions.products.map((product) => ({
        key: `product-${product.product_no}`,
        label: product.productname,
        href: productHref(product.product_no),
      })),
    },
    {
      heading: headings[1],
      options: suggestions.categories.map((category) => ({
        key: `category-${category.id}`,
        label: category.typeName,
        href: categoryHref(category.id, category.level),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The header's search box as a combobox (the WAI-ARIA pattern): products and categories are
 * suggested under it as the shopper types; the up and down arrows move through them, Enter opens
 * the one chosen (or, with none, searches as the plain box does), Escape closes the list, and a
 * click or tap opens one. Uncontrolled, so what is typed before the page hydrates is kept.
 */
export function SuggestingInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const suggestions = useSuggestions(text);
  // The chosen option belongs to one answer: a new answer starts with none chosen.
  const [chosen, setChosen] = useState<{ of: api.Suggestions | null; index: number }>({
    of: null,
    index: -1,
  });
  const active = chosen.of === suggestions ? chosen.index : -1;

  const groups = groupsOf(suggestions, [t('header.suggestedProducts'), t('header.suggestedCategories')]);
  // The arrows move through the options of every group in turn.
  const options = groups.flatMap((group) => group.options);
  const shown = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const go = (option: Option) => window.location.assign(option.href);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return setOpen(true);
      const last = options.length - 1;
      const next =
        event.key === 'ArrowDown' ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1;
      setChosen({ of: suggestions, index: next });
    } else if (event.key === 'Enter' && shown && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      <input
        {...props}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('header.suggestionsLabel')}
        hidden={!shown}
        // Keeps the focus in the box, so that its blur does not close the list under a click or tap.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-navy/15 bg-white p-2 text-left shadow-lg"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options (WAI-ARIA), which a fieldset is not.
          <div key={group.heading} role="group" aria-label={group.heading} className="py-1">
            <div
              aria-hidden="true"
              className="px-3 py-1 text-xs font-semibold tracking-wide text-navy/60 uppercase"
            >
              {group.heading}
            </div>
            {group.options.map((option) => {
              const at = options.indexOf(option);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the keys reach options through the box, which keeps the focus (aria-activedescendant).
                <div
                  key={option.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  onClick={() => go(option)}
                  className="cursor-pointer rounded-lg px-3 py-2 text-sm text-navy hover:bg-sand aria-selected:bg-sand"
                >
                  {option.label}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown ? t('header.suggestionsCount', { count: options.length }) : ''}
      </p>
    </>
  );
}

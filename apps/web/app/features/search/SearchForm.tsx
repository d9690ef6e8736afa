import { MAX_LENGTH } from '@printshop/contract';
import { useId } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { SearchIcon } from '~/ui/icons';
import { SuggestingInput } from './SuggestingInput';

interface SearchFormProps {
  label?: string;
  className?: string;
  /** Suggests products and categories under the box as the shopper types (the header's). */
  suggest?: boolean;
}

/**
 * A plain GET form: Enter or the button loads /search?search={text} as a full page, as
 * docs/product.md asks, and it works before (or without) JavaScript.
 */
export function SearchForm({ label, className = '', suggest = false }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = {
    id,
    name: 'search',
    type: 'search',
    maxLength: MAX_LENGTH.headerSearch,
    placeholder: t('header.searchPlaceholder'),
    enterKeyHint: 'search',
    className:
      'h-11 min-w-0 flex-1 rounded-l-full border border-r-0 border-navy/20 bg-white pl-5 text-base text-navy outline-none placeholder:text-navy/50 focus:border-teal-700 focus:ring-2 focus:ring-teal/30',
  } as const;
  return (
    <search className={className}>
      <form action="/search" method="get">
        <label htmlFor={id} className="sr-only">
          {label ?? t('header.searchLabel')}
        </label>
        <div className="relative flex w-full">
          {suggest ? <SuggestingInput {...input} /> : <input {...input} />}
          <button
            type="submit"
            className="inline-flex h-11 items-center gap-2 rounded-r-full bg-navy px-5 font-semibold text-white hover:bg-navy-700"
          >
            <SearchIcon />
            <span className="max-sm:sr-only">{t('header.searchButton')}</span>
          </button>
        </div>
      </form>
    </search>
  );
}

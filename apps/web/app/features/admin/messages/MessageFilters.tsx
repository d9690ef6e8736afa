import { admin } from '@printshop/contract';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { FilterForm } from '../ui/FilterForm';
import { FilterSelect } from '../ui/FilterSelect';
import { type MessagesQuery, messagesQueryOf, messagesSearch } from './message-query';

/**
 * The inbox's search and its choice of whose messages. Applying them changes the address (a
 * linkable view), keeps the status tab and goes back to the first page.
 */
export function MessageFilters({ query }: { query: MessagesQuery }) {
  const texts = useAdminTexts();
  const { filters } = texts.messages;

  return (
    <FilterForm
      label={filters.label}
      search={messagesSearch(query)}
      searchOf={(fields) => messagesSearch({ ...messagesQueryOf(fields), status: query.status })}
      clearSearch={messagesSearch({ status: query.status, assigned: undefined, q: '', page: 1 })}
      apply={filters.apply}
      clear={filters.clear}
      className="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      buttonsClassName="items-start sm:pt-6"
    >
      <TextField
        label={filters.search}
        name="q"
        type="search"
        defaultValue={query.q}
        maxLength={admin.MESSAGE_LIMITS.search}
        hint={filters.searchHint}
      />
      <FilterSelect
        label={filters.assigned}
        name="assigned"
        value={query.assigned}
        anyLabel={filters.anyone}
        choices={admin.MESSAGE_ASSIGNEES.map((assigned) => ({ value: assigned, label: filters[assigned] }))}
      />
    </FilterForm>
  );
}

import { FilterForm, type FilterFormProps } from './FilterForm';
import { FilterSearch } from './FilterSearch';
import { type FilterChoice, FilterSelect } from './FilterSelect';

type ChoiceValue = string | number | undefined;

interface InboxFiltersProps<
  Query extends { q: string } & Partial<Record<Choice, ChoiceValue>>,
  Choice extends keyof Query & string,
> extends Omit<FilterFormProps<Query>, 'texts' | 'className' | 'buttonsClassName' | 'children'> {
  /** The form's words, the search's, and the choice's label under the choice's name. */
  texts: FilterFormProps<Query>['texts'] & { search: string; searchHint: string } & NoInfer<
      Record<Choice, string>
    >;
  /** The choice beside the search, by its name in the view: whose, which status. */
  choice: Choice;
  /** The choice's first option, which leaves it out: "any", "anyone". */
  anyLabel: string;
  choices: readonly FilterChoice[];
  /** The longest search the inbox takes, as its contract has it. */
  maxLength: number;
}

/** An inbox's filters on one row: its search, one choice, Apply and Clear. */
export function InboxFilters<
  Query extends { q: string } & Partial<Record<Choice, ChoiceValue>>,
  Choice extends keyof Query & string,
>({ texts, choice, anyLabel, choices, maxLength, ...view }: InboxFiltersProps<Query, Choice>) {
  return (
    <FilterForm
      texts={texts}
      {...view}
      className="sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      buttonsClassName="items-start sm:pt-6"
    >
      <FilterSearch texts={texts} value={view.query.q} maxLength={maxLength} />
      <FilterSelect
        label={texts[choice]}
        name={choice}
        value={view.query[choice]}
        anyLabel={anyLabel}
        choices={choices}
      />
    </FilterForm>
  );
}

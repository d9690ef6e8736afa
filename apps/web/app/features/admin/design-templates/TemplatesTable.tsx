import { type admin, pick } from '@printshop/contract';
import { Link } from 'react-router';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useOrderAction } from '../orders/use-order-action';
import { ROW_BUTTON } from '../ui/buttons';
import { CardTable } from '../ui/CardTable';
import { OnOffChip } from '../ui/OnOffChip';
import { ProductCell } from '../ui/ProductCell';
import { RowAction } from '../ui/RowAction';
import { RowActionsCell } from '../ui/RowActionsCell';

interface TemplatesTableProps {
  rows: admin.AdminDesignTemplateRow[];
  onEdit: (template: admin.AdminDesignTemplateRow) => void;
  onDelete: (template: admin.AdminDesignTemplateRow) => void;
}

const CELL = 'px-3 py-2.5 align-top';

/**
 * One page of templates, by product then place: the product, both names, the sides, whether the
 * shop offers it, and the buttons that publish or hide, edit and delete it. Hidden ones dimmed; on
 * a phone each row is a card (admin.css).
 */
export function TemplatesTable({ rows, onEdit, onDelete }: TemplatesTableProps) {
  const texts = useAdminTexts().designTemplates;
  const { columns, actions } = texts;
  const { lang } = useRootData();
  const { run, busy } = useOrderAction();

  const toggle = (template: admin.AdminDesignTemplateRow) =>
    run(async (client) => {
      const published = !template.published;
      return (await client.callWithMsg('adminDesignTemplatePublish', { id: template.id, published })).msg;
    });

  return (
    <CardTable
      minWidth="md:min-w-[48rem]"
      titles={[columns.product, columns.name, columns.sides, columns.status]}
      actions={columns.actions}
    >
      {rows.map((template) => {
        const name = pick(template.name, lang);
        return (
          <tr
            key={template.id}
            className={`border-b border-navy/5 last:border-0 ${template.published ? '' : 'text-navy/60'}`}
          >
            <ProductCell
              label={columns.product}
              productNo={template.productNo}
              name={pick(template.productName, lang)}
            />
            <td data-label={columns.name} className={CELL}>
              <span lang={htmlLang('en')} className="block font-semibold break-words">
                {template.name.en}
              </span>
              <span lang={htmlLang('zh')} className="block break-words text-navy/70">
                {template.name.zh}
              </span>
            </td>
            <td data-label={columns.sides} className={`${CELL} whitespace-nowrap`}>
              {interpolate(texts.sidesOf, { count: template.sides })}
            </td>
            <td data-label={columns.status} className={CELL}>
              <OnOffChip on={template.published} onText={texts.published} offText={texts.hidden} />
            </td>
            <RowActionsCell>
              <RowAction
                kind="change"
                label={interpolate(template.published ? actions.hideLabel : actions.publishLabel, { name })}
                onClick={() => !busy && toggle(template)}
              >
                {template.published ? actions.hide : actions.publish}
              </RowAction>
              <Link
                to={`/admin/design-templates/${template.id}`}
                aria-label={interpolate(actions.designLabel, { name })}
                className={`${ROW_BUTTON} text-teal-800`}
              >
                {actions.design}
              </Link>
              <RowAction
                kind="change"
                label={interpolate(actions.editLabel, { name })}
                onClick={() => onEdit(template)}
              >
                {actions.edit}
              </RowAction>
              <RowAction
                kind="remove"
                label={interpolate(actions.deleteLabel, { name })}
                onClick={() => onDelete(template)}
              >
                {actions.delete}
              </RowAction>
            </RowActionsCell>
          </tr>
        );
      })}
    </CardTable>
  );
}

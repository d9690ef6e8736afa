import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { PRIMARY_BUTTON, ROW_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Chip } from '../ui/Chip';
import { RefusalNote } from '../ui/RefusalNote';
import {
  type CalendarValues,
  calendarInput,
  calendarValuesOf,
  type HolidayRow,
  newHolidayRow,
  sameCalendar,
  undatedHoliday,
} from './shop-calendar-form';

const dateId = (row: HolidayRow) => `holiday-${row.key}-date`;

/**
 * The daily cut-off of orders and the shop's holidays, which the storefront's ship-by dates
 * count on. Changes stay on the page, marked unsaved, until saved or discarded; the server's
 * refusal stays above the buttons.
 */
export function ShopCalendarForm({ calendar }: { calendar: AdminCallOutput<'adminShopCalendar'> }) {
  const texts = useAdminTexts().settings;
  const labels = texts.calendar;
  const { t } = useTranslation();
  const toast = useToast();
  const client = useAdminApi();
  const headingId = useId();
  const [saved, setSaved] = useState(() => calendarValuesOf(calendar));
  const [values, setValues] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = !sameCalendar(values, saved);

  const changeRow = (key: number, patch: Partial<HolidayRow>) =>
    setValues((current) => ({
      ...current,
      holidays: current.holidays.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
  const removeRow = (key: number) =>
    setValues((current) => ({ ...current, holidays: current.holidays.filter((row) => row.key !== key) }));

  function add() {
    const row = newHolidayRow();
    setValues((current) => ({ ...current, holidays: [...current.holidays, row] }));
    requestAnimationFrame(() => document.getElementById(dateId(row))?.focus());
  }

  function discard() {
    setRefusal(null);
    setValues(saved);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const undated = undatedHoliday(values);
    if (undated) {
      setRefusal(labels.dateRequired);
      document.getElementById(dateId(undated))?.focus();
      return;
    }
    setRefusal(null);
    setBusy(true);
    try {
      const { data, msg } = await client.callWithMsg('adminSaveShopCalendar', calendarInput(values));
      const next: CalendarValues = calendarValuesOf(data);
      setSaved(next);
      setValues(next);
      toast('success', msg);
    } catch (error) {
      setRefusal(errorMessage(error, t('api.unreachable')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminSection
      id={headingId}
      title={labels.title}
      aside={dirty ? <Chip tone="todo">{texts.unsaved}</Chip> : null}
    >
      <p className="-mt-2 text-sm text-navy/70">{interpolate(labels.hint, { zone: calendar.timeZone })}</p>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <fieldset disabled={busy} className="grid min-w-0 gap-5">
          <TextField
            type="time"
            required
            label={labels.cutoff}
            value={values.cutoff}
            onChange={(event) => setValues((current) => ({ ...current, cutoff: event.target.value }))}
            className="sm:w-48"
          />
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">{labels.holidays}</h3>
            {values.holidays.length === 0 ? (
              <p className="rounded-lg border border-dashed border-navy/20 p-4 text-center text-sm text-navy/70">
                {labels.empty}
              </p>
            ) : (
              <ul className="grid gap-3">
                {values.holidays.map((row) => (
                  <li
                    key={row.key}
                    className="grid items-end gap-3 rounded-lg border border-navy/10 p-3 sm:grid-cols-[10rem_1fr_1fr_auto]"
                  >
                    <TextField
                      id={dateId(row)}
                      type="date"
                      required
                      label={labels.date}
                      value={row.date}
                      onChange={(event) => changeRow(row.key, { date: event.target.value })}
                    />
                    <TextField
                      label={labels.nameEn}
                      value={row.en}
                      onChange={(event) => changeRow(row.key, { en: event.target.value })}
                    />
                    <TextField
                      label={labels.nameZh}
                      value={row.zh}
                      onChange={(event) => changeRow(row.key, { zh: event.target.value })}
                    />
                    <button
                      type="button"
                      onClick={() => removeRow(row.key)}
                      aria-label={interpolate(labels.remove, { day: row.date || row.en })}
                      className={`${ROW_BUTTON} h-10 text-coral-800`}
                    >
                      {labels.removeShort}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </fieldset>
        <RefusalNote message={refusal} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" onClick={add} disabled={busy} className={SECONDARY_BUTTON}>
            {labels.add}
          </button>
          <div className="flex flex-wrap gap-3 max-sm:w-full">
            <button
              type="button"
              onClick={discard}
              disabled={!dirty || busy}
              className={`${SECONDARY_BUTTON} max-sm:flex-1`}
            >
              {texts.discard}
            </button>
            <button type="submit" disabled={!dirty || busy} className={`${PRIMARY_BUTTON} max-sm:flex-1`}>
              {busy ? texts.saving : labels.save}
            </button>
          </div>
        </div>
      </form>
    </AdminSection>
  );
}

import { DEMO_STAFF, expectToast, loginAsStaff } from './admin';
import { callApi } from './api-client';
import { expect, test } from './fixtures';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/**
 * The calendar is one per shop and the storefront's ship-by dates count on it, which other tests
 * check while this one runs: it adds a holiday years ahead, which moves no date they compute, and
 * puts the calendar back as it found it whatever happens.
 */
test.describe('the back office’s cut-off and holidays in en', { tag: '@desktop' }, () => {
  const { settings, activity } = ADMIN_TEXT.en;
  const labels = settings.calendar;

  test('the owner adds a named holiday, which a reload shows and the audit log tells; an undated one is not sent', async ({
    page,
    open,
    useLang,
  }) => {
    await useLang('en');
    await loginAsStaff(page, 'owner');
    const original = await callApi(page.request, 'adminShopCalendar', {});
    const { timeZone: _, ...restore } = original;
    // A weekday of 2035 no other run picks, most likely.
    const day = `2035-03-${String(5 + Math.floor(Math.random() * 20)).padStart(2, '0')}`;
    try {
      await open('/admin/settings');
      const section = page.getByRole('region', { name: labels.title, exact: true });
      await expect(section).toContainText(original.timeZone);
      await expect(section.getByLabel(labels.cutoff)).toHaveValue(original.cutoff);
      const save = section.getByRole('button', { name: labels.save });
      await expect(save).toBeDisabled();

      await section.getByRole('button', { name: labels.add }).click();
      const date = section.getByLabel(labels.date).last();
      await expect(date).toBeFocused();
      await expect(section.getByText(settings.unsaved)).toBeVisible();
      await save.click();
      await expect(section.getByRole('alert')).toHaveText(labels.dateRequired);

      await date.fill(day);
      await section.getByLabel(labels.nameEn).last().fill('Founders’ Day');
      await section.getByLabel(labels.nameZh).last().fill('店庆日');
      await save.click();
      await expectToast(page, 'success', serverMessage('en', 'shopCalendarSaved'));
      await expect(section.getByText(settings.unsaved)).toBeHidden();

      await open('/admin/settings');
      await expect(section.getByRole('button', { name: fill(labels.remove, { day }) })).toBeVisible();
      const saved = await callApi(page.request, 'adminShopCalendar', {});
      expect(saved.holidays).toContainEqual({ date: day, label: { en: 'Founders’ Day', zh: '店庆日' } });

      await open('/admin/audit?action=calendar.save');
      await expect(
        page.getByText(fill(activity.calendarSaved, { who: DEMO_STAFF.owner.name }), { exact: true }).first(),
      ).toBeVisible();
    } finally {
      await callApi(page.request, 'adminSaveShopCalendar', restore);
    }
  });
});

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useApi } from '~/lib/root-data';
import { useSession } from '~/lib/session';
import { ChevronDownIcon, UserIcon } from '~/ui/icons';
import { ACCOUNT_LINKS } from './account-links';
import { useOpenAuth } from './auth-modal';
import { logout } from './logout';

const ITEM =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-navy hover:bg-sand focus-visible:bg-sand focus-visible:outline-none';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * The header's account menu button (the ARIA menu-button pattern): arrow keys move between
 * items, Esc closes and returns focus to the button, a click elsewhere closes.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const openAuth = useOpenAuth();
  const client = useApi();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const choose = (mode: 'login' | 'register') => {
    setOpen(false);
    openAuth(mode);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={session ? undefined : t('header.accountButton')}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex items-center gap-1.5 rounded-full p-2 text-navy hover:bg-sand"
      >
        <UserIcon width={24} height={24} />
        <span className={session ? 'max-w-36 truncate text-sm font-medium max-sm:sr-only' : 'sr-only'}>
          {session ? t('header.greeting', { name: session.nickname || session.email }) : null}
        </span>
        <ChevronDownIcon width={16} height={16} className="max-sm:hidden" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('header.accountButton')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 rounded-xl bg-white p-2 shadow-xl ring-1 ring-navy/10"
        >
          {session ? (
            <>
              {ACCOUNT_LINKS.map((link) => (
                <a key={link.href} role="menuitem" tabIndex={-1} href={link.href} className={ITEM}>
                  {t(link.label)}
                </a>
              ))}
              <hr className="my-1 border-navy/10" />
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={ITEM}
                onClick={() => {
                  setOpen(false);
                  void logout(client);
                }}
              >
                {t('account.logout')}
              </button>
            </>
          ) : (
            <>
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={ITEM}
                onClick={() => choose('login')}
              >
                {t('account.login')}
              </button>
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={ITEM}
                onClick={() => choose('register')}
              >
                {t('account.register')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

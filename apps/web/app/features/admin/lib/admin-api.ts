import { CODE, type Lang } from '@printshop/contract';
import { type Answer, ApiError, readAnswer, request } from '~/lib/api';
import { ADMIN_ENDPOINTS, type AdminCall, type AdminCallArgs, type AdminCallOutput } from './admin-endpoints';
import { adminLoginHref } from './admin-redirect';

/** The back office's calls, by their name in the contract, with the contract's input and answer types. */
export interface AdminApi {
  /** The answer's data. */
  call<Name extends AdminCall>(name: Name, ...input: AdminCallArgs<Name>): Promise<AdminCallOutput<Name>>;
  /** The answer's data and msg, for the writes whose msg staff read on success. */
  callWithMsg<Name extends AdminCall>(
    name: Name,
    ...input: AdminCallArgs<Name>
  ): Promise<Answer<AdminCallOutput<Name>>>;
}

/** Set once the page is on its way to the log-in, so the calls refused with it do not navigate again. */
let leaving = false;

/**
 * Sends the person to the log-in, to come back to this page. The promise never settles: the
 * page is being replaced, and a caller's error handling would only flash before it goes.
 */
function leaveForLogin(): Promise<never> {
  if (!leaving) {
    leaving = true;
    window.location.replace(adminLoginHref(window.location.pathname + window.location.search));
  }
  return new Promise(() => {});
}

/**
 * Calls from the back office's pages: relative URLs with the language as a header (and as the
 * query of a GET), the staff_session cookie sent by the browser. The customer's token is never
 * sent: it opens no admin call (docs/staff.md). A 401 means no staff session, and the person is
 * sent to log in; the log-in's refusal of a wrong password is a 400 its form shows.
 */
export function createAdminApi(lang: Lang): AdminApi {
  const callWithMsg: AdminApi['callWithMsg'] = async (name, ...[input]) => {
    const [url, init] = request(ADMIN_ENDPOINTS[name], lang, input ?? {});
    const headers = new Headers(init.headers);
    headers.set('lang', lang);
    const response = await fetch(url, { ...init, headers }).catch(() => {
      throw new ApiError(0, '');
    });
    try {
      return await readAnswer<AdminCallOutput<typeof name>>(response);
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE.unauthorized) return leaveForLogin();
      throw error;
    }
  };
  return {
    call: async (name, ...input) => (await callWithMsg(name, ...input)).data,
    callWithMsg,
  };
}

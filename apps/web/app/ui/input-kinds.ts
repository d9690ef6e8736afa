/** An email input's props: the keyboard phones show, and what browsers fill in. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;

/** A phone number input's props. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

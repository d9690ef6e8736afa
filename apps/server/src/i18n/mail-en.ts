/**
 * The words of every mail the server sends, in English (mail-zh.ts has the same keys in
 * Chinese). `{{name}}` placeholders are filled by interpolate(); the mail modules build the
 * layout around them.
 */
export const mailEn = {
  hello: 'Hello {{name}},',
  signature: 'Inkfold Print',
  /** The sender of a form, as the quote and contact mails label them. */
  sender: { name: 'Name', email: 'Email', phone: 'Phone', company: 'Company' },
  resetPassword: {
    subject: 'Reset your Inkfold Print password',
    body: 'We received a request to reset the password of your account. Use this link within one hour to choose a new one:',
    ignore: 'If you did not ask for this, ignore this email and your password stays as it is.',
  },
  order: {
    subject: 'Your Inkfold Print order {{orderNo}}',
    intro:
      'Thank you for your order. We start checking your design files as soon as the payment is complete. Here is what you ordered:',
    outro: 'You can follow every item under My orders in your account.',
    labels: {
      orderNo: 'Order number',
      items: 'Items',
      subtotal: 'Subtotal',
      discount: 'Discount',
      tax: 'Tax',
      shipping: 'Shipping',
      total: 'Total',
      shipTo: 'Ship to',
      remark: 'Order remarks',
    },
  },
  quote: {
    customerSubject: 'We received your quote request {{reference}}',
    customerIntro:
      'Thank you for asking Inkfold Print for a quote. Our team will price your project and reply to this address within one business day. Here is what you sent us:',
    customerOutro: 'To add anything, simply reply to this email and quote your reference.',
    shopSubject: 'New quote request {{reference}} from {{name}}',
    shopIntro: 'A customer asked for a custom quote. Reply to this email to answer them.',
    labels: {
      reference: 'Reference',
      productName: 'Product',
      qty: 'Quantity',
      material: 'Material',
      processing: 'Processing',
      dateRequirements: 'Date requirement',
      content: 'Additional remark',
      files: 'Files',
    },
  },
  /** An offer on a quote, or its refusal, to the customer who asked (docs/product.md#offers). */
  offer: {
    subject: 'Your quote {{reference}}: our offer',
    replacedSubject: 'Your quote {{reference}}: our new offer',
    intro:
      'Thank you for waiting. Here is our offer for your quote request {{reference}}. To accept it, open the link below: you log in or create an account, choose where we ship, and pay online.',
    replaces: 'This offer replaces the one we sent before, whose link no longer works.',
    outro:
      'Tax and shipping are added for your delivery address when you accept. Questions? Simply reply to this email.',
    declinedSubject: 'Your quote request {{reference}}',
    declinedIntro:
      'Thank you for asking Inkfold Print for a quote. We are sorry that we cannot make you an offer for this request, for the reason below.',
    declinedOutro: 'If you would like to change the request, simply reply to this email.',
    labels: {
      reference: 'Reference',
      lines: 'Offer',
      line: '{{quantity}} × {{title}}: {{price}}',
      total: 'Total before tax and shipping',
      validUntil: 'Valid through',
      message: 'Our message',
      link: 'See and accept the offer',
    },
  },
  production: {
    proofSubject: 'Order {{orderNo}}: your proof of {{product}} is ready',
    proofIntro:
      'We have prepared proof {{version}} of {{product}}. Please look at it on your order page, then approve it or tell us what to change: we print only what you approve.',
    proofReminderSubject: 'Order {{orderNo}}: your proof of {{product}} is waiting for your answer',
    proofReminderIntro:
      'Proof {{version}} of {{product}} is still waiting for your answer, and we print only what you approve. Please look at it on your order page, then approve it or tell us what to change.',
    printingSubject: 'Order {{orderNo}}: {{product}} is being printed',
    printingIntro: '{{product}} has gone to print. We will write again when it ships.',
    shippedSubject: 'Order {{orderNo}}: {{product}} has shipped',
    shippedIntro: '{{product}} is on its way. You can follow it with the carrier:',
    printingUndoneSubject: 'Order {{orderNo}}: printing of {{product}} is on hold',
    printingUndoneIntro:
      'We have stopped printing {{product}} for now, for the reason below. We will write again when it goes back to print.',
    shippingUndoneSubject: 'Order {{orderNo}}: {{product}} has not shipped after all',
    shippingUndoneIntro:
      'The shipment of {{product}} we wrote to you about has been withdrawn, for the reason below: its tracking number no longer applies. We will write again when it ships.',
    cancelledSubject: 'Order {{orderNo}} is cancelled',
    cancelledIntro: 'We have cancelled your order {{orderNo}}: none of it will be printed.',
    reprintSubject: 'Order {{orderNo}}: we are printing {{product}} again',
    reprintIntro:
      'We are printing {{product}} again, at no charge to you, and will write again when it ships.',
    refundedSubject: 'Order {{orderNo}}: we have refunded {{amount}}',
    refundedIntro: 'We have refunded {{amount}} of your order {{orderNo}}.',
    refundNote:
      'The refund goes back to the card you paid with; your bank may take 5 to 10 business days to show it.',
    outro: 'You can follow every item under My orders in your account.',
    labels: {
      orderNo: 'Order number',
      product: 'Item',
      message: 'Our note',
      carrier: 'Carrier',
      trackingNo: 'Tracking number',
      reason: 'Why',
      refund: 'Refunded',
      link: 'Your order',
    },
  },
  /** The notices staff choose to be mailed of (docs/staff.md#mails-to-staff). */
  staffNotice: {
    orderPaidSubject: 'Order {{orderNo}} is paid',
    orderPaidIntro: 'Order {{orderNo}} is paid: its items are waiting for file review.',
    proofApprovedSubject: 'Order {{orderNo}}: the customer approved the proof of {{product}}',
    proofApprovedIntro:
      'The customer approved the proof of {{product}} (item #{{itemId}}): it can go to print.',
    changesRequestedSubject: 'Order {{orderNo}}: the customer asked for changes to {{product}}',
    changesRequestedIntro:
      'The customer asked for changes to the proof of {{product}} (item #{{itemId}}). A new proof is needed.',
    outro:
      'You get this mail because you chose it in the back office. To stop it, untick it under “Mails I get” in your staff panel.',
    labels: {
      orderNo: 'Order number',
      items: 'Items',
      total: 'Total',
      product: 'Item',
      comment: 'The customer’s comment',
      newFile: 'New design file',
      link: 'In the back office',
    },
  },
  contact: {
    subject: 'Contact form: message from {{name}}',
    intro: 'A message arrived through the contact form. Reply to this email to answer.',
    message: 'Message',
  },
  /** A staff member's reply to a contact message, to its sender, with their message quoted. */
  messageReply: {
    subject: 'Re: your message to Inkfold Print',
    intro: 'Thank you for writing to us. Here is our answer to your message.',
    reply: 'Our answer',
    message: 'Your message',
    outro: 'To write back, simply reply to this email.',
  },
};

export type MailCopy = typeof mailEn;

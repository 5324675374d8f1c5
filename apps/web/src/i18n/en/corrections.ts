/** Voids, refunds and reprints (ADR 034). */
export const correctionsTexts = {
  corrections: {
    void: 'Void',
    refund: 'Refund',
    voided: 'Voided',
    reasonLine: 'Reason: {{reason}}',
    actions: 'Actions for {{title}}',
    reprint: 'Reprint',
    reprintFailed: 'Failed to print receipt',
    voidDialog: {
      title: 'Void payment',
      explain:
        'The payment stays on record; a void entry of {{amount}} is added today and the day’s totals change.',
      reason: 'Reason',
      submit: 'Void payment',
      success: 'Payment voided.',
      failure: 'Failed to void the payment.',
    },
    refundDialog: {
      open: 'Refund',
      title: 'Refund to guest',
      explain: 'Money given back to the guest, recorded as a negative payment of its method.',
      amount: 'Amount',
      paymentMethod: 'Payment method',
      reason: 'Reason',
      submit: 'Record refund',
      success: 'Refund recorded.',
      failure: 'Failed to record the refund.',
    },
    cancel: 'Cancel',
    printReceipt: 'Print Receipt',
    receipt: {
      copy: 'COPY',
      void: 'VOID',
      refund: 'REFUND',
      reason: 'Reason',
      original: 'Of receipt',
    },
  },
} as const;

// Texts of the phone errors of SPEC 5 and 8 (payment.number.format.error.<market>), by key.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';

const PHONE_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  'payment.null.information.error': msg({ id: 'payment.null.information.error', message: 'Please fill in this field.' }),
  'payment.number.format.error.ci': msg({
    id: 'payment.number.format.error.ci',
    message: 'Enter a 10-digit Ivorian mobile number starting with 01, 05 or 07.',
  }),
  'payment.number.format.error.tg': msg({
    id: 'payment.number.format.error.tg',
    message: 'Enter an 8-digit Togolese mobile number (70–73, 78, 79, 90–93, 96–99).',
  }),
  'payment.number.format.error.sn': msg({
    id: 'payment.number.format.error.sn',
    message: 'Enter a 9-digit Senegalese mobile number starting with 70, 71, 75, 76, 77 or 78.',
  }),
  'payment.number.format.error.newbj': msg({
    id: 'payment.number.format.error.newbj',
    message: 'Enter the new 10-digit Beninese mobile number, starting with 01.',
  }),
  'payment.number.format.error.cd': msg({ id: 'payment.number.format.error.cd', message: 'Enter a 9-digit Congolese mobile number without the leading 0.' }),
};

export function usePhoneErrorText(): (key: string) => string {
  const { i18n } = useLingui();
  return (key) => {
    const d = PHONE_ERRORS[key];
    return d ? i18n._(d) : key;
  };
}

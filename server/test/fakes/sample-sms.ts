import type { OutgoingSms } from '../../sms/provider';

/** An OTP as the outbox would hand it to a gateway, for the gateway tests. */
export function sampleSms(overrides: Partial<OutgoingSms> = {}): OutgoingSms {
  return {
    to: '919876543210',
    text: '123456 is your Anjuman sign-in code. It expires in 10 minutes.',
    variables: ['123456'],
    purpose: 'otp',
    template: 'otp',
    language: 'en',
    dlt: {
      templateId: '1107170000000000001',
      entityId: '1101170000000000001',
      header: 'ANJMAN',
      gatewayTemplateId: 'otp-en',
    },
    ...overrides,
  };
}

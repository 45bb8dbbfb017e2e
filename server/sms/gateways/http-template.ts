import type { OutgoingSms } from '../provider';

// The placeholders of SMS_HTTP_URL and SMS_HTTP_BODY. Only these names are replaced, so the braces of a JSON
// body template stay as they are.

const FIXED = ['to', 'to10', 'text', 'templateId', 'entityId', 'header', 'gatewayTemplateId'] as const;
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

export type BodyEncoding = 'json' | 'form';

function isKnown(name: string): boolean {
  return (FIXED as readonly string[]).includes(name) || /^var[1-9]\d*$/.test(name);
}

/** The placeholders a template uses that this gateway does not know, for a configuration problem. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].flatMap((m) => (m[1] && !isKnown(m[1]) ? [m[1]] : []));
}

/**
 * How the body's values are escaped: the content-type header decides; without one, a template that starts
 * with { or [ is JSON and any other is a form. One rule, read from the configuration, never from the values.
 */
export function bodyEncoding(headers: Record<string, string>, body: string): BodyEncoding {
  const type = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1];
  if (type !== undefined) return /json/i.test(type) ? 'json' : 'form';
  return /^\s*[[{]/.test(body) ? 'json' : 'form';
}

export function placeholderValue(name: string, sms: OutgoingSms): string | undefined {
  switch (name) {
    case 'to':
      return sms.to;
    case 'to10':
      return sms.to.slice(-10);
    case 'text':
      return sms.text;
    case 'templateId':
      return sms.dlt.templateId;
    case 'entityId':
      return sms.dlt.entityId;
    case 'header':
      return sms.dlt.header;
    case 'gatewayTemplateId':
      return sms.dlt.gatewayTemplateId ?? '';
  }
  const index = /^var([1-9]\d*)$/.exec(name);
  return index ? sms.variables[Number(index[1]) - 1] : undefined;
}

/** A JSON string's inside: the template puts the quotes around the placeholder. */
export function jsonInside(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/**
 * Fills a template, escaping each value with `encode`. Throws with the placeholder's name when the SMS has no
 * value for it (a {var3} in a template with two variables): a half-filled text would fail DLT matching anyway.
 */
export function fill(template: string, sms: OutgoingSms, encode: (value: string) => string): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isKnown(name)) return whole;
    const value = placeholderValue(name, sms);
    if (value === undefined) throw new MissingValue(name);
    return encode(value);
  });
}

export class MissingValue extends Error {
  constructor(readonly placeholder: string) {
    super(`{${placeholder}} has no value in this SMS`);
  }
}

/** The body template filled with harmless values, to check at start that a JSON template stays JSON. */
export function sampleFill(template: string, encode: (value: string) => string): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? encode('x') : whole));
}

import type { FunctionInput } from '../../../domain/catalogue';
import type { AlertLevel } from '../../../domain/constants';
import { dayOfExpiry, expiryOfDay } from '../../../domain/dates';
import type { Alert } from '../../../domain/functions/alerts';
import { expiryTime } from '../../components/alert-sheet/alert-display';

/** Who an alert is for: a masjid or a place of the level, null until chosen; `name` for the one it has. */
export type AlertTarget = { level: AlertLevel; id: string | null; name?: string | null };

/** What the alert form holds while the admin types, in the form's order (the first field wrong is focused). */
export type AlertFormValues = {
  title: string;
  message: string;
  category: string;
  severity: string;
  target: AlertTarget;
  /** The expiry as a date (YYYY-MM-DD), or '' while none is chosen. */
  expiry: string;
  linkOn: boolean;
  link: string;
  detailsOn: boolean;
  importantDetails: string;
};

/** A new alert is for a masjid until another level is chosen. */
const NEW_TARGET: AlertTarget = { level: 'Mosque', id: null };

/** Where the alert being edited was sent. */
export const targetOf = (alert: Alert): { level: AlertLevel; id: string; name: string | null } => ({
  level: alert.level,
  id: alert.levelId,
  name: alert.levelName,
});

/** The form's values for a new alert, or the alert being edited (its switches on where it has a value). */
export function formValuesOf(alert: Alert | undefined): AlertFormValues {
  const expiry = alert ? expiryTime(alert.expiry) : null;
  return {
    title: alert?.title ?? '',
    message: alert?.message ?? '',
    category: alert?.category ?? '',
    severity: alert?.severity ?? '',
    target: alert ? targetOf(alert) : NEW_TARGET,
    expiry: expiry === null ? '' : dayOfExpiry(expiry / 1000),
    linkOn: Boolean(alert?.link),
    link: alert?.link ?? '',
    detailsOn: Boolean(alert?.importantDetails),
    importantDetails: alert?.importantDetails ?? '',
  };
}

/**
 * The expiry the form sends: the end of the chosen day in India, or, when an edit leaves the date as it was,
 * the alert's own expiry to the second (an alert ended at 10:00 must not run on to midnight by a title fix).
 */
function expiryOf(values: AlertFormValues, editing: Alert | undefined): number | null {
  const kept = editing ? expiryTime(editing.expiry) : null;
  if (kept !== null && values.expiry === dayOfExpiry(kept / 1000)) return kept / 1000;
  return expiryOfDay(values.expiry);
}

/**
 * What the form sends. The form does not validate: the server's pass flag and message decide, so
 * an empty field is sent as it is and answered with the server's words. A switched-off link or details box
 * sends nothing, whatever was typed in it.
 */
export function alertInputOf(values: AlertFormValues, editing?: Alert): FunctionInput<'addAlert'> {
  const seconds = expiryOf(values, editing);
  const { target } = values;
  return {
    alertLevel: target.level,
    alertLevelId: target.id ?? '',
    title: values.title,
    message: values.message,
    category: values.category,
    severity: values.severity,
    expiry: seconds === null ? null : { seconds },
    link: values.linkOn ? values.link : null,
    importantDetails: values.detailsOn ? values.importantDetails : null,
  } as unknown as FunctionInput<'addAlert'>;
}

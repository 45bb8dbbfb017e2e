import type { JamaatPrayer, JamaatRule, Jumuah, TimesOverride, TimesSettings } from './time-settings';

/** The override whose days hold `date` (first and last day included); overrides never share a day. */
export function overrideOn(overrides: TimesOverride[], date: string): TimesOverride | undefined {
  return overrides.find((o) => o.from <= date && date <= o.to);
}

/** The jamaat rules and Jumu'ah times in force on a day: an override's where it names them, else the usual. */
export function rulesOnDay(
  settings: TimesSettings,
  date: string,
): { jamaat: Record<JamaatPrayer, JamaatRule>; jumuah: Jumuah[] } {
  const override = overrideOn(settings.overrides, date);
  if (!override) return { jamaat: settings.jamaat, jumuah: settings.jumuah };
  return {
    jamaat: { ...settings.jamaat, ...override.jamaat },
    jumuah: override.jumuah ?? settings.jumuah,
  };
}

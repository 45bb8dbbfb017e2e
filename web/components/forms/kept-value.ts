/**
 * What a field keeps of what was typed (`keep`: the digits of a mobile number, say), written back into the
 * input itself. React sets a controlled input back to its value after every keystroke; Preact only when the
 * value changes, so a keystroke the field drops (an eleventh digit, a letter) would stay on the screen, shown
 * but never sent.
 */
export function keptValue(
  input: HTMLInputElement | HTMLTextAreaElement,
  keep: (typed: string) => string,
): string {
  const kept = keep(input.value);
  if (kept !== input.value) input.value = kept;
  return kept;
}

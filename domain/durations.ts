/** "1 second", "4 seconds": a count of seconds or minutes as a person would write it. */
export function secondsText(n: number): string {
  return n === 1 ? '1 second' : `${n} seconds`;
}

export function minutesText(n: number): string {
  return n === 1 ? '1 minute' : `${n} minutes`;
}

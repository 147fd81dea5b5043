/** A video's length as a player shows it (`0:08`, `12:34`, `1:00:05`). */
export function clockDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The same length as an ISO 8601 duration (`PT8S`, `PT12M34S`, `PT1H0M5S`): `<time datetime>`, JSON-LD. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `PT${hours}H${minutes}M${rest}S`;
  return minutes > 0 ? `PT${minutes}M${rest}S` : `PT${rest}S`;
}

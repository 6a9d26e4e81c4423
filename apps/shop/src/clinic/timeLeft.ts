/** '5 h 12 min left' of the 24 hours, or 'Overdue by 1 h 3 min'. */
export function timeLeftText(dueAt: string, now: number): string {
  const minutes = Math.round((Date.parse(dueAt) - now) / 60_000);
  const span = (total: number) => {
    const hours = Math.floor(total / 60);
    const rest = total % 60;
    return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
  };
  return minutes >= 0 ? `${span(minutes)} left` : `Overdue by ${span(-minutes)}`;
}

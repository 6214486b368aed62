/** How the availability note reads: good news in green, anything else stays neutral. */
export function availabilityTone(availability: string): 'good' | 'neutral' {
  const text = availability.toLowerCase();
  if (/\b(out of stock|unavailable|not available|discontinued|sold out)\b/.test(text)) return 'neutral';
  return /\b(in stock|available|ships)\b/.test(text) ? 'good' : 'neutral';
}

export interface Value {
  name: string;
  emoji: string;
  text: string;
  /** Tint of the emoji tile, from the design tokens. */
  tint: string;
}

/** The four values of the about page (storefront spec section 1), in the spec's order. */
export const VALUES: readonly Value[] = [
  {
    name: 'Authenticity',
    emoji: '💯',
    text: "We only feature things we'd be genuinely excited to unwrap ourselves. No fake reviews, no invented hype, and partner picks are always labelled as partner picks.",
    tint: 'bg-hot/12',
  },
  {
    name: 'Transparency',
    emoji: '🔍',
    text: "We don't sell anything. Every link goes to a retailer, affiliate links are disclosed, and prices show when they were last checked.",
    tint: 'bg-sky/20',
  },
  {
    name: 'Discovery',
    emoji: '🧭',
    text: "We dig through the weird corners of the internet so you don't have to: fresh drops every week, and a spinner for when you want to be surprised.",
    tint: 'bg-sun/35',
  },
  {
    name: 'Community',
    emoji: '🤝',
    text: 'The best finds come from you. Suggest products, swap gift ideas in the forum and earn points for joining in.',
    tint: 'bg-mint/15',
  },
];

import { useId, type ReactNode } from 'react';
import { CARD_TYPE_STYLE, type CardKind } from './card-types';

/*
 * Every card's illustration, drawn in code as one inline SVG (issue 13: original art, shipped with the project).
 * Same sticker style as the catalog art (scripts/generate-catalog-art.mjs): flat fills with a thick ink outline,
 * white highlights and sparkles on a backdrop coloured by the card's type. Inline rather than files so a hand of
 * cards costs no requests and the art lives in the lazy card-game chunk only.
 */

const K = '#1b1035';
const W = '#ffffff';
const SUN = '#ffc93c';
const HOT = '#ff3d7f';
const ZAP = '#7c3aed';
const MINT = '#14b8a6';
const SKY = '#38bdf8';
const PAPER = '#fffaf3';
const RED = '#e5484d';

/** Shapes inside get the ink outline. */
const Ink = ({ children, w = 3 }: { children: ReactNode; w?: number }) => (
  <g stroke={K} strokeWidth={w} strokeLinejoin="round" strokeLinecap="round">
    {children}
  </g>
);

const Sparkle = ({ x, y, r, fill = W }: { x: number; y: number; r: number; fill?: string }) => (
  <path
    d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`}
    fill={fill}
  />
);

const Coin = ({ x, y, r = 9, label = '$' }: { x: number; y: number; r?: number; label?: string }) => (
  <g>
    <Ink>
      <circle cx={x} cy={y} r={r} fill={SUN} />
    </Ink>
    <circle cx={x} cy={y} r={r * 0.62} fill="none" stroke="#e0a800" strokeWidth={1.5} />
    <text
      x={x}
      y={y + r * 0.36}
      textAnchor="middle"
      fontSize={r}
      fontWeight={900}
      fill={K}
      fontFamily="Trebuchet MS, sans-serif"
    >
      {label}
    </text>
  </g>
);

/** Its children turned `deg` degrees about (cx, cy). */
const Turn = ({ deg, cx, cy, children }: { deg: number; cx: number; cy: number; children: ReactNode }) => (
  <g transform={`rotate(${deg} ${cx} ${cy})`}>{children}</g>
);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rx?: number;
}

/** A rectangle with the ink outline: the body of a card, a box or a coupon. */
const InkRect = ({ fill, ...box }: Box & { fill: string }) => (
  <Ink>
    <rect {...box} fill={fill} />
  </Ink>
);

interface BankCardProps {
  deg: number;
  fill: string;
  body: Box;
  stripe: number;
  chip: Box;
  outlinedChip?: boolean;
}

/**
 * A bank card turned `deg` about its middle: the body, the magnetic stripe (`stripe` high, 8 below the top) and the
 * chip, `outlinedChip` with a thin ink line.
 */
const BankCard = ({ deg, fill, body, stripe, chip, outlinedChip = false }: BankCardProps) => (
  <Turn deg={deg} cx={body.x + body.width / 2} cy={48}>
    <InkRect {...body} fill={fill} />
    <rect x={body.x} y={body.y + 8} width={body.width} height={stripe} fill={K} />
    <rect
      {...chip}
      rx={2}
      fill={SUN}
      stroke={outlinedChip ? K : undefined}
      strokeWidth={outlinedChip ? 1.5 : undefined}
    />
  </Turn>
);

interface InkLineProps {
  d: string;
  color: string;
  width: number;
  /** The ink line's width: 2 more than the line's on each side unless said. */
  outline?: number;
  cap?: 'round' | 'butt';
}

/** A coloured line inside an ink line: a crack, a cross, a tick, an arrow's shaft. */
const InkLine = ({ d, color, width, outline = width + 4, cap = 'round' }: InkLineProps) => (
  <>
    <Ink>
      <path d={d} fill="none" stroke={K} strokeWidth={outline} />
    </Ink>
    <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap={cap} />
  </>
);

/** A coloured curved arrow with the ink outline: the shaft `d` (`width` wide inside its outline) and the head. */
const CurvedArrow = ({ d, head, fill, width }: { d: string; head: string; fill: string; width: number }) => (
  <>
    <InkLine d={d} color={fill} width={width} />
    <Ink>
      <path d={head} fill={fill} />
    </Ink>
  </>
);

const Bolt = ({ x, y, s = 1, fill = SUN }: { x: number; y: number; s?: number; fill?: string }) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <Ink>
      <path d="M4 -16 L-8 2 L0 2 L-4 16 L9 -3 L1 -3 Z" fill={fill} />
    </Ink>
  </g>
);

const Plus = ({ x, y, text, fill = W }: { x: number; y: number; text: string; fill?: string }) => (
  <text
    x={x}
    y={y}
    textAnchor="middle"
    fontSize={15}
    fontWeight={900}
    fill={fill}
    stroke={K}
    strokeWidth={3}
    paintOrder="stroke"
    fontFamily="Trebuchet MS, sans-serif"
  >
    {text}
  </text>
);

/* ---------- One drawing per card, on a 120 x 90 canvas. ---------- */

function ImpulseBuy() {
  return (
    <>
      <Ink>
        <path d="M48 30 Q48 14 60 14 Q72 14 72 30" fill="none" strokeWidth={5} />
        <path d="M36 30 H84 L88 78 H32 Z" fill={HOT} />
        <path d="M36 30 H84 L85 40 H35 Z" fill="#d61f5e" />
      </Ink>
      <path d="M40 44 L42 70" stroke={W} strokeWidth={3} strokeLinecap="round" opacity={0.5} />
      <Bolt x={60} y={56} s={1.1} />
      <Plus x={98} y={30} text="+2" fill={SUN} />
      <Sparkle x={22} y={24} r={6} />
      <Sparkle x={100} y={66} r={4} />
    </>
  );
}

function GreedyGrab() {
  return (
    <>
      <Coin x={34} y={24} r={10} />
      <Coin x={88} y={22} r={8} />
      <Ink>
        <path
          d="M38 84 L42 58 Q38 46 44 38 L50 40 L50 30 Q50 24 56 24 Q61 24 61 30 L61 38 L63 26 Q64 20 70 21 Q75 23 74 29 L72 40 L76 32 Q79 27 84 30 Q88 33 85 38 L78 56 Q76 68 70 74 L68 84 Z"
          fill="#ffd9b8"
        />
        <path d="M61 38 L61 48 M72 40 L70 50" fill="none" strokeWidth={2} />
      </Ink>
      <Coin x={62} y={56} r={11} />
      <Plus x={22} y={62} text="+1" fill={SUN} />
      <Sparkle x={100} y={52} r={5} />
    </>
  );
}

function TheButler() {
  return (
    <>
      <Ink>
        <ellipse cx={60} cy={72} rx={40} ry={8} fill="#cfd3e6" />
        <path d="M28 68 Q28 36 60 34 Q92 36 92 68 Z" fill="#e9ecf7" />
        <circle cx={60} cy={30} r={5} fill="#cfd3e6" />
        <path d="M44 14 L58 20 L44 26 Z M76 14 L62 20 L76 26 Z" fill={ZAP} />
        <circle cx={60} cy={20} r={4} fill="#5b21b6" />
      </Ink>
      <path d="M38 60 Q40 46 52 42" stroke={W} strokeWidth={4} fill="none" strokeLinecap="round" />
      <Plus x={100} y={40} text="0" fill={SUN} />
      <Sparkle x={18} y={40} r={6} />
      <Sparkle x={96} y={14} r={4} />
    </>
  );
}

function ReturnPolicy() {
  return (
    <>
      <Ink>
        <path d="M34 40 L60 30 L86 40 L86 72 L60 82 L34 72 Z" fill="#e2b178" />
        <path d="M34 40 L60 50 L86 40 M60 50 L60 82" fill="none" />
        <path d="M47 35 L73 45 L73 54" fill="none" strokeWidth={2} />
      </Ink>
      <CurvedArrow d="M92 28 Q70 10 46 20" head="M36 16 L50 12 L48 28 Z" fill={HOT} width={5} />
      <Plus x={20} y={70} text="-1" fill={HOT} />
    </>
  );
}

function SwipeWar() {
  /** One of the two cards, tilted `deg`, its chip at `chipX`. */
  const bankCard = (x: number, deg: number, fill: string, chipX: number) => (
    <BankCard
      deg={deg}
      fill={fill}
      body={{ x, y: 32, width: 52, height: 34, rx: 5 }}
      stripe={6}
      chip={{ x: chipX, y: 52, width: 12, height: 8 }}
    />
  );
  return (
    <>
      {bankCard(20, -20, SKY, 26)}
      {bankCard(48, 20, HOT, 82)}
      <Ink>
        <path d="M60 14 L65 26 L78 22 L70 33 L80 40 L66 41 L66 54 L58 44 L48 52 L51 39 L39 34 L52 29 Z" fill={SUN} />
      </Ink>
      <Sparkle x={16} y={20} r={5} />
      <Sparkle x={104} y={76} r={5} />
    </>
  );
}

function FlashSale() {
  return (
    <>
      <Turn deg={-14} cx={60} cy={48}>
        <Ink>
          <path d="M30 30 H80 L96 48 L80 66 H30 Z" fill={SUN} />
          <circle cx={84} cy={48} r={4} fill={W} />
        </Ink>
        <text x={54} y={56} textAnchor="middle" fontSize={22} fontWeight={900} fill={K} fontFamily="Trebuchet MS">
          %
        </text>
      </Turn>
      <Bolt x={24} y={24} s={1} fill={HOT} />
      <Bolt x={100} y={74} s={0.8} fill={HOT} />
      <Plus x={96} y={24} text="+3" fill={SUN} />
      <Sparkle x={22} y={70} r={5} />
    </>
  );
}

function WindowShopping() {
  return (
    <>
      <Ink>
        <rect x={24} y={28} width={72} height={52} fill={PAPER} />
        <rect x={32} y={40} width={56} height={32} fill="#bfe9fb" />
        <path d="M20 16 H100 L96 30 H24 Z" fill={HOT} />
      </Ink>
      <path d="M32 16 L30 30 M48 16 L47 30 M64 16 L64 30 M80 16 L81 30" stroke={W} strokeWidth={5} />
      <path d="M40 66 L52 46 M56 68 L68 48" stroke={W} strokeWidth={3} strokeLinecap="round" opacity={0.8} />
      <Ink w={2.5}>
        <circle cx={50} cy={58} r={7} fill={W} />
        <circle cx={70} cy={58} r={7} fill={W} />
      </Ink>
      <circle cx={52} cy={59} r={3} fill={K} />
      <circle cx={72} cy={59} r={3} fill={K} />
      <Sparkle x={106} y={50} r={5} />
    </>
  );
}

function LoyaltyCard() {
  return (
    <>
      <Turn deg={-8} cx={60} cy={48}>
        <InkRect x={22} y={26} width={76} height={46} rx={7} fill={ZAP} />
        {[0, 1, 2, 3, 4].map((i) => (
          <circle
            key={i}
            cx={36 + i * 12}
            cy={56}
            r={4.5}
            fill={i < 3 ? PAPER : '#5b21b6'}
            stroke={K}
            strokeWidth={1.5}
          />
        ))}
        <rect x={30} y={34} width={34} height={6} rx={3} fill={W} opacity={0.8} />
      </Turn>
      <Ink>
        <path d="M92 12 L96 21 L106 22 L99 29 L101 39 L92 34 L83 39 L85 29 L78 22 L88 21 Z" fill={SUN} />
      </Ink>
      <Plus x={20} y={22} text="+1" fill={SUN} />
      <Sparkle x={18} y={80} r={5} />
    </>
  );
}

/** Bulk Order's pyramid of boxes: rows of 3, 2 and 1 from the bottom, each row half a box in from the one below. */
const PYRAMID = [3, 2, 1].flatMap((count, row) =>
  Array.from({ length: count }, (_, i) => ({ x: 21 + 13 * row + 26 * i, y: 60 - 22 * row })),
);

function BulkOrder() {
  return (
    <>
      {PYRAMID.map(({ x, y }, i) => (
        <g key={`${x}-${y}`}>
          <InkRect x={x} y={y} width={26} height={22} rx={2} fill={i % 2 === 0 ? '#e2b178' : '#d9a05f'} />
          <path d={`M${x + 13} ${y} V${y + 10}`} stroke="#8a5a2b" strokeWidth={3} />
        </g>
      ))}
      {/* No number: Bulk Order's Buy Power differs between card sets (issue 22); its text says it. */}
      <Sparkle x={100} y={26} r={7} />
      <Sparkle x={18} y={30} r={6} />
    </>
  );
}

function Chargeback() {
  return (
    <>
      <BankCard
        deg={-10}
        fill={SKY}
        body={{ x: 24, y: 26, width: 72, height: 46, rx: 6 }}
        stripe={8}
        chip={{ x: 32, y: 50, width: 16, height: 11 }}
        outlinedChip
      />
      <InkLine d="M62 20 L54 40 L66 48 L56 78" color={W} width={2} outline={5} cap="butt" />
      <InkLine d="M84 54 L104 74 M104 54 L84 74" color={RED} width={5} />
      <Plus x={20} y={20} text="-2" fill={HOT} />
    </>
  );
}

function AbandonedCart() {
  return (
    <>
      <Turn deg={16} cx={60} cy={50}>
        <Ink>
          <path d="M18 22 L30 22 L38 60 H86 L94 32 H32" fill="none" strokeWidth={5} />
          <path d="M33 32 H94 L87 56 H38 Z" fill={HOT} opacity={0.9} />
          <circle cx={44} cy={70} r={6} fill={PAPER} />
          <circle cx={80} cy={70} r={6} fill={PAPER} />
        </Ink>
        <path d="M50 36 V52 M62 36 V52 M74 36 V52" stroke={W} strokeWidth={2} opacity={0.7} />
      </Turn>
      <path d="M16 84 Q30 80 44 84 M64 86 Q78 82 92 86" stroke={W} strokeWidth={3} fill="none" opacity={0.6} />
      <Ink w={2}>
        <circle cx={100} cy={18} r={3} fill={W} />
        <circle cx={106} cy={26} r={2} fill={W} />
      </Ink>
      <Plus x={18} y={70} text="-1" fill={HOT} />
    </>
  );
}

function ExtendedWarranty() {
  return (
    <>
      <Ink>
        <path d="M60 10 L90 20 Q92 58 60 82 Q28 58 30 20 Z" fill={SKY} />
        <path d="M60 18 L82 25 Q83 54 60 73 Z" fill="#0ea5e9" />
      </Ink>
      <InkLine d="M46 46 L56 56 L76 34" color={W} width={5} />
      <Sparkle x={20} y={24} r={6} />
      <Sparkle x={100} y={66} r={5} />
      <Sparkle x={102} y={18} r={3} />
    </>
  );
}

function PriceMatch() {
  const tag = (x: number, y: number, deg: number, fill: string) => (
    <Turn deg={deg} cx={x + 18} cy={y + 14}>
      <Ink>
        <path d={`M${x} ${y} H${x + 26} L${x + 36} ${y + 14} L${x + 26} ${y + 28} H${x} Z`} fill={fill} />
        <circle cx={x + 28} cy={y + 14} r={3} fill={W} />
      </Ink>
      <text x={x + 12} y={y + 20} textAnchor="middle" fontSize={15} fontWeight={900} fill={K} fontFamily="Trebuchet MS">
        $
      </text>
    </Turn>
  );
  return (
    <>
      {tag(12, 34, -12, SUN)}
      {tag(72, 34, 12, MINT)}
      <Ink>
        <rect x={52} y={38} width={16} height={6} rx={2} fill={W} />
        <rect x={52} y={50} width={16} height={6} rx={2} fill={W} />
      </Ink>
      <Plus x={60} y={24} text="+1" fill={SUN} />
      <Sparkle x={60} y={76} r={6} />
    </>
  );
}

function Refund() {
  return (
    <>
      <Ink>
        <rect x={26} y={34} width={64} height={44} rx={8} fill="#8a5a2b" />
        <path d="M26 46 Q26 34 38 34 H90 V50 H38 Q26 50 26 46 Z" fill="#a8743d" />
        <rect x={74} y={50} width={22} height={16} rx={5} fill="#a8743d" />
        <circle cx={82} cy={58} r={3} fill={SUN} />
      </Ink>
      <Coin x={44} y={22} r={9} />
      <Coin x={62} y={16} r={8} />
      <CurvedArrow d="M96 30 Q104 14 88 10" head="M84 4 L92 14 L80 16 Z" fill={MINT} width={4} />
      <Plus x={18} y={26} text="+3" fill={MINT} />
    </>
  );
}

function CouponStack() {
  const coupon = (y: number, deg: number, fill: string, i: number) => (
    <Turn key={i} deg={deg} cx={60} cy={y + 12}>
      <InkRect x={26} y={y} width={68} height={26} rx={4} fill={fill} />
      <path d={`M42 ${y + 2} V${y + 24}`} stroke={K} strokeWidth={1.5} strokeDasharray="3 3" />
      <text x={68} y={y + 18} textAnchor="middle" fontSize={13} fontWeight={900} fill={K} fontFamily="Trebuchet MS">
        % OFF
      </text>
    </Turn>
  );
  return (
    <>
      {coupon(52, 6, MINT, 0)}
      {coupon(36, -5, SUN, 1)}
      {coupon(20, 3, HOT, 2)}
      <Plus x={104} y={20} text="×2" fill={SUN} />
      <Sparkle x={16} y={18} r={6} />
      <Sparkle x={106} y={78} r={4} />
    </>
  );
}

function Doorbuster() {
  return (
    <>
      <Ink>
        <path
          d="M60 6 L68 22 L86 14 L82 32 L102 34 L88 46 L102 60 L82 62 L86 80 L68 72 L60 88 L52 72 L34 80 L38 62 L18 60 L32 46 L18 34 L38 32 L34 14 L52 22 Z"
          fill={SUN}
        />
        <rect x={46} y={28} width={28} height={42} rx={2} fill={HOT} />
        <path d="M74 28 L84 22 V76 L74 70 Z" fill="#d61f5e" />
      </Ink>
      <circle cx={68} cy={50} r={2.5} fill={K} />
      <rect x={51} y={34} width={18} height={12} rx={2} fill={W} opacity={0.7} />
      <Plus x={20} y={20} text="+2" fill={W} />
    </>
  );
}

/* ---------- A fallback per type, for a card this build does not know. ---------- */

function TypeFallback({ kind }: { kind: CardKind }) {
  switch (kind) {
    case 'Attack':
      return (
        <>
          <Bolt x={60} y={46} s={2} fill={SUN} />
          <Sparkle x={26} y={26} r={6} />
        </>
      );
    case 'Defense':
      return (
        <Ink>
          <path d="M60 14 L84 22 Q86 56 60 76 Q34 56 36 22 Z" fill={SKY} />
        </Ink>
      );
    case 'Magic':
      return (
        <>
          <Sparkle x={60} y={46} r={26} fill={SUN} />
          <Sparkle x={30} y={24} r={7} />
          <Sparkle x={92} y={70} r={6} />
        </>
      );
    case 'Skill':
    default:
      return (
        <>
          <Coin x={60} y={46} r={22} />
          <Sparkle x={92} y={22} r={6} />
        </>
      );
  }
}

/**
 * Each card's drawing, and the type its backdrop is coloured as (the card set's, tested), so a hand reads at a
 * glance.
 */
const DRAWN: Record<string, { Drawing: () => ReactNode; kind: CardKind }> = {
  impulse_buy: { Drawing: ImpulseBuy, kind: 'Skill' },
  greedy_grab: { Drawing: GreedyGrab, kind: 'Skill' },
  the_butler: { Drawing: TheButler, kind: 'Magic' },
  return_policy: { Drawing: ReturnPolicy, kind: 'Attack' },
  swipe_war: { Drawing: SwipeWar, kind: 'Magic' },
  flash_sale: { Drawing: FlashSale, kind: 'Skill' },
  window_shopping: { Drawing: WindowShopping, kind: 'Magic' },
  loyalty_card: { Drawing: LoyaltyCard, kind: 'Skill' },
  bulk_order: { Drawing: BulkOrder, kind: 'Skill' },
  chargeback: { Drawing: Chargeback, kind: 'Attack' },
  abandoned_cart: { Drawing: AbandonedCart, kind: 'Attack' },
  extended_warranty: { Drawing: ExtendedWarranty, kind: 'Defense' },
  price_match: { Drawing: PriceMatch, kind: 'Defense' },
  refund: { Drawing: Refund, kind: 'Defense' },
  coupon_stack: { Drawing: CouponStack, kind: 'Magic' },
  doorbuster: { Drawing: Doorbuster, kind: 'Skill' },
};

/** The ids that have their own drawing (the 16 cards of packages/game's card set). */
export const DRAWN_CARD_IDS: readonly string[] = Object.keys(DRAWN);

/** The type a drawn card is coloured as (tested against the card set), or undefined for an unknown id. */
export function drawnCardKind(cardId: string): CardKind | undefined {
  return DRAWN[cardId]?.kind;
}

interface CardArtProps {
  cardId: string;
  /** The card's type when known: picks the backdrop and, for an unknown id, the fallback drawing. */
  type?: CardKind;
  className?: string;
}

/** A card's illustration (decorative: the card's name is always written beside it). */
export function CardArt({ cardId, type, className }: CardArtProps) {
  const uid = useId().replace(/:/g, '');
  const drawn = DRAWN[cardId];
  const kind = type ?? drawn?.kind ?? 'Skill';
  const style = CARD_TYPE_STYLE[kind];
  const Drawing = drawn?.Drawing;
  return (
    <svg
      viewBox="0 0 120 90"
      className={className}
      aria-hidden
      focusable="false"
      data-card-art={Drawing ? cardId : `fallback-${kind}`}
    >
      <defs>
        <radialGradient id={`bg-${uid}`} cx="50%" cy="40%" r="75%">
          <stop offset="0%" stopColor={style.light} />
          <stop offset="100%" stopColor={style.deep} />
        </radialGradient>
        <pattern id={`dots-${uid}`} width="10" height="10" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill={W} opacity="0.35" />
        </pattern>
      </defs>
      <rect width="120" height="90" fill={`url(#bg-${uid})`} />
      <rect width="120" height="90" fill={`url(#dots-${uid})`} />
      <ellipse cx="60" cy="84" rx="44" ry="6" fill={K} opacity="0.18" />
      {Drawing ? <Drawing /> : <TypeFallback kind={kind} />}
    </svg>
  );
}

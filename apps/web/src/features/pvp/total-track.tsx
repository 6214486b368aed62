import { cn } from '../../lib/cn';

/** Ten steps to the finish, warming from mint to hot as the total nears 10. */
const STEP_COLOURS = [
  'bg-mint',
  'bg-mint',
  'bg-mint',
  'bg-sky',
  'bg-sky',
  'bg-sun',
  'bg-sun',
  'bg-hot',
  'bg-hot',
  'bg-hot',
] as const;

/** The total as a 0-10 track (decorative: the number beside it is what is read out). */
export function TotalTrack({ total, target = 10 }: { total: number; target?: number }) {
  return (
    <div aria-hidden className="w-full">
      <div className="grid grid-cols-10 gap-1 sm:gap-1.5">
        {Array.from({ length: target }, (_, i) => {
          const filled = i < total;
          return (
            <span
              key={i}
              className={cn(
                'h-4 rounded-full transition-colors duration-300 sm:h-5',
                filled ? (STEP_COLOURS[i] ?? 'bg-hot') : 'bg-white/15',
                filled && i === total - 1 && 'motion-safe:animate-[dd-pop_0.5s_ease-out]',
              )}
            />
          );
        })}
      </div>
      <div className="mt-1.5 flex justify-between text-xs font-bold text-white/70">
        <span>0</span>
        <span>🏁 {target}</span>
      </div>
    </div>
  );
}

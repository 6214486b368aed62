import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { toggleChoice } from '../lib/toggle-choice';

export interface ChoiceOption {
  id: string;
  label: string;
  emoji?: string;
}

export interface ChoiceGroup {
  label: string;
  options: ChoiceOption[];
}

interface ChoiceChipsProps {
  legend: string;
  groups: ChoiceGroup[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Also spell the choice out under the chips ("Selected: a, b"). */
  spellOut?: boolean;
}

/** A multi-select as groups of checkbox chips, optionally with the choice spelled out as a comma-separated list. */
export function ChoiceChips({ legend, groups, selected, onChange, error, hint, spellOut = true }: ChoiceChipsProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-2 font-bold text-ink">{legend}</legend>
      {groups.map((group) => (
        <div key={group.label} className="flex flex-col gap-2">
          <p className="text-xs font-bold tracking-wide text-muted uppercase">{group.label}</p>
          <ul className="flex flex-wrap gap-2">
            {group.options.map((option) => {
              const checked = selected.includes(option.id);
              return (
                <li key={option.id}>
                  <label
                    className={cn(
                      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border-2 px-3 text-sm font-bold transition-colors',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-zap',
                      checked
                        ? 'border-zap bg-zap/10 text-zap-dark'
                        : 'border-line bg-surface text-ink-soft hover:border-ink',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-zap"
                      checked={checked}
                      onChange={(e) => onChange(toggleChoice(selected, option.id, e.target.checked))}
                    />
                    {option.emoji ? <span aria-hidden>{option.emoji}</span> : null}
                    {option.label}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {spellOut ? (
        <p id={hintId} className="text-sm text-muted">
          {hint ? <>{hint} </> : null}
          {selected.length === 0 ? 'None selected.' : `Selected: ${selected.join(', ')}`}
        </p>
      ) : hint ? (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

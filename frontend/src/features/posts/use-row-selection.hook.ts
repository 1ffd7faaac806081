import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows ticked on the page shown. `scope` names the page (its filters and number): another page
 * starts with none ticked, and a ticked row that leaves the page (deleted) is no longer counted.
 */
export function useRowSelection(scope: string, visibleIds: readonly string[]) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const ticked = state.scope === scope ? state.ids : NONE;
  const selected = visibleIds.filter((id) => ticked.has(id));
  const allSelected = visibleIds.length > 0 && selected.length === visibleIds.length;
  const replace = (ids: Iterable<string>) => setState({ scope, ids: new Set(ids) });

  return {
    selected,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    isSelected: (id: string) => ticked.has(id),
    toggle: (id: string) => replace(ticked.has(id) ? selected.filter((each) => each !== id) : [...selected, id]),
    toggleAll: () => replace(allSelected ? [] : visibleIds),
    clear: () => replace([]),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

import { proxy } from 'valtio';

/** Tree state (spec section 3): which nodes are expanded and which is selected. */
export interface TreeState {
  expandedKeys: string[];
  selectedKey: string | null;
}

/** The tree store. */
export const treeStore = proxy<TreeState>({ expandedKeys: [], selectedKey: null });

/** Resets the tree state after a navigation (spec section 2). */
export function resetTree(): void {
  treeStore.expandedKeys = [];
  treeStore.selectedKey = null;
}

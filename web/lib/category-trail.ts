/** A category as getCategories lists it: the whole tree, flat. */
export type CategoryRow = { id: string; name: string; parentCategoryId: string | null };

/** How deep the category screen follows a trail in the address. */
export const CATEGORY_TRAIL_DEPTH = 8;

/** The categories along the trail, from the top; an id that is not a child of the one before ends it. */
export function categoryLevels(all: readonly CategoryRow[], trail: readonly string[]): CategoryRow[] {
  const levels: CategoryRow[] = [];
  let parentId: string | null = null;
  for (const id of trail) {
    const found = all.find((c) => c.id === id && c.parentCategoryId === parentId);
    if (!found) break;
    levels.push(found);
    parentId = found.id;
  }
  return levels;
}

/** The children of a category (null: the top categories), by name. */
export function childCategories(all: readonly CategoryRow[], parentId: string | null): CategoryRow[] {
  return all.filter((c) => c.parentCategoryId === parentId).sort((a, b) => a.name.localeCompare(b.name));
}

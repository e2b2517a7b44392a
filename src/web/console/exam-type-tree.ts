/**
 * The pure parts of 시험 유형 관리: the brand's tree (categories, then each one's sub-types in tree
 * order) and what moving a sub-type up or down sends. Sibling sort orders may tie (seeded types share 0), so a move
 * numbers the siblings 0, 1, 2… in their new order and sends only the ones whose number changes.
 */

export interface TypeRow {
  id: number;
  name: string;
  parentId: number | null;
  sortOrder: number;
}

/** The siblings of a type (its parent's children), in the order the list shows them. */
export function siblingsOf<T extends TypeRow>(items: readonly T[], id: number): T[] {
  const self = items.find((item) => item.id === id);
  if (!self) return [];
  return items.filter((item) => item.parentId === self.parentId);
}

/** The sort orders to send to move a type one place up (-1) or down (+1) among its siblings; empty at an end. */
export function moveTypePatches(items: readonly TypeRow[], id: number, direction: -1 | 1): Array<{ id: number; sortOrder: number }> {
  const siblings = siblingsOf(items, id);
  const at = siblings.findIndex((item) => item.id === id);
  const to = at + direction;
  if (at < 0 || to < 0 || to >= siblings.length) return [];
  const order = [...siblings];
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order.flatMap((item, index) => (item.sortOrder === index ? [] : [{ id: item.id, sortOrder: index }]));
}

/** A category's descendants in tree order (the server lists parents before children, siblings in order). */
export function descendantsOf<T extends TypeRow>(items: readonly T[], rootId: number): T[] {
  const children = new Map<number | null, T[]>();
  for (const item of items) children.set(item.parentId, [...(children.get(item.parentId) ?? []), item]);
  const out: T[] = [];
  const seen = new Set<number>([rootId]);
  const walk = (parentId: number) => {
    for (const child of children.get(parentId) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push(child);
      walk(child.id);
    }
  };
  walk(rootId);
  return out;
}

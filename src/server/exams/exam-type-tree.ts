/**
 * The exam-type tree of one brand, held in memory: a brand has tens of types, so loading them once per
 * request and walking the tree in code is cheaper and simpler than recursive SQL for every filter.
 */
import type { ExamTypeRef } from '../../contracts/exam-types';
import type { ExamType } from '../../db/schema';

export class ExamTypeTree {
  private readonly byId = new Map<number, ExamType>();
  private readonly children = new Map<number | null, ExamType[]>();

  constructor(readonly types: ExamType[]) {
    const sorted = [...types].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    for (const type of sorted) {
      this.byId.set(type.id, type);
      const siblings = this.children.get(type.parentId) ?? [];
      siblings.push(type);
      this.children.set(type.parentId, siblings);
    }
  }

  get(id: number): ExamType | undefined {
    return this.byId.get(id);
  }

  bySlug(slug: string): ExamType | undefined {
    return this.types.find((t) => t.parentId === null && t.slug === slug);
  }

  /** The type and its ancestors, top level first. */
  chain(id: number): ExamTypeRef[] {
    const out: ExamTypeRef[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      out.unshift(toRef(current));
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return out;
  }

  topLevelOf(id: number): ExamType | undefined {
    const first = this.chain(id)[0];
    return first ? this.byId.get(first.id) : undefined;
  }

  /** The ids of the types and all their descendants; unknown ids (e.g. of another brand) are dropped. */
  withDescendants(ids: Iterable<number>): number[] {
    const out = new Set<number>();
    const stack = [...ids].filter((id) => this.byId.has(id));
    while (stack.length) {
      const id = stack.pop()!;
      if (out.has(id)) continue;
      out.add(id);
      for (const child of this.children.get(id) ?? []) stack.push(child.id);
    }
    return [...out];
  }

  /** Depth-first, each parent before its children, siblings by sort order. */
  ordered(): ExamType[] {
    const out: ExamType[] = [];
    const visit = (parentId: number | null) => {
      for (const type of this.children.get(parentId) ?? []) {
        out.push(type);
        visit(type.id);
      }
    };
    visit(null);
    return out;
  }
}

export function toRef(type: ExamType): ExamTypeRef {
  return { id: type.id, name: type.name, parentId: type.parentId, slug: type.slug };
}

/**
 * The exam type select of the console's exam forms (시험 만들기, 문제 가져오기): the brand's leaf types from the operators'
 * own list (no-store, so a sub-type added on 시험 유형 is offered at once), each named with its parents
 * (`공기업 › NCS`), since exams hang under leaf types (src/db/schema/exams.ts).
 */
import type { ApiClient } from '../api/api-client';
import { consoleExamTypesKey, listConsoleExamTypes } from '../api/console-authoring-api';

export interface ExamTypeNode {
  id: number;
  name: string;
  parentId: number | null;
}

/** The same query as 시험 유형's tree: one read serves both, and a change there refreshes the select. */
export const authoringExamTypesKey = consoleExamTypesKey;

export async function loadExamTypeTree(client: ApiClient): Promise<ExamTypeNode[]> {
  return listConsoleExamTypes(client);
}

/** Leaf types in tree order, labelled with their ancestors' names. */
export function leafExamTypeOptions(items: readonly ExamTypeNode[]): Array<{ value: string; label: string }> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const parents = new Set(items.map((item) => item.parentId));
  const path = (item: ExamTypeNode): string[] => {
    const names = [item.name];
    const seen = new Set([item.id]);
    for (let parent = item.parentId === null ? undefined : byId.get(item.parentId); parent && !seen.has(parent.id); ) {
      names.unshift(parent.name);
      seen.add(parent.id);
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
    }
    return names;
  };
  return items.filter((item) => !parents.has(item.id)).map((item) => ({ value: String(item.id), label: path(item).join(' › ') }));
}

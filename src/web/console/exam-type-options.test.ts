import { describe, expect, it } from 'vitest';
import { leafExamTypeOptions } from './exam-type-options';

describe('leafExamTypeOptions', () => {
  it('offers only leaf types, named with their ancestors, in the given order', () => {
    const items = [
      { id: 1, name: '공기업', parentId: null },
      { id: 2, name: 'NCS', parentId: 1 },
      { id: 3, name: '전공', parentId: 1 },
      { id: 4, name: '경영', parentId: 3 },
      { id: 5, name: '한국사', parentId: null },
    ];
    expect(leafExamTypeOptions(items)).toEqual([
      { value: '2', label: '공기업 › NCS' },
      { value: '4', label: '공기업 › 전공 › 경영' },
      { value: '5', label: '한국사' },
    ]);
  });

  it('stops at a cycle instead of looping', () => {
    expect(leafExamTypeOptions([{ id: 1, name: 'a', parentId: 2 }, { id: 2, name: 'b', parentId: 1 }, { id: 3, name: 'c', parentId: 1 }])).toEqual([
      { value: '3', label: 'b › a › c' },
    ]);
  });
});

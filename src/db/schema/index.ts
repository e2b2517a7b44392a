export * from './channels';
export * from './notifications';
export * from './users';
export * from './exams';

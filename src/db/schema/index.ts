export * from './channels';
export * from './notifications';
export * from './users';
export * from './exams';
export * from './attachments';
export * from './suggestions';
export * from './chat';
export * from './shop';

/**
 * `@workbench/contracts`: what the console and the server agree on, imported by both
 * (docs/architecture.md, "Resources"). TypeBox schemas and plain constants only: no React, no
 * Node-only API.
 */
export * from './envelope';
export * from './id-card';
export * from './image';
export * from './paging';
export * from './reconnect-delay';
export * from './log-text';
export * from './resource';
export * from './route-words';
export * from './rules';
export * from './screens';
export * from './session';
export * from './session-schemas';
export * from './table-settings';
export * from './table-views';
export * from './bulk';
export * from './resources/company';
export * from './resources/logs';
export * from './resources/person';
export * from './resources/unit';
export * from './resources/access';
export * from './resources/forms';
export * from './resources/role-holders';
export * from './resources/authorisations';
export * from './resources/super-account';
export * from './resources/secret';
export * from './resources/app';
export * from './resources/dictionary';
export * from './resources/project';
export * from './resources/mro';
export * from './resources/connection';
export * from './resources/menu';
export * from './resources/permission-resource';
export * from './resources/process';
export * from './resources/announcement';
export * from './resources/report';
export * from './resources/registry';
export * from './menu-rules';

import ajvFormats from 'ajv-formats';

/**
 * ajv-formats' plugin (email, uuid, date, date-time, uri...). The package is CommonJS; under Node's ESM
 * loader its plugin is the `default` property of the imported module.
 */
export const addFormats = ajvFormats.default;

import ajvFormats from 'ajv-formats';

type Ajv = Parameters<typeof ajvFormats.default>[0];

/**
 * A UUID in its plain 36-character form only. ajv-formats' `uuid` also accepts the URN form
 * (`urn:uuid:...`), which PostgreSQL's uuid type refuses: such an id reached a query and answered 500
 *. Ids are lower case when issued; PostgreSQL compares upper case ones alike, so both pass.
 */
export const PLAIN_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * ajv-formats' plugin (email, uuid, date, date-time, uri...), with `uuid` narrowed to {@link PLAIN_UUID}.
 * The package is CommonJS; under Node's ESM loader its plugin is the `default` property of the module.
 *
 * @example
 * const ajv = new Ajv2020();
 * addFormats(ajv);
 * ajv.validate({ type: 'string', format: 'uuid' }, 'urn:uuid:6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60'); // false
 */
export function addFormats(ajv: Ajv): Ajv {
  ajvFormats.default(ajv);
  ajv.addFormat('uuid', PLAIN_UUID);
  return ajv;
}

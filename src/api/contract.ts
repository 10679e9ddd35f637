/**
 * The wire types, named by the contract's operation ids (record 34). Everything here is derived from
 * contract.gen.ts, which scripts/gen-api-types.mjs generates from contract/api-contract.yaml: where the
 * contract leaves a field unstated the type is `unknown`, where it says anyOf it is a union, and where the
 * server may add fields (every object: additionalProperties) they are `unknown`. Types only: nothing here
 * reaches the bundle.
 *
 *   Answer<'getSession'>      the 200/201 JSON body of an operation
 *   Body<'authenticate'>      its JSON request body
 *   FormField<'sendMessage'>  the field names of its form body (multipart or urlencoded)
 *   Query<'getDashboardNew'>  its query parameters
 *   Schema<'MessageType'>     a named schema of the contract
 */
import type { components, operations } from './contract.gen';

export type OperationId = keyof operations;

type Responses<Op extends OperationId> = operations[Op]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : unknown;
type SuccessOf<Op extends OperationId> = {
  [S in keyof Responses<Op>]: S extends 200 | 201 ? Responses<Op>[S] : never;
}[keyof Responses<Op>];

/** The JSON body of an operation's success (200, or 201, or either where the contract lists both). */
export type Answer<Op extends OperationId> = Op extends OperationId ? JsonOf<SuccessOf<Op>> : never;

type BodyContent<Op extends OperationId> = operations[Op] extends { requestBody?: { content: infer C } } ? C : never;

/** An operation's JSON request body. */
export type Body<Op extends OperationId> = Op extends OperationId
  ? BodyContent<Op> extends { 'application/json': infer J }
    ? J
    : never
  : never;

type FormOf<C> = C extends { 'multipart/form-data': infer F } ? F : C extends { 'application/x-www-form-urlencoded': infer F } ? F : never;

/** The keys a schema names (not the index signature of additionalProperties). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** The field names of an operation's form body: a form's values travel as text or files. */
export type FormField<Op extends OperationId> = Op extends OperationId ? Extract<NamedKeys<FormOf<BodyContent<Op>>>, string> : never;

/** An operation's query parameters. */
export type Query<Op extends OperationId> = Op extends OperationId ? NonNullable<operations[Op]['parameters']['query']> : never;

/** A named schema of the contract (components.schemas). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * T with its field K typed V: where an API function knowingly sends less than the contract asks (its
 * comment says why and docs/api-decisions.md lists it). Every other field stays the contract's.
 */
export type Loosened<T, K extends string, V> = { [P in keyof T]: P extends K ? V : T[P] };

/**
 * An error body as the catalogue (call-api) reads it: the contract's 400, 401 and 402 bodies (`error`,
 * `errcode`), each with whatever else the server sent, as `unknown`.
 */
export type ApiErrorJson = Schema<'Error400'> | Schema<'Error401'> | Schema<'Error402'>;

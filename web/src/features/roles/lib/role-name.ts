/** The server's derivation of a role name (the contract's rule). */
export { toRoleName } from '@hmti/contract';

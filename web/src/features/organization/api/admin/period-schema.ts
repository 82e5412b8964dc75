/** 'YYYY-YYYY' with end year = start year + 1 (the contract's rule, checked by the server too). */
export { periodSchema } from '@hmti/contract';

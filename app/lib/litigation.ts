// The matter vocabularies live with the backend rules that enforce them; the app shares the module.
export * from '@shared/litigation'

/** A syscall result already serialized as JSON text: sent as is, not stringified again. */
export class JsonText {
  constructor(readonly text: string) {}
}

// The error every failed server call throws: the HTTP status (0 when the network failed) and the
// text to show, taken from the server's errorMessage or else the status text.

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

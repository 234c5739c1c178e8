/** An upload refused for what it contains; the message is shown to the user against the field. */
export class UploadRejected extends Error {
  override name = 'UploadRejected';
}

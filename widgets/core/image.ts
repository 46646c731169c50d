/** A file of the content service, as pages and products reference it. */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
  /** The alternative text. */
  title: string;
}

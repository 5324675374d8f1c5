/** The shape of an English catalogue with any text in place of its English literals. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

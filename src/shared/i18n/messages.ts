/** A catalog in another language has English's shape: the same keys, a string wherever English has one. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> }

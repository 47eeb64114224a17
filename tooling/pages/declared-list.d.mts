export const DECLARATION: RegExp;
export const DECLARED_FILE: string;
export function declaredSource(root: URL): Promise<string>;

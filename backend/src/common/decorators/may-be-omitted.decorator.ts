import { ValidateIf } from 'class-validator';

/** Like @IsOptional(), except that null is still validated (and so refused) rather than skipped. */
export const MayBeOmitted = () => ValidateIf((_object, value) => value !== undefined);

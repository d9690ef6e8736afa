/**
 * A validator's words, which no one filling in a form should read, in English or Chinese (zod's,
 * and the wording the shop's own messages once had).
 */
export const VALIDATOR_WORDING =
  /must be a (whole )?number|must be one of|invalid input|expected|too (small|big)|[<>]=|无效输入|数值过|必须是(数字|整数)|只能是/i;

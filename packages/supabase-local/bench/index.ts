/** The stack's bench as parts: the timing helpers and the stack-against-direct-SQL comparison. */
export { figures, formatFigures, measure, measureInTurns, type Figures } from './measure';
export { compare, stackToDirect, TWO_EMBEDS, TWO_EMBEDS_TARGET, withFixtureStack } from './scenarios';

"""Research: readings of the rules where the CR is silent or ambiguous, and sweeps over boards that compare them
(diverge), test whether effects commute (commute) and check invariants (check); docs/research.md."""

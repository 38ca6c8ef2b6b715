"""The engine: the one place that runs clingo (solver), runs a question in a child process under time and
memory limits (runner, limits, resources), the stages solved before a question (stage_*), the readings
registry and the readings files (readings), and the checks of a program given from outside (programs: a
readings file, an invariant). Below the queries; above nothing but the rules it loads as files."""

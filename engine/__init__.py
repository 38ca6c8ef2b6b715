"""The engine: the one place that runs clingo (solver), runs a question in a child process under time and
memory limits (runner, limits, resources), the stages solved before a question (stage_*), and the readings
registry (readings). Below the queries; above nothing but the rules it loads as files."""

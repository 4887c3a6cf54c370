// easytable-bench: the release-build benchmark runner.
//
//     swift run -c release easytable-bench            # every suite
//     swift run -c release easytable-bench solver     # one suite
//     swift run -c release easytable-bench diff/5k    # one case
//
// Each suite lives in its own file as `enum <Suite>Benchmarks { static func run(_:) }`.

let runner = BenchmarkRunner(arguments: CommandLine.arguments)
// Suites register here, one line each, lowest module first.

// The benchmark runner's core: timing, medians and the one-line report format.
//
// Every figure is printed as
//
//     bench <suite>/<case> median_ns=<n> [ref=<name> ref_median_ns=<n> ratio=<ref/ours>] [key=value …]
//
// `median_ns` is the median over samples of the time per operation. Where a reference
// implementation exists in-process, it is timed in the same run, sample for sample
// interleaved with ours, so that machine noise hits both alike; `ratio` is ref / ours
// (above 1 means we are faster).
//
// Build in release: `swift run -c release easytable-bench [filter …]`. A filter selects a
// suite (`solver`) or a case (`diff/5k`) by prefix of `<suite>/<case>`.

import Foundation

/// Keeps the optimizer from deleting a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times closures and prints figures in the runner's line format.
struct BenchmarkRunner {
    /// Prefixes of `<suite>/<case>` to run; empty runs everything.
    let filters: [String]

    /// Creates a runner from command-line arguments (the first is the program name).
    init(arguments: [String]) {
        filters = arguments.dropFirst().filter { !$0.hasPrefix("-") }
    }

    /// Whether any case of `suite` is selected (lets a suite skip its setup).
    func wants(suite: String) -> Bool {
        filters.isEmpty
            || filters.contains { filter in
                let head = filter.split(separator: "/", maxSplits: 1).first.map(String.init) ?? filter
                return suite.hasPrefix(head) || head.hasPrefix(suite)
            }
    }

    /// Whether `suite/name` is selected.
    func wants(_ id: String) -> Bool {
        filters.isEmpty || filters.contains { id.hasPrefix($0) || $0.hasPrefix(id) }
    }

    /// Times `body` (and `reference`, when given) and prints one line.
    ///
    /// - Parameters:
    ///   - id: `<suite>/<case>`.
    ///   - operations: how many operations one call of `body` performs; the figure is per operation.
    ///   - samples: how many timed calls (after one warm-up call each).
    ///   - extra: further `key=value` fields, computed from the median per operation in ns.
    ///   - reference: a name and a closure doing the same work by another method.
    /// - Returns: the median ns per operation, or `nil` when the filter skipped the case.
    @discardableResult
    func measure(
        _ id: String,
        operations: Int = 1,
        samples: Int = 11,
        reference: (name: String, body: () -> Void)? = nil,
        extra: (Double) -> [(String, String)] = { _ in [] },
        _ body: () -> Void
    ) -> Double? {
        guard wants(id) else { return nil }
        body()
        reference?.body()
        var ours: [Double] = []
        var theirs: [Double] = []
        for _ in 0..<max(1, samples) {
            ours.append(Self.time(body) / Double(operations))
            if let reference { theirs.append(Self.time(reference.body) / Double(operations)) }
        }
        let median = Self.median(ours)
        var line = "bench \(id) median_ns=\(Self.format(median))"
        if let reference {
            let refMedian = Self.median(theirs)
            line += " ref=\(reference.name) ref_median_ns=\(Self.format(refMedian))"
            line += " ratio=\(Self.format(refMedian / median, digits: 2))"
        }
        for (key, value) in extra(median) { line += " \(key)=\(value)" }
        print(line)
        return median
    }

    /// Prints a figure that is not a time (a count, a speedup), in the same line format.
    func report(_ id: String, _ fields: [(String, String)]) {
        guard wants(id) else { return }
        print("bench \(id) " + fields.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
    }

    /// Nanoseconds one call of `body` takes.
    static func time(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// The median of `values` (the mean of the middle two for an even count); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// A number with at most `digits` decimals and no exponent.
    static func format(_ value: Double, digits: Int = 1) -> String {
        guard value.isFinite else { return "nan" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}

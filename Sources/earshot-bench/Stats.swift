import Foundation

/// Median and p99 of a set of durations, in milliseconds or microseconds.
struct Stats {
    var samples: [Double]
    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }
    func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(_ ns: UInt64) -> Double { Double(ns) / 1e6 }
func us(_ ns: UInt64) -> Double { Double(ns) / 1e3 }
func format(_ v: Double) -> String { String(format: "%.3f", v) }

/// Peak resident set size of this process, in MB.
func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// An importer timed `runs` times, both ways: to YAML (which also reports stops and what was
/// read) and to a loaded layout.
struct ImportTimings {
    var stops = 0, read = 0
    var toYAML: Stats, toLayout: Stats

    init(runs: Int, yaml: () -> (stops: Int, read: Int)?, layout: () -> Void) {
        var yamlTimes: [Double] = [], layoutTimes: [Double] = []
        var stops = 0, read = 0
        for _ in 0..<runs {
            var t = now()
            if let counts = yaml() { (stops, read) = counts }
            yamlTimes.append(ms(now() - t))
            t = now()
            layout()
            layoutTimes.append(ms(now() - t))
        }
        self.stops = stops; self.read = read
        toYAML = Stats(samples: yamlTimes); toLayout = Stats(samples: layoutTimes)
    }
}

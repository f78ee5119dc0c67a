import ArgumentParser
import EarshotCore

/// What `snapshot --reader` takes: one reader by the name `ReaderName` gives it, or `both`, every
/// reader with a file each, named after it.
enum SnapshotReaders: ExpressibleByArgument, Equatable {
    case one(ReaderName)
    case both

    init?(argument: String) {
        if argument == "both" {
            self = .both
        } else if let name = ReaderName(rawValue: argument) {
            self = .one(name)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ReaderName.allCases.map(\.rawValue) + ["both"] }

    /// The readers heard, in `ReaderName`'s order.
    var names: [ReaderName] {
        switch self {
        case .one(let name): return [name]
        case .both: return ReaderName.allCases
        }
    }
}

/// Why a figure could not be measured, as printed in its place.
struct BenchError: Error, CustomStringConvertible {
    let description: String
}

package import Foundation
/// Runs a Python 3 script with a JSON job on standard input and returns what it printed: the
/// one way core tests reach Python's `jsonschema`. A missing python3 or module is an error
/// (`failure` says what to install), never a skip.
package enum PythonScript {
    package struct Failed: Error, CustomStringConvertible { package var description: String }

    package static func run(_ script: String, arguments: [String] = [], input: Data, failure: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: failure + ": " + String(decoding: err, as: UTF8.self))
        }
        return String(decoding: out, as: UTF8.self)
    }
}

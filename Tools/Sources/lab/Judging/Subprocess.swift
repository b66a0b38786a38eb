import Foundation

/// Runs a command with an outer time limit, its output going to a log file, so that
/// nothing the gate starts can hang CI.
struct Subprocess {
    struct Outcome {
        let status: Int32
        let timedOut: Bool
        let seconds: Double
    }

    let arguments: [String]
    var environment: [String: String] = [:]
    var workingDirectory: URL
    var timeout: Duration
    var log: URL

    func run() throws -> Outcome {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let start = ContinuousClock.now
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        Interrupts.started(process.processIdentifier)
        defer { Interrupts.ended(process.processIdentifier) }
        let limit = Double(timeout.components.seconds)
        var timedOut = false
        if finished.wait(timeout: .now() + limit) == .timedOut {
            timedOut = true
            // The whole tree: `swift test` runs the tests in a process of its own, which a
            // SIGTERM to `swift test` does not reach. A test process left behind keeps the
            // pipe Foundation watches for the exit, so `finished` would never come.
            ProcessTree(root: process.processIdentifier).stop(grace: 10)
            _ = finished.wait(timeout: .now() + 10)
        }
        Interrupts.holdIfStopping()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Outcome(status: process.isRunning ? -1 : process.terminationStatus, timedOut: timedOut, seconds: seconds)
    }
}

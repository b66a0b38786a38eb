import Dispatch

/// Tells whether the calling code runs on the main queue, where `@MainActor` code runs.
///
/// `Thread.isMainThread` is not enough: on Linux, Swift Testing drains the main queue (and
/// so runs `@MainActor` code) on a thread that is not the process's main thread. A
/// `DispatchSpecificKey` set on the main queue is seen by every block that queue runs,
/// whichever thread runs it, in XCTest and Swift Testing alike.
///
/// ```swift
/// if MainQueueDetection.isOnMainQueue {
///     // a cache that should have its own isolation is running on the UI's executor
/// }
/// ```
public enum MainQueueDetection {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True when the caller is running on the main queue (the main actor's executor).
    public static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }
}

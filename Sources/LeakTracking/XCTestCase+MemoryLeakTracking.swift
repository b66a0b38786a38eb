import Testing
import XCTest

extension XCTestCase {
    /// Fails the test if `instance` is still alive once the test has returned.
    ///
    /// Call it in every `makeSUT()` for every reference type the test creates. The check
    /// runs in a teardown block, after the test's locals are gone, and holds the instance
    /// weakly: only something else keeping it alive (a retain cycle, a task that outlives
    /// the test) can make it fail.
    ///
    /// ```swift
    /// private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> ProfileViewModel {
    ///     let sut = ProfileViewModel(api: APIStub())
    ///     trackForMemoryLeaks(sut, hint: "a closure it stores captures self strongly?", file: file, line: line)
    ///     return sut
    /// }
    /// ```
    /// - Parameters:
    ///   - hint: appended to the failure, so the reader knows where to look next.
    public func trackForMemoryLeaks(
        _ instance: AnyObject,
        hint: String? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let typeName = String(describing: type(of: instance))
        // Held weakly by a tracker of its own, which gives a reference dropped a moment after
        // the test returned (by the thread that ran a task's last job) its allowance to go.
        let tracker = LeakTracker()
        tracker.track(instance)
        addTeardownBlock {
            if await !tracker.survivorsAfterLateReleases().isEmpty {
                XCTFail(LeakReport.message(typeName: typeName, hint: hint), file: file, line: line)
            }
        }
    }
}

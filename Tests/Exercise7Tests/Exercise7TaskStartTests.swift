import LabKit
import Testing

@Suite("Exercise7: what Swift 6.2 adds (Task.immediate, task names)", .watched)
/// What Swift 6.2 adds to this exercise's lesson, each claim of its README's "What Swift 6.2
/// adds" a test: `Task.immediate` (SE-0472) starts at once on the caller's actor and is still
/// a task of its own, and a task can carry a name (SE-0469). Not proofs: they pass on both
/// tracks, whatever `CatalogLoader` does. Both APIs are in the Swift 6.2 runtime: on Apple's
/// systems from the 26 releases (the package's floor is macOS 15), so each test says so and the
/// testing library skips it on an older system.
struct Exercise7TaskStartTests {
    /// What ran, in order; main-actor state, as a screen's would be.
    @MainActor final class Steps {
        var taken: [String] = []
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test("Exercise7: Task.immediate runs on the caller's actor before the caller's next line; Task {} runs after it")
    @MainActor func immediateTaskStartsAtOnce() async {
        let immediate = Steps()
        let task = Task.immediate { immediate.taken.append("the task") }
        immediate.taken.append("the caller's next line")
        await task.value

        let queued = Steps()
        let later = Task { queued.taken.append("the task") }
        queued.taken.append("the caller's next line")
        await later.value

        #expect(immediate.taken == ["the task", "the caller's next line"])
        #expect(queued.taken == ["the caller's next line", "the task"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test("Exercise7: a task started with Task.immediate is not cancelled with the task that started it; a child is")
    func immediateTaskIsNotAChild() async {
        // Each looks at cancellation only once the caller has cancelled itself and said so.
        let (said, sayIt) = AsyncStream.makeStream(of: Void.self)
        let caller = Task { () -> (callerCancelled: Bool, childCancelled: Bool, task: Task<Bool, Never>) in
            let task = Task.immediate {
                for await _ in said { break }
                return Task.isCancelled
            }
            async let child: Bool = {
                await Task.yield()
                return Task.isCancelled
            }()
            withUnsafeCurrentTask { $0?.cancel() }
            sayIt.yield()
            sayIt.finish()
            return (Task.isCancelled, await child, task)
        }
        let (callerCancelled, childCancelled, task) = await caller.value
        let taskCancelled = await task.value

        #expect(callerCancelled)
        #expect(childCancelled, "a child task is cancelled with its parent")
        #expect(!taskCancelled, "an unstructured task: nothing cancels it but a handle to it")
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test("Exercise7: a task's name is readable inside it")
    func taskNameIsReadableInside() async {
        let named = Task(name: "save the catalog") { Task.name }
        let unnamed = Task { Task.name }

        #expect(await named.value == "save the catalog")
        #expect(await unnamed.value == nil)
    }
}

import LabKit
import Testing

/// What Swift 6.2 adds to this exercise's lesson, each claim of its README's "What Swift 6.2
/// adds" a test: `Task.immediate` (SE-0472) starts at once on the caller's actor and is still
/// a task of its own, and a task can carry a name (SE-0469). Not proofs: they pass on both
/// tracks, whatever `CatalogLoader` does.
@Suite("Exercise7: what Swift 6.2 adds (Task.immediate, task names)", .watched)
struct Exercise7TaskStartTests {
    /// What ran, in order; main-actor state, as a screen's would be.
    @MainActor final class Steps {
        var taken: [String] = []
    }

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

    @Test("Exercise7: a task started with Task.immediate is not cancelled with the task that started it")
    func immediateTaskIsNotAChild() async {
        let caller = Task { () -> (callerCancelled: Bool, task: Task<Bool, Never>) in
            // The task runs up to its first suspension now, then the caller cancels itself.
            let task = Task.immediate {
                await Task.yield()
                return Task.isCancelled
            }
            withUnsafeCurrentTask { $0?.cancel() }
            return (Task.isCancelled, task)
        }
        let (callerCancelled, task) = await caller.value
        let taskCancelled = await task.value

        #expect(callerCancelled)
        #expect(!taskCancelled, "an unstructured task: nothing cancels it but a handle to it")
    }

    @Test("Exercise7: a task's name is readable inside it")
    func taskNameIsReadableInside() async {
        let named = Task(name: "save the catalog") { Task.name }
        let unnamed = Task { Task.name }

        #expect(await named.value == "save the catalog")
        #expect(await unnamed.value == nil)
    }
}

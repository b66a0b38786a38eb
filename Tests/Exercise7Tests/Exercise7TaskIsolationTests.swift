import LabKit
import Testing

@Suite("Exercise7: where Task {} runs", .watched)
/// Where `Task {}` runs, the README's "Where `Task {}` runs" as tests: its operation is
/// `@isolated(any)` (SE-0431), and inside an actor's method it takes the actor's isolation only
/// when it uses the actor (SE-0420: a closure is isolated to an actor parameter it captures);
/// `#isolation` says which. Not proofs: they pass on both tracks.
struct Exercise7TaskIsolationTests {
    actor SaveCounter {
        private var saves = 0

        /// The task uses the actor's state, so it runs on the actor.
        func taskThatUsesTheActor() async -> (any Actor)? {
            await Task {
                saves += 1
                return #isolation
            }.value
        }

        /// The task uses nothing of the actor's, so it runs on no actor.
        func taskThatDoesNot() async -> (any Actor)? {
            await Task { #isolation }.value
        }
    }

    @Test("Exercise7: in an actor's method, a Task {} that uses the actor runs on it; one that does not runs on no actor")
    func taskTakesTheActorOnlyWhenItUsesIt() async {
        let counter = SaveCounter()

        let usingIt = await counter.taskThatUsesTheActor()
        let notUsingIt = await counter.taskThatDoesNot()

        #expect(usingIt === counter)
        #expect(notUsingIt == nil)
    }
}

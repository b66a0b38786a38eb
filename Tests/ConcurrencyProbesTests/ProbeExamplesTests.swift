import ConcurrencyProbes
import Testing

@Suite("ConcurrencyProbes: the probes on examples from outside the course")
struct ProbeExamplesTests {
    @Test("a class marked @unchecked Sendable lets two calls in at once; an actor queues the second")
    func overlap() async {
        let probe = ExclusivityProbe()
        let log = UncheckedLog(timestamps: ProbedTimestamps(probe: probe))
        let outcome = await probe.run(
            holding: ProbedCall("record() A") { await log.record() },
            whileCalling: ProbedCall("record() B") { await log.record() })
        #expect(outcome.isOverlap, "\(outcome)")

        let actorProbe = ExclusivityProbe()
        let actorLog = ActorLog(timestamps: ProbedTimestamps(probe: actorProbe))
        let queued = await actorProbe.run(
            holding: ProbedCall("record() A") { await actorLog.record() },
            whileCalling: ProbedCall("record() B") { await actorLog.record() })
        #expect(queued == .queued(first: "record() A", second: "record() B"), "\(queued)")
    }

    @Test("a call that starts its work in Task {} returns while the work runs; one that awaits it owns it")
    func ownership() async {
        let uploader = GatedUploader()
        let library = FireAndForgetLibrary(uploader: uploader)
        let outcome = await WorkOwnershipProbe.run(work: uploader.gate) {
            await library.add(Photo(name: "cat.png"))
        }
        #expect(outcome == .returnedWhileWorkRan)

        let owningUploader = GatedUploader()
        let owning = OwningLibrary(uploader: owningUploader)
        let owned = await WorkOwnershipProbe.run(work: owningUploader.gate) {
            try? await owning.add(Photo(name: "cat.png"))
        }
        #expect(owned == .owned)
    }
}

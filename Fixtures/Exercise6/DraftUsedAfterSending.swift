// Compile-fail fixture, Exercise 6 (not a target: `lab fixtures` compiles it alone).
//
// A value that is not `Sendable` may still cross to another actor once — if the sender never
// touches it again (region-based isolation, SE-0414). A `sending` parameter (SE-0430) says so
// in the signature: the caller gives the value away. Here the caller keeps using it after
// giving it away, and the compiler says where. Its twin, which stops using it, compiles.
final class ListingDraft {
    var prices: [Double] = [10, 20]
}

actor ListingArchive {
    private var drafts: [ListingDraft] = []

    func keep(_ draft: sending ListingDraft) {
        drafts.append(draft)
    }
}

@MainActor
func archiveDraft(in archive: ListingArchive) async -> Double {
    let draft = ListingDraft()
    await archive.keep(draft)  // expected-error {{sending 'draft' risks causing data races}}
    // expected-note@-1 {{'draft' used after being passed as a 'sending' parameter; Later uses could race}}
    return draft.prices[0]  // expected-note {{access can happen concurrently}}
}

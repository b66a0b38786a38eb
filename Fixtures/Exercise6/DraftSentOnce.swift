// Fixed twin of DraftUsedAfterSending.swift (Exercise 6): the same class, still not `Sendable`,
// crosses to the archive once and is never used here again, so region-based isolation
// (SE-0414) lets it go — no `@unchecked`, no copy. The `sending` parameter (SE-0430) is the
// promise in the signature; a plain parameter of an actor method would do here too, since
// the value is a fresh, disconnected region.
final class ListingDraft {
    var prices: [Double] = [10, 20]
}

actor ListingArchive {
    private var drafts: [ListingDraft] = []

    func keep(_ draft: sending ListingDraft) {
        drafts.append(draft)
    }

    func keepPlain(_ draft: ListingDraft) {
        drafts.append(draft)
    }
}

@MainActor
func archiveDraft(in archive: ListingArchive) async -> Double {
    let draft = ListingDraft()
    let first = draft.prices[0]
    await archive.keep(draft)
    let other = ListingDraft()
    await archive.keepPlain(other)
    return first
}

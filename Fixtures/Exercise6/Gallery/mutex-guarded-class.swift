// gallery: wrong
// replaces: CatalogListing.swift
// clause: 4
// kind: shared-state
// idea: The problem was an unsynchronized class behind @unchecked Sendable, so I guard the rows with a Mutex: now the class is Sendable for real, checked by the compiler, and ThreadSanitizer has nothing to report.
// why: a lock makes each read and write safe but does not make a copy: the screen and the background actor still hold the same instance, so the discount still changes the prices the screen shows while it scrolls (the data race is gone, the sharing is not).

import Synchronization

/// What the catalog screen shows, built by the background processor from the three fetches.
/// Every access goes through a lock, so it can be shared between actors.
public final class CatalogListing: Sendable, Equatable {
    private let storage: Mutex<[ListingItem]>

    public var items: [ListingItem] {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    public init(items: [ListingItem]) {
        self.storage = Mutex(items)
    }

    public static func == (lhs: CatalogListing, rhs: CatalogListing) -> Bool {
        lhs.items == rhs.items
    }
}

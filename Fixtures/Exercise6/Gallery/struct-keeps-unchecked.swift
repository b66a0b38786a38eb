// gallery: wrong
// replaces: CatalogListing.swift
// clause: 6
// kind: escape-hatch
// idea: I turned the class into a struct so every side gets its own copy, and kept `@unchecked Sendable` from the original so nothing else changes.
// why: the struct fixes the sharing, but `@unchecked` still switches the compiler's check off for a type it could check on its own: the day someone adds a class-typed or non-Sendable field, it crosses actors with no error, which is exactly how the original bug compiled without a warning.

/// What the catalog screen shows, built by the background processor from the three fetches.
/// A value: every copy is its own.
public struct CatalogListing: @unchecked Sendable, Equatable {
    public var items: [ListingItem]

    public init(items: [ListingItem]) {
        self.items = items
    }
}

// swift-tools-version: 6.2
// A package from outside the lab that tests its own actor with the lab's harness, depending on
// it as any package would (here by path; from elsewhere, by its git URL). `scripts/check.sh`
// builds it and runs its tests: the proof that the library works as documented.
import PackageDescription

let package = Package(
    name: "SeatBooking",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "ConcurrencyLab", path: "../..")],
    targets: [
        .target(name: "SeatBooking"),
        .testTarget(
            name: "SeatBookingTests",
            dependencies: [
                "SeatBooking",
                .product(name: "ConcurrencyProbes", package: "ConcurrencyLab"),
                .product(name: "LeakTracking", package: "ConcurrencyLab"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

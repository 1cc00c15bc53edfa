// swift-tools-version:5.9
// The iOS wrapper's code as a library an app target links (see ../README.md): the app target itself (Info.plist,
// entitlements, icons, signing) is made in Xcode.
import PackageDescription

let package = Package(
    name: "Transit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Transit", targets: ["Transit"])],
    targets: [.target(name: "Transit", path: "Transit")]
)

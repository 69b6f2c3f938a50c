/// The pages' scripts and style sheets: the files of `Sources/JellyPages/Assets`, compiled into
/// the module by SwiftPM (`.embedInCode`, the arrays of `PackageResources`) rather than shipped
/// beside it, so that the executable alone (as `make install` copies it) still writes whole pages.
enum PageAsset {
  /// The UTF-8 text of a file of `Assets` without its final newline (a page writes each script
  /// and style sheet on lines of its own).
  static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.last == 0x0A ? bytes.dropLast() : bytes[...], as: UTF8.self)
  }
}

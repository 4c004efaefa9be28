//! Generates the gRPC stubs of proto/bench.proto (needs protoc: Debian's protobuf-compiler).
fn main() -> Result<(), Box<dyn std::error::Error>> {
    tonic_prost_build::compile_protos("proto/bench.proto")?;
    Ok(())
}

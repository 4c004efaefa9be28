//! FNV-1a, 64 bit: the hash of call-site ids and the build id (stable across runs,
//! releases and machines, unlike `std`'s hasher).

/// FNV-1a, 64 bit, over length-prefixed fields (so ("ab","c") != ("a","bc")).
pub struct Fnv(u64);

impl Fnv {
    pub fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, data: &[u8]) {
        for &b in data {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    pub fn field(&mut self, data: &[u8]) {
        self.bytes(&(data.len() as u64).to_le_bytes());
        self.bytes(data);
    }

    pub fn finish(&self) -> u64 {
        self.0
    }
}

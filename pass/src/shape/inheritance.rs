//! Errors of C inheritance: structs of different sizes behind one pointer (a base struct
//! first, casts to the derived structs under a kind test) are told apart by their extent
//! ([`super::Shapes`]' polymorphic nodes), but the analysis does not follow which struct
//! a cast names. A value read through the pointer as one struct's data (a `double`, a
//! `long`) may be another struct's pointer at that byte in its view, and once stored
//! into objects of one size it makes their data byte look like a pointer that data
//! overlaps: a union error, although the program has no union. This names what happens
//! and the fixes that apply (a `CORMI_UNION` marker does not: there is no union member).

/// The message for `e`, the error of the variant of `size` bytes among structs of
/// `sizes` bytes behind one pointer: `e` itself unless it is a union error.
pub fn explain(e: String, size: u64, sizes: &[u64]) -> String {
    const UNION: &str = "is a union whose active member cannot be known";
    let Some(at) = e.find(UNION) else { return e };
    let list: Vec<String> = sizes.iter().map(u64::to_string).collect();
    let detail = &e[at + UNION.len()..];
    let detail = detail.split("; say which member").next().unwrap_or(detail);
    format!(
        "{}points to structs of {} bytes behind one pointer (C inheritance: a base struct first, casts to the derived structs), told apart by their size, but those of {size} bytes have data where the analysis also sees a pointer{detail}: it does not follow which struct a cast names, so data read through the pointer as one struct's field (`((Derived *)s)->x`) may be another struct's pointer at that byte, and storing it into these objects puts a pointer there in its view. No CORMI_UNION marker applies (there is no union); keep the derived structs' data off the bytes where another derived struct holds a pointer (pointer fields at offsets no other derived struct uses for data), or read such data only through a pointer that points to one derived struct",
        &e[..at],
        list.join("/")
    )
}

//! A server that keeps what it receives in its own fields and a global, one replaced with
//! `std::mem::swap` (std's chunked swap loop for a 48-byte struct). The loop indexes the
//! server object with a counter: read as such, it made the object and the lists kept in
//! another field unknown field by field, and the `Option<Box<Link>>` argument of an
//! unrelated method was refused. Each step is checked against a local copy.
use cormi::{create, invoke, Ref};
use std::sync::Mutex;

#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    name: String,
    data: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    name: String,
    next: Option<Box<Link>>,
}

pub struct Keeper {
    last: String,
    last_vec: Vec<u32>,
    last_item: Item,
    boxed: Option<Box<Link>>,
    all: Vec<Item>,
    strs: Vec<String>,
}

static GLOBAL: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn empty_item() -> Item {
    Item { name: String::new(), data: Vec::new() }
}

fn list(i: u32) -> Option<Box<Link>> {
    let mut l = None;
    for k in 0..(i % 5) {
        l = Some(Box::new(Link { name: format!("L{i}.{k}"), next: l }));
    }
    l
}

fn dump(last: &str, v: &[u32], item: &Item, l: &Option<Box<Link>>, all: &[Item], strs: &[String]) -> Vec<String> {
    let mut out = vec![last.to_string(), format!("{v:?}"), format!("{item:?}")];
    let mut c = l.as_deref();
    while let Some(x) = c {
        out.push(x.name.clone());
        c = x.next.as_deref();
    }
    out.extend(all.iter().map(|it| format!("{it:?}")));
    out.extend(strs.iter().cloned());
    out.extend(GLOBAL.lock().unwrap().iter().cloned());
    out
}

cormi::remote! {
    fn keeper_new() -> Box<Keeper> {
        Box::new(Keeper { last: String::new(), last_vec: Vec::new(), last_item: empty_item(), boxed: None, all: Vec::new(), strs: Vec::new() })
    }
    fn k_set_str(this: &mut Keeper, s: String) -> u64 {
        let n = this.last.len() as u64;
        this.last = s;
        n
    }
    fn k_set_vec(this: &mut Keeper, v: Vec<u32>) -> u64 {
        let n = this.last_vec.len() as u64;
        this.last_vec = v;
        n
    }
    fn k_set_item(this: &mut Keeper, it: Item) -> u64 {
        let n = this.last_item.data.len() as u64;
        std::mem::swap(&mut this.last_item, &mut { it });
        n
    }
    fn k_set_list(this: &mut Keeper, l: Option<Box<Link>>) -> u64 {
        this.boxed = l;
        1
    }
    fn k_extend(this: &mut Keeper, v: Vec<Item>) -> u64 {
        this.all.extend(v);
        this.all.len() as u64
    }
    fn k_insert(this: &mut Keeper, s: String) -> u64 {
        this.strs.insert(0, s);
        this.strs.len() as u64
    }
    fn k_global(_this: &mut Keeper, s: String) -> u64 {
        let mut g = GLOBAL.lock().unwrap();
        g.push(s);
        g.len() as u64
    }
    fn k_dump(this: &mut Keeper) -> Vec<String> {
        dump(&this.last, &this.last_vec, &this.last_item, &this.boxed, &this.all, &this.strs)
    }
}

fn main() -> Result<(), cormi::Error> {
    cormi::init();
    let k: Ref<Keeper> = create!(cormi::nodes() - 1, keeper_new)?;
    let (mut last, mut lv, mut item) = (String::new(), Vec::new(), empty_item());
    let (mut all, mut strs, mut glob) = (Vec::<Item>::new(), Vec::<String>::new(), Vec::<String>::new());
    for i in 0..40u32 {
        let s = format!("str-{i}-{}", "x".repeat((i % 7) as usize));
        assert_eq!(invoke!(k, k_set_str, s.clone())?, last.len() as u64);
        last = s;
        let v: Vec<u32> = (0..i % 9).map(|x| x * i).collect();
        assert_eq!(invoke!(k, k_set_vec, v.clone())?, lv.len() as u64);
        lv = v;
        let it = Item { name: format!("it{i}"), data: (0..i % 4).collect() };
        assert_eq!(invoke!(k, k_set_item, it.clone())?, item.data.len() as u64);
        item = it;
        assert_eq!(invoke!(k, k_set_list, list(i))?, 1);
        let mine = list(i);
        let more: Vec<Item> = (0..i % 3).map(|j| Item { name: format!("e{i}.{j}"), data: vec![j; j as usize] }).collect();
        all.extend(more.iter().cloned());
        assert_eq!(invoke!(k, k_extend, more)?, all.len() as u64);
        let s2 = format!("ins{i}");
        strs.insert(0, s2.clone());
        assert_eq!(invoke!(k, k_insert, s2)?, strs.len() as u64);
        let s3 = format!("glob{i}");
        glob.push(s3.clone());
        assert_eq!(invoke!(k, k_global, s3)?, glob.len() as u64);
        let mut want = dump(&last, &lv, &item, &mine, &all, &strs);
        // This node's GLOBAL is empty: the server's holds what k_global sent.
        want.extend(glob.iter().cloned());
        assert_eq!(invoke!(k, k_dump)?, want, "dump after {i}");
    }
    println!("keep_swap ok");
    cormi::finalize();
    Ok(())
}

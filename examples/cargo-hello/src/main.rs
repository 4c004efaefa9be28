//! A greeter object on node 1, called from node 0 with a struct by value and a list.
use cormi::{create, invoke, Ref};

/// The remote object.
pub struct Greeter {
    served: u32,
}

/// A struct sent by value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    x: f64,
    y: f64,
}

/// A list sent as a graph.
pub struct Item {
    next: Option<Box<Item>>,
    weight: f64,
}

cormi::remote! {
    fn greeter_new() -> Box<Greeter> { Box::new(Greeter { served: 0 }) }
    fn greeter_scale(this: &mut Greeter, p: Point, k: f64) -> Point {
        this.served += 1;
        Point { x: p.x * k, y: p.y * k }
    }
    fn greeter_weigh(this: &mut Greeter, items: Option<Box<Item>>) -> f64 {
        this.served += 1;
        let mut total = 0.0;
        let mut cur = items.as_deref();
        while let Some(i) = cur {
            total += i.weight;
            cur = i.next.as_deref();
        }
        total
    }
    fn greeter_served(this: &mut Greeter) -> u32 { this.served }
}

fn main() -> Result<(), cormi::Error> {
    cormi::init(); // nodes other than 0 serve calls here until node 0 finishes
    let g: Ref<Greeter> = create!(1, greeter_new)?;
    let p = invoke!(g, greeter_scale, Point { x: 1.0, y: 2.0 }, 3.0)?;
    let mut items = None;
    for k in 1..=10 {
        items = Some(Box::new(Item { next: items, weight: k as f64 }));
    }
    let w = invoke!(g, greeter_weigh, items)?;
    println!("hello from cargo: {p:?}, weight {w}, served {}", invoke!(g, greeter_served)?);
    cormi::finalize();
    Ok(())
}

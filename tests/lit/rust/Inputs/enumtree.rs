// A Box<Expr> tree built by a function, Expr an enum with data in more than one variant:
// refused at the call, naming the Rust type of the boxes; and a constant tree of it.
include!("markers.rs");

pub enum Expr {
    Num(f64),
    Add(Box<Expr>, Box<Expr>),
    Neg(Box<Expr>),
}

pub struct Calc {
    calls: u64,
}

fn eval(e: &Expr) -> f64 {
    match e {
        Expr::Num(x) => *x,
        Expr::Add(a, b) => eval(a) + eval(b),
        Expr::Neg(a) => -eval(a),
    }
}

pub fn calc_eval(this: &mut Calc, e: Box<Expr>) -> f64 {
    this.calls += 1;
    eval(&e)
}

fn build(k: u64) -> Box<Expr> {
    match k {
        0 => Box::new(Expr::Num(1.0)),
        _ => Box::new(Expr::Add(build(k - 1), Box::new(Expr::Neg(build(k - 1))))),
    }
}

pub fn client(r: u64, k: u64) -> f64 {
    let e = build(k);
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Calc, Box<Expr>) -> f64 = std::mem::transmute(__cormi_remote_method(r, calc_eval as *const c_void));
        f(std::ptr::null_mut(), e)
    }
}

// The same type as a constant tree: each box's variant is known at its allocation site,
// but it is refused all the same (accepting it depended on how the tree was built).
pub fn client_const(r: u64) -> f64 {
    let e = Box::new(Expr::Add(Box::new(Expr::Num(1.0)), Box::new(Expr::Neg(Box::new(Expr::Num(3.0))))));
    // SAFETY: never run: the cormi pass replaces the call through the marker's result.
    unsafe {
        let f: unsafe fn(*mut Calc, Box<Expr>) -> f64 = std::mem::transmute(__cormi_remote_method(r, calc_eval as *const c_void));
        f(std::ptr::null_mut(), e)
    }
}

; Linked into C tests so that `cormi` lowers them (the rt-c helper marker, codegen/gate.rs).
@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer

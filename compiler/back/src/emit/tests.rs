//! Printer tests on hand-built IL, compared with fragments of the reference's output
//! (reference-behavior.md §3, printer-rules.md).

use super::*;
use crate::il::attr::{CudaAttrs, ExecSpace, MemorySpace};
use crate::il::decl::{FnFlags, FunctionBody, FunctionDecl, ParamDecl, StorageClass, VarDecl};
use crate::il::expr::{BinaryOp, ConvKind};
use crate::il::stmt::StmtKind;
use crate::il::{Decl, DeclId, DeclKind, ExprKind, TranslationUnit, TypeId, ValueCategory};

/// A source map holding `src` as the primary file `x.cu`.
fn source(src: &str) -> SourceMap {
    let mut sm = SourceMap::new();
    sm.add_file(b"x.cu", None, src.as_bytes().to_vec(), None, false)
        .unwrap();
    sm
}

/// The position of the `n`-th (0-based) occurrence of `needle`.
fn at(src: &str, needle: &str, n: usize) -> Pos {
    let off = src.match_indices(needle).nth(n).expect("needle").0;
    Pos::new(PRIMARY, off as u32)
}

/// The body between the preamble and the trailer.
fn body(out: &[u8]) -> String {
    let s = String::from_utf8_lossy(out).into_owned();
    let start = s.find("#endif\n\n# 1\n").map(|i| i + 8).expect("preamble");
    let end = s.find("\n\n# 1 \"x.stub.c\"").expect("trailer");
    s[start..end].to_string()
}

fn var(tu: &mut TranslationUnit, name: &str, ty: TypeId, pos: Pos, mem: MemorySpace) -> DeclId {
    let n = tu.ident(name.as_bytes());
    let mut d = Decl::new(
        n,
        pos,
        Some(TranslationUnit::ROOT),
        DeclKind::Var(VarDecl::new(ty)),
    );
    d.attrs.cuda = CudaAttrs {
        memory: mem,
        ..CudaAttrs::default()
    };
    tu.add_member(d)
}

/// A function with parameters `(type, name, pos)`; returns it and its parameters.
fn function(
    tu: &mut TranslationUnit,
    name: &str,
    ret: TypeId,
    params: &[(TypeId, &str, Pos)],
    pos: Pos,
    exec: ExecSpace,
) -> (DeclId, Vec<DeclId>) {
    let pts: Vec<TypeId> = params.iter().map(|p| p.0).collect();
    let ty = tu.types.simple_function(ret, &pts, false);
    let n = tu.ident(name.as_bytes());
    let mut d = Decl::new(
        n,
        pos,
        Some(TranslationUnit::ROOT),
        DeclKind::Function(Box::new(FunctionDecl {
            ty,
            params: Vec::new(),
            storage: StorageClass::None,
            flags: FnFlags::default(),
            mem_inits: Vec::new(),
            body: None,
            default_delete_pos: None,
            c_linkage: false,
        })),
    );
    d.attrs.cuda.exec = exec;
    let f = tu.add_member(d);
    let mut ps = Vec::new();
    for (i, (t, pn, pp)) in params.iter().enumerate() {
        let n = tu.ident(pn.as_bytes());
        ps.push(tu.add_decl(Decl::new(
            n,
            *pp,
            Some(f),
            DeclKind::Param(ParamDecl {
                ty: *t,
                adjusted: *t,
                default: None,
                index: i as u32,
                pack: false,
                register: false,
            }),
        )));
    }
    if let DeclKind::Function(fd) = &mut tu.decls[f].kind {
        fd.params = ps.clone();
    }
    (f, ps)
}

fn set_body(tu: &mut TranslationUnit, f: DeclId, body: crate::il::StmtId) {
    if let DeclKind::Function(fd) = &mut tu.decls[f].kind {
        fd.body = Some(FunctionBody {
            body,
            handlers: None,
        });
    }
}

fn lvalue_to_rvalue(tu: &mut TranslationUnit, e: crate::il::ExprId) -> crate::il::ExprId {
    // Sema does not make nodes for lvalue-to-rvalue; references stay bare.
    let _ = tu;
    e
}

#[test]
fn host_device_kernel_and_launch() {
    let src = "int hd(int x) { return x + 1; }\n\
__device__ int dvar;\n\
__global__ void kern(int *out, int n) { out[n] = n; }\n\
int main() { int *d = 0; kern<<<1, 256>>>(d, 10); return hd(1); }\n";
    let sm = source(src);
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let void = tu.types.void();
    let pint = tu.types.pointer(int);

    // int hd(int x) { return x + 1; }
    let (hd, hp) = function(
        &mut tu,
        "hd",
        int,
        &[(int, "x", at(src, "x)", 0))],
        at(src, "hd", 0),
        ExecSpace::NONE,
    );
    let x = tu.decl_ref(hp[0], at(src, "x +", 0));
    let x = lvalue_to_rvalue(&mut tu, x);
    let one = tu.int_lit(1, int, at(src, "1;", 0));
    let sum = tu.add_expr(
        ExprKind::Binary {
            op: BinaryOp::Add,
            lhs: x,
            rhs: one,
        },
        int,
        ValueCategory::PrValue,
        at(src, "+", 0),
    );
    let ret = tu.add_stmt(StmtKind::Return(Some(sum)), at(src, "return", 0));
    let b = tu.block(vec![ret], at(src, "{", 0), at(src, "}", 0));
    set_body(&mut tu, hd, b);

    // __device__ int dvar;
    var(
        &mut tu,
        "dvar",
        int,
        at(src, "dvar", 0),
        MemorySpace::DEVICE,
    );

    // __global__ void kern(int *out, int n) { out[n] = n; }
    let (kern, kp) = function(
        &mut tu,
        "kern",
        void,
        &[
            (pint, "out", at(src, "out,", 0)),
            (int, "n", at(src, "n)", 0)),
        ],
        at(src, "kern", 0),
        ExecSpace::GLOBAL,
    );
    let out = tu.decl_ref(kp[0], at(src, "out[", 0));
    let n1 = tu.decl_ref(kp[1], at(src, "n]", 0));
    let idx = tu.add_expr(
        ExprKind::Index {
            base: out,
            index: n1,
        },
        int,
        ValueCategory::LValue,
        at(src, "out[", 0),
    );
    let n2 = tu.decl_ref(kp[1], at(src, "n; }", 0));
    let asg = tu.add_expr(
        ExprKind::Binary {
            op: BinaryOp::Assign,
            lhs: idx,
            rhs: n2,
        },
        int,
        ValueCategory::LValue,
        at(src, "= n", 0),
    );
    let st = tu.add_stmt(StmtKind::Expr(asg), at(src, "out[", 0));
    let b = tu.block(vec![st], at(src, "{", 1), at(src, "}", 1));
    set_body(&mut tu, kern, b);

    // int main() { int *d = 0; kern<<<1, 256>>>(d, 10); return hd(1); }
    let (main, _) = function(
        &mut tu,
        "main",
        int,
        &[],
        at(src, "main", 0),
        ExecSpace::NONE,
    );
    let dn = tu.ident(b"d");
    let zero = tu.int_lit(0, int, at(src, "0;", 0));
    let null = tu.implicit_cast(ConvKind::NullPointer, zero, pint);
    tu.exprs[null].value = Some(crate::il::ConstValue::NullPtr).into();
    let dvar_d = tu.add_decl(Decl::new(
        dn,
        at(src, "d =", 0),
        Some(main),
        DeclKind::Var(VarDecl {
            init: Some(crate::il::Init {
                form: crate::il::expr::InitForm::Equals,
                expr: null,
            }),
            ..VarDecl::new(pint)
        }),
    ));
    let decl_stmt = tu.add_stmt(
        StmtKind::Decl(crate::il::DeclGroup {
            defined_type: None,
            redecl_pos: None,
            decls: vec![dvar_d],
        }),
        at(src, "int *d", 0),
    );
    let k = tu.decl_ref(kern, at(src, "kern<<<", 0));
    let c1 = tu.int_lit(1, int, at(src, "1,", 0));
    let c2 = tu.int_lit(256, int, at(src, "256", 0));
    let a1 = tu.decl_ref(dvar_d, at(src, "d, 10", 0));
    let a2 = tu.int_lit(10, int, at(src, "10", 0));
    let launch = tu.add_expr(
        ExprKind::KernelLaunch {
            kernel: k,
            config: Box::new([c1, c2]),
            args: Box::new([a1, a2]),
        },
        void,
        ValueCategory::PrValue,
        at(src, "kern<<<", 0),
    );
    let s1 = tu.add_stmt(StmtKind::Expr(launch), at(src, "kern<<<", 0));
    let callee = tu.decl_ref(hd, at(src, "hd(1)", 0));
    let arg = tu.int_lit(1, int, at(src, "1);", 0));
    let call = tu.add_expr(
        ExprKind::Call {
            callee,
            args: Box::new([arg]),
        },
        int,
        ValueCategory::PrValue,
        at(src, "hd(1)", 0),
    );
    let s2 = tu.add_stmt(StmtKind::Return(Some(call)), at(src, "return hd", 0));
    let b = tu.block(vec![decl_stmt, s1, s2], at(src, "{", 2), at(src, "}", 2));
    set_body(&mut tu, main, b);

    let opts = EmitOptions {
        stub_file_name: b"x.stub.c".to_vec(),
        ..EmitOptions::default()
    };
    let out = host_file_bytes(&tu, &sm, &opts, b"_id").unwrap();
    assert_eq!(
        body(&out),
        "# 1\n\
int hd(int x) { return x + 1; } \n\
# 2\n\
static int dvar; \n\
# 3\n\
__attribute__((visibility(\"hidden\"))) void kern(int *out, int n) ;\n\
#if 0\n\
# 3\n\
{ (out[n]) = n; } \n\
#endif\n\
# 4 \"x.cu\"\n\
int main() { int *d = (0); (__cudaPushCallConfiguration(1, 256)) ? (void)0 : kern(d, 10); return hd(1); } "
    );
    assert!(String::from_utf8_lossy(&out).ends_with("#undef _NV_ANON_NAMESPACE\n"));
}

#[test]
fn device_function_dummy_body() {
    // reference-behavior §3: `__device__ __forceinline__ int sq(int x) { return x * x; }`
    let src = "int sq(int x) { return x * x; }\nint after;\n";
    let sm = source(src);
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let (sq, p) = function(
        &mut tu,
        "sq",
        int,
        &[(int, "x", at(src, "x)", 0))],
        at(src, "sq", 0),
        ExecSpace::DEVICE,
    );
    let sym = tu.intern(b"always_inline");
    tu.decls[sq].attrs.gnu.push(crate::il::GnuAttr {
        name: sym,
        args: crate::il::AttrArgs::None,
        // Written on the declaration's line (the attribute is positioned there).
        pos: at(src, "int sq", 0),
        group_pos: at(src, "int sq", 0),
        placement: crate::il::AttrPlacement::Specifiers,
    });
    let a = tu.decl_ref(p[0], at(src, "x *", 0));
    let b = tu.decl_ref(p[0], at(src, "x;", 0));
    let m = tu.add_expr(
        ExprKind::Binary {
            op: BinaryOp::Mul,
            lhs: a,
            rhs: b,
        },
        int,
        ValueCategory::PrValue,
        at(src, "*", 0),
    );
    let r = tu.add_stmt(StmtKind::Return(Some(m)), at(src, "return", 0));
    let blk = tu.block(vec![r], at(src, "{", 0), at(src, "}", 0));
    set_body(&mut tu, sq, blk);
    var(
        &mut tu,
        "after",
        int,
        at(src, "after", 0),
        MemorySpace::NONE,
    );
    let opts = EmitOptions {
        stub_file_name: b"x.stub.c".to_vec(),
        ..EmitOptions::default()
    };
    let out = host_file_bytes(&tu, &sm, &opts, b"_id").unwrap();
    assert_eq!(
        body(&out),
        "# 1\n\
__attribute((always_inline)) __attribute__((unused)) inline int sq(int x) {int volatile ___ = 1;(void)x;::exit(___);}\n\
#if 0\n\
# 1\n\
{ return x * x; } \n\
#endif\n\
# 2 \"x.cu\"\n\
int after; "
    );
}

#[test]
fn frame_options_reach_the_output() {
    let sm = source("");
    let tu = TranslationUnit::new();
    let opts = EmitOptions {
        stub_file_name: b"x.stub.c".to_vec(),
        static_host_stub: false,
        extended_lambda: true,
        device_c: true,
        ..EmitOptions::default()
    };
    let s = String::from_utf8(host_file_bytes(&tu, &sm, &opts, b"_id").unwrap()).unwrap();
    assert!(!s.contains("-Wattributes"));
    assert!(!s.contains("__nv_is_extended_device_lambda_closure_type(X) false"));
    assert!(s.contains("#undef _NV_ANON_NAMESPACE\n\nextern \"C\" {\nextern __attribute__ ((section (\".nvHRKI\")))"));
    assert!(s.starts_with("# 1 \"x.cu\"\n"));
}

#[test]
fn leading_line_marker_names_the_file() {
    // L37: a leading `# 1 "x.cu"` marker does not make the first declaration full form.
    let src = "# 1 \"k.cu\"\nint a;\n";
    let mut sm = source(src);
    let name = sm.intern_name(b"k.cu");
    sm.add_line_entry(
        PRIMARY,
        crate::source::LineMapEntry {
            offset: 11,
            phys_line: 2,
            presumed_line: 1,
            name,
            system: false,
        },
    );
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    var(&mut tu, "a", int, at(src, "a;", 0), MemorySpace::NONE);
    let opts = EmitOptions {
        stub_file_name: b"x.stub.c".to_vec(),
        ..EmitOptions::default()
    };
    let out = host_file_bytes(&tu, &sm, &opts, b"_id").unwrap();
    let s = String::from_utf8(out.clone()).unwrap();
    assert!(s.starts_with("# 1 \"k.cu\"\n"));
    assert_eq!(body(&out), "# 1\nint a; ");
}

#[test]
fn template_kernel_stub_pair() {
    // reference-behavior §3 `tkern`, after a declaration on the line before.
    let src = "int a;\ntemplate <typename T> __global__ void tkern(T *p, T v) { p[0] = v; }\n";
    let sm = source(src);
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let void = tu.types.void();
    var(&mut tu, "a", int, at(src, "a;", 0), MemorySpace::NONE);
    let tname = tu.ident(b"tkern");
    let tmpl = tu.add_decl(Decl::new(
        tname,
        at(src, "tkern", 0),
        Some(TranslationUnit::ROOT),
        DeclKind::TranslationUnit {
            members: Vec::new(),
        },
    ));
    let tn = tu.ident(b"T");
    let tp = tu.add_decl(Decl::new(
        tn,
        at(src, "T>", 0),
        Some(tmpl),
        DeclKind::TranslationUnit {
            members: Vec::new(),
        },
    ));
    let tty = tu.types.intern(crate::il::Type::TemplateParam(tp));
    tu.decls[tp].kind = DeclKind::TemplateTypeParam(crate::il::decl::TemplateTypeParam {
        key: crate::il::decl::TypeParamKey::Typename,
        depth: 0,
        index: 0,
        pack: false,
        default: None,
        self_ty: tty,
    });
    let pt = tu.types.pointer(tty);
    let (k, kp) = function(
        &mut tu,
        "tkern",
        void,
        &[(pt, "p", at(src, "p,", 0)), (tty, "v", at(src, "v)", 0))],
        at(src, "tkern", 0),
        ExecSpace::GLOBAL,
    );
    // The pattern is listed through the template, not directly.
    if let DeclKind::TranslationUnit { members } = &mut tu.decls[TranslationUnit::ROOT].kind {
        members.pop();
        members.push(crate::il::Item::Decl(tmpl));
    }
    tu.decls[k].parent = Some(tmpl);
    tu.decls[tmpl].kind = DeclKind::Template(Box::new(crate::il::decl::TemplateDecl {
        kind: crate::il::decl::TemplateKind::Primary,
        param_lists: vec![crate::il::decl::TemplateParamList {
            template_pos: at(src, "template", 0),
            params: vec![tp],
            requires: None,
        }],
        pattern: k,
        specializations: Vec::new(),
        redeclaration: false,
    }));
    let p = tu.decl_ref(kp[0], at(src, "p[", 0));
    let zero = tu.int_lit(0, int, at(src, "0]", 0));
    let idx = tu.add_expr(
        ExprKind::Index {
            base: p,
            index: zero,
        },
        tty,
        ValueCategory::LValue,
        at(src, "p[", 0),
    );
    let v = tu.decl_ref(kp[1], at(src, "v; }", 0));
    let asg = tu.add_expr(
        ExprKind::Binary {
            op: BinaryOp::Assign,
            lhs: idx,
            rhs: v,
        },
        tty,
        ValueCategory::LValue,
        at(src, "= v", 0),
    );
    let st = tu.add_stmt(StmtKind::Expr(asg), at(src, "p[", 0));
    let b = tu.block(vec![st], at(src, "{", 0), at(src, "}", 0));
    set_body(&mut tu, k, b);
    let opts = EmitOptions {
        stub_file_name: b"x.stub.c".to_vec(),
        ..EmitOptions::default()
    };
    let out = host_file_bytes(&tu, &sm, &opts, b"_id").unwrap();
    assert_eq!(
        body(&out),
        "# 1\nint a; \n\
#pragma GCC diagnostic push\n\
#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n\
\n\
# 2\n\
template< class T> static void __wrapper__device_stub_tkern(T *&p, T &v) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}\n\
#if 0\n\
# 2\n\
{ (p[0]) = v; } \n\
#endif\n\
\n\
#pragma GCC diagnostic pop\n\
\n\
# 2 \"x.cu\"\n\
template< class T> static void tkern(T *p, T v) {__wrapper__device_stub_tkern<T>(p,v);return;}\n\
#if 0\n\
# 2\n\
{ (p[0]) = v; } \n\
#endif"
    );
}

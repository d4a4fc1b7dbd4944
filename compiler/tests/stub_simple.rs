//! The stub writer on hand-built IL, against the corpus's golden stubs for the same kernels.

use rcudafe::il::decl::{FnFlags, FunctionBody, FunctionDecl, StorageClass};
use rcudafe::il::types::{ExceptionSpec, FunctionType, RefQual};
use rcudafe::il::{Decl, DeclKind, ExecSpace, Quals, TranslationUnit, TypeId};
use rcudafe::source::{FileId, Pos};
use rcudafe::stub::{write_stub_file, StubOptions};

/// A position whose offset is its line number (the test's `line_of` reads it back).
fn line(n: u32) -> Pos {
    Pos {
        file: FileId::default(),
        offset: n,
    }
}

/// `__global__ void NAME(params) {` at `name_line`/`open`, `}` at `close`.
fn kernel(tu: &mut TranslationUnit, name: &[u8], params: &[TypeId], lines: (u32, u32, u32)) {
    let void = tu.types.void();
    let ty = tu.types.function(FunctionType {
        ret: void,
        params: params.into(),
        variadic: false,
        quals: Quals::NONE,
        ref_qual: RefQual::None,
        exception: ExceptionSpec::None,
    });
    let body = tu.block(vec![], line(lines.1), line(lines.2));
    let name = tu.ident(name);
    let mut decl = Decl::new(
        name,
        line(lines.0),
        Some(TranslationUnit::ROOT),
        DeclKind::Function(FunctionDecl {
            ty,
            params: vec![],
            storage: StorageClass::None,
            flags: FnFlags::default(),
            mem_inits: vec![],
            body: Some(FunctionBody {
                body,
                handlers: None,
            }),
            default_delete_pos: None,
            c_linkage: false,
        }),
    );
    decl.attrs.cuda.exec = ExecSpace::GLOBAL;
    tu.add_member(decl);
}

fn golden(name: &str) -> String {
    let path = format!(
        "{}/../corpus/handwritten/golden/{name}.stub.c",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path).unwrap()
}

fn stub(tu: &TranslationUnit, name: &str, temp: u32) -> String {
    let include = format!("{name}.fatbin.c");
    let stub_name = format!("{name}.cudafe1.stub.c");
    let file = format!("{name}.cu");
    let options = StubOptions {
        include_file_name: include.as_bytes(),
        stub_file_name: stub_name.as_bytes(),
        module_id: b"ID",
        callback_temp: temp,
    };
    let line_of = |p: Pos| Some((file.as_bytes().to_vec(), p.offset));
    let mut out = Vec::new();
    write_stub_file(tu, &options, &line_of, &mut out).expect("supported");
    String::from_utf8(out).unwrap()
}

#[test]
fn one_kernel_with_a_short_body() {
    // class_raii_buffer.cu: `__global__ void iota(int *p, int n)` at line 42, body 43-46.
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let pint = tu.types.pointer(int);
    kernel(&mut tu, b"iota", &[pint, int], (42, 43, 46));
    assert_eq!(
        stub(&tu, "class_raii_buffer", 0),
        golden("class_raii_buffer")
    );
}

#[test]
fn one_kernel_with_one_parameter() {
    // cxx_constexpr_static_assert.cu: `fill_tile(int *out)` at 45, body 46-50.
    let mut tu = TranslationUnit::new();
    let int = tu.types.int();
    let pint = tu.types.pointer(int);
    kernel(&mut tu, b"fill_tile", &[pint], (45, 46, 50));
    assert_eq!(
        stub(&tu, "cxx_constexpr_static_assert", 0),
        golden("cxx_constexpr_static_assert")
    );
}

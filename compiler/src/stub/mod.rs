//! The stub file (`*.cudafe1.stub.c`) as cicc 13.0.88 writes it (reference-behavior.md §5).
//!
//! Layout: a fixed header; forward declarations of every kernel's `__device_stub_<mangled>`;
//! per kernel, the stub that launches it and the kernel's host definition forwarding to the
//! stub (under `# <line> "<source>"` directives, then `# 1 "<stub file>"`); the
//! registration callback (entries in reverse order) and the registering constructor.
//!
//! cicc's printer has two spacings: compact (`(int *__par0, int __par1){...}`) until it has
//! written a `# 1 "<stub file>"` line, spaced (`( int *__par0,  int __par1) {  ...; }`)
//! after it. Both are kept here as [`Spacing`].
//!
//! Covered so far: whole-program mode, non-template kernels whose parameters are
//! arithmetic types, pointers and global-scope classes with a known layout. Anything else
//! is [`Unsupported`], so that the driver can say so instead of writing a wrong file.

mod ctype;

use crate::il::{DeclId, DeclKind, ExecSpace, Item, TranslationUnit};
use crate::mangle::Mangler;
use crate::source::Pos;

pub use ctype::{c_type, Flavor};

/// What the stub needs besides the IL.
pub struct StubOptions<'a> {
    /// `--include_file_name` (the fatbinary include).
    pub include_file_name: &'a [u8],
    /// `--stub_file_name`, as `# 1 "<name>"` repeats it.
    pub stub_file_name: &'a [u8],
    pub module_id: &'a [u8],
    /// The number of the callback's parameter (`void **__T<n>`): a counter of cicc's
    /// compiler-generated temporaries over the whole TU (device code included), which
    /// rcudafe does not model yet.
    pub callback_temp: u32,
}

/// A construct the stub writer does not handle yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub &'static str);

/// Where a position is, as the stub's line directives name it: (file name, line).
pub type LineOf<'a> = dyn Fn(Pos) -> Option<(Vec<u8>, u32)> + 'a;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Spacing {
    Compact,
    Spaced,
}

/// One kernel definition, ready to print.
struct Kernel {
    decl: DeclId,
    name: Vec<u8>,
    mangled: Vec<u8>,
    /// Parameter type texts in the C form (`const struct Vec3 *`) and the C++ form
    /// (`const struct ::Vec3 *`), with `(size, align)` and whether it is a class.
    params: Vec<Param>,
    max_threads: Option<i128>,
}

struct Param {
    c: String,
    cxx: String,
    size: u64,
    align: u64,
    class: bool,
}

/// `<type text><name>`: no space after a trailing `*` or `&`.
fn declarator(ty: &str, name: &str) -> String {
    if ty.ends_with('*') || ty.ends_with('&') {
        format!("{ty}{name}")
    } else {
        format!("{ty} {name}")
    }
}

/// The kernels defined in the TU, in source order.
fn kernels(tu: &TranslationUnit, mangler: &Mangler) -> Result<Vec<Kernel>, Unsupported> {
    let mut found = Vec::new();
    let mut stack: Vec<std::slice::Iter<Item>> = vec![tu.top_level().iter()];
    while let Some(top) = stack.last_mut() {
        let Some(item) = top.next() else {
            stack.pop();
            continue;
        };
        let ids: Vec<DeclId> = match item {
            Item::Decl(d) => vec![*d],
            Item::Group(g) => g.decls.clone(),
            _ => continue,
        };
        for id in ids {
            let d = &tu.decls[id];
            match &d.kind {
                DeclKind::Namespace(n) => stack.push(n.members.iter()),
                DeclKind::Linkage(l) => stack.push(l.members.iter()),
                DeclKind::Template(_) if d.attrs.cuda.exec.has(ExecSpace::GLOBAL) => {
                    return Err(Unsupported("template kernels"));
                }
                DeclKind::Function(f)
                    if f.body.is_some() && d.attrs.cuda.exec.has(ExecSpace::GLOBAL) =>
                {
                    found.push(kernel(tu, mangler, id)?);
                }
                _ => {}
            }
        }
    }
    Ok(found)
}

fn kernel(tu: &TranslationUnit, mangler: &Mangler, id: DeclId) -> Result<Kernel, Unsupported> {
    let d = &tu.decls[id];
    let DeclKind::Function(f) = &d.kind else {
        return Err(Unsupported("not a function"));
    };
    if tu.ancestors(id).iter().any(|&a| {
        !matches!(
            tu.decls[a].kind,
            DeclKind::TranslationUnit { .. } | DeclKind::Linkage(_)
        )
    }) {
        return Err(Unsupported("kernels in namespaces or classes"));
    }
    let ft = tu
        .types
        .as_function(f.ty)
        .ok_or(Unsupported("kernel without a function type"))?;
    let mut params = Vec::new();
    for &p in ft.params.iter() {
        let (c, class) = c_type(tu, p, Flavor::C)?;
        let (cxx, _) = c_type(tu, p, Flavor::Cxx)?;
        let (size, align) = tu
            .size_align(p)
            .ok_or(Unsupported("parameter type without a known layout"))?;
        params.push(Param {
            c,
            cxx,
            size,
            align,
            class,
        });
    }
    let max_threads = match &d.attrs.cuda.launch_bounds {
        Some(args) => match args
            .first()
            .and_then(|&e| tu.exprs.get(e))
            .and_then(|e| e.value)
        {
            Some(crate::il::ConstValue::Int(v)) => Some(v),
            _ => return Err(Unsupported("launch bounds that are not constants")),
        },
        None => None,
    };
    Ok(Kernel {
        decl: id,
        name: tu.name_bytes(id).to_vec(),
        mangled: mangler
            .mangled(id)
            .ok_or(Unsupported("kernel name not mangled"))?,
        params,
        max_threads,
    })
}

fn bytes(s: &[u8]) -> String {
    String::from_utf8_lossy(s).into_owned()
}

/// Writes the stub file for `tu`.
pub fn write_stub_file(
    tu: &TranslationUnit,
    options: &StubOptions,
    line_of: &LineOf,
    out: &mut Vec<u8>,
) -> Result<(), Unsupported> {
    let mangler = Mangler::new(tu, options.module_id);
    let kernels = kernels(tu, &mangler)?;
    let mut s = String::new();
    s.push_str("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n#pragma GCC diagnostic ignored \"-Wcast-qual\"\n#define __NV_CUBIN_HANDLE_STORAGE__ static\n#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n");
    s.push_str(&format!(
        "#include \"{}\"\n",
        bytes(options.include_file_name)
    ));
    for k in &kernels {
        let types: Vec<&str> = k.params.iter().map(|p| p.c.as_str()).collect();
        s.push_str(&format!(
            "extern __attribute__((visibility(\"hidden\"))) void __device_stub_{}({});\n",
            bytes(&k.mangled),
            if types.is_empty() {
                "void".to_owned()
            } else {
                types.join(", ")
            }
        ));
    }
    s.push_str("static void __nv_cudaEntityRegisterCallback(void **);\nstatic void __sti____cudaRegisterAll(void) __attribute__((__constructor__));\n");
    let stub_name = bytes(options.stub_file_name);
    let mut spacing = Spacing::Compact;
    for k in &kernels {
        stub_function(&mut s, k, spacing);
        host_definition(tu, &mut s, k, line_of)?;
        s.push_str(&format!("# 1 \"{stub_name}\"\n"));
        spacing = Spacing::Spaced;
    }
    let t = format!("__T{}", options.callback_temp);
    let mut entries = String::new();
    for k in kernels.iter().rev() {
        let bound = match k.max_threads {
            Some(n) => n.to_string(),
            None => "(-1)".to_owned(),
        };
        let sep = if spacing == Spacing::Spaced { " " } else { "" };
        entries.push_str(&format!(
            "{sep}__cudaRegisterEntry({t}, {}, {}, {bound});",
            function_pointer(k),
            bytes(&k.mangled)
        ));
    }
    match spacing {
        Spacing::Spaced => {
            s.push_str(&format!("static void __nv_cudaEntityRegisterCallback( void **{t}) {{  __nv_dummy_param_ref({t}); __nv_save_fatbinhandle_for_managed_rt({t});{entries} }}\n"));
            s.push_str("static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }\n");
        }
        Spacing::Compact => {
            s.push_str(&format!("static void __nv_cudaEntityRegisterCallback(void **{t}){{__nv_dummy_param_ref({t});__nv_save_fatbinhandle_for_managed_rt({t});{entries}}}\n"));
            s.push_str("static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}\n");
        }
    }
    s.push_str("\n#pragma GCC diagnostic pop\n");
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

/// `((void ( *)(int *, int))kern)`
fn function_pointer(k: &Kernel) -> String {
    let types: Vec<&str> = k.params.iter().map(|p| p.c.as_str()).collect();
    let list = if types.is_empty() {
        "void".to_owned()
    } else {
        types.join(", ")
    };
    format!("((void ( *)({list})){})", bytes(&k.name))
}

/// `__device_stub_<mangled>`: the launch sequence, one argument at a time at its offset.
fn stub_function(s: &mut String, k: &Kernel, spacing: Spacing) {
    let mut offset = 0u64;
    let mut setup = Vec::new();
    for (i, p) in k.params.iter().enumerate() {
        let align = p.align.max(1);
        offset = offset.div_ceil(align) * align;
        let call = if p.class {
            "__cudaSetupArg"
        } else {
            "__cudaSetupArgSimple"
        };
        setup.push(format!("{call}(__par{i}, {offset}UL);"));
        offset += p.size;
    }
    // A kernel without parameters still reserves one slot.
    let prologue = format!("__cudaLaunchPrologue({});", k.params.len().max(1));
    let launch = format!("__cudaLaunch(((char *){}), 0U);", function_pointer(k));
    let name = bytes(&k.mangled);
    match spacing {
        Spacing::Compact => {
            let params: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| declarator(&p.c, &format!("__par{i}")))
                .collect();
            let list = if params.is_empty() {
                "void".to_owned()
            } else {
                params.join(", ")
            };
            s.push_str(&format!(
                "__attribute__((visibility(\"hidden\"))) void __device_stub_{name}({list}){{{prologue}{}{launch}}}\n",
                setup.concat()
            ));
        }
        Spacing::Spaced => {
            let params: Vec<String> = k
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| format!(" {}", declarator(&p.c, &format!("__par{i}"))))
                .collect();
            let list = if params.is_empty() {
                "void".to_owned()
            } else {
                params.join(", ")
            };
            let mut body = format!(" {prologue}");
            for call in &setup {
                body.push(' ');
                body.push_str(call);
            }
            body.push(' ');
            body.push_str(&launch);
            s.push_str(&format!(
                "__attribute__((visibility(\"hidden\"))) void __device_stub_{name}({list}) {{ {body} }}\n"
            ));
        }
    }
}

/// The kernel's host definition: the signature at the name's line, the forwarding call at
/// the body's `{` line, and the `}` on the body's closing line (newlines for a gap of up
/// to 5 lines, a line directive beyond).
fn host_definition(
    tu: &TranslationUnit,
    s: &mut String,
    k: &Kernel,
    line_of: &LineOf,
) -> Result<(), Unsupported> {
    let d = &tu.decls[k.decl];
    let DeclKind::Function(f) = &d.kind else {
        return Err(Unsupported("not a function"));
    };
    let body = f
        .body
        .as_ref()
        .ok_or(Unsupported("kernel without a body"))?;
    let crate::il::StmtKind::Compound(block) = &tu.stmt(body.body).kind else {
        return Err(Unsupported("kernel body is not a block"));
    };
    let where_ = |pos| line_of(pos).ok_or(Unsupported("position without a line"));
    let (file, name_line) = where_(d.pos)?;
    let (open_file, open_line) = where_(block.open)?;
    let (close_file, close_line) = where_(block.close)?;
    let params: Vec<String> = k
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| declarator(&p.cxx, &format!("__cuda_{i}")))
        .collect();
    let args: Vec<String> = (0..k.params.len()).map(|i| format!("__cuda_{i}")).collect();
    s.push_str(&format!("# {name_line} \"{}\"\n", bytes(&file)));
    s.push_str(&format!("void {}( {})\n", bytes(&k.name), params.join(",")));
    s.push_str(&format!("# {open_line} \"{}\"\n", bytes(&open_file)));
    let call_args = if args.is_empty() {
        String::new()
    } else {
        format!(" {}", args.join(","))
    };
    s.push_str(&format!(
        "{{__device_stub_{}({call_args});",
        bytes(&k.mangled)
    ));
    let gap = close_line.saturating_sub(open_line);
    if close_file != open_file || gap > 5 {
        s.push_str(&format!(
            "\n# {close_line} \"{}\"\n}}\n",
            bytes(&close_file)
        ));
    } else if gap == 0 {
        s.push_str("}\n");
    } else {
        for _ in 0..gap {
            s.push('\n');
        }
        s.push_str("}\n");
    }
    Ok(())
}

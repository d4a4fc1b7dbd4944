//! The stub file (`*.cudafe1.stub.c`) as cicc 13.0.88 writes it (reference-behavior.md §5).
//!
//! Layout: a fixed header; `typedef` aliases for types C cannot name; forward declarations
//! of every kernel's `__device_stub_<mangled>`; per kernel, the stub that launches it and
//! either the kernel's host definition forwarding to the stub (under `# <line> "<source>"`
//! directives, then `# 1 "<stub file>"`) or, for a template instance, the
//! `__wrapper__device_stub_` specialization; the registration callback (entries in reverse
//! order, then the device variables in source order) and the registering constructor.
//!
//! cicc's printer has two spacings: compact (`(int *__par0, int __par1){...}`) until it has
//! written a `# 1 "<stub file>"` line, spaced (`( int *__par0,  int __par1) {  ...; }`)
//! after it. Both are kept here as [`Spacing`].
//!
//! The callback's parameter is `__T<n>`: cicc numbers its compiler-generated temporaries
//! over the whole TU, device code included ([`temps`]). Anything the writer cannot print
//! exactly is [`Unsupported`], so the driver can say so instead of writing a wrong file.

mod call_temps;
mod collect;
mod ctype;
mod device_bodies;
mod device_checks;
mod ext_lambda;
mod func_names;
mod live;
mod rdc;
mod temps;
mod unevaluated;

pub use device_checks::device_errors;

use crate::il::{DeclKind, TranslationUnit};
use crate::mangle::Mangler;
use crate::source::Pos;

pub use collect::qualified_name;
pub use ctype::{Flavor, TypePrinter};

/// What the stub needs besides the IL.
pub struct StubOptions<'a> {
    /// `--include_file_name` (the fatbinary include).
    pub include_file_name: &'a [u8],
    /// `--stub_file_name`, as `# 1 "<name>"` repeats it.
    pub stub_file_name: &'a [u8],
    pub module_id: &'a [u8],
    /// Relocatable device code (`--device-c`): see [`rdc`].
    pub rdc: bool,
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

/// `<type text><name>`: no space after a trailing `*` or `&`.
fn declarator(ty: &str, name: &str) -> String {
    if ty.ends_with('*') || ty.ends_with('&') {
        format!("{ty}{name}")
    } else {
        format!("{ty} {name}")
    }
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
    let types = TypePrinter::new(tu, &mangler);
    let entities = collect::collect(tu, &mangler, &types)?;
    let kernels = &entities.kernels;
    let mut s = String::new();
    s.push_str("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n#pragma GCC diagnostic ignored \"-Wcast-qual\"\n");
    s.push_str(&rdc::header_defines(options));
    s.push_str("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n#endif\n#include \"crt/host_runtime.h\"\n");
    s.push_str(&format!(
        "#include \"{}\"\n",
        bytes(options.include_file_name)
    ));
    for (target, alias) in types.aliases() {
        s.push_str(&format!("typedef {target} {alias};\n"));
    }
    for k in kernels {
        let linkage = if k.is_static || k.instance.is_some() {
            "static"
        } else {
            "extern __attribute__((visibility(\"hidden\")))"
        };
        s.push_str(&format!(
            "{linkage} void __device_stub_{}({});\n",
            bytes(&k.mangled),
            list(k.params.iter().map(stub_param_type).collect())
        ));
    }
    s.push_str("static void __nv_cudaEntityRegisterCallback(void **);\nstatic void __sti____cudaRegisterAll(void) __attribute__((__constructor__));\n");
    let stub_name = bytes(options.stub_file_name);
    let mut spacing = Spacing::Compact;
    let mut counter = temps::Counter::default();
    // The function-name variables are numbered first.
    counter.skip(func_names::function_name_temps(tu));
    // Each kernel's place among the namespace-scope declarations (kernels are in that order).
    let kernel_ranks: Vec<usize> = {
        let mut at = entities.order.iter().enumerate();
        kernels
            .iter()
            .map(|k| {
                at.find(|(_, &d)| d == k.decl)
                    .map_or(usize::MAX, |(i, _)| i)
            })
            .collect()
    };
    // Device code takes its temporaries as cicc lowers it, interleaved with the stubs.
    let mut lowering = temps::Lowering::new(tu, &entities.order, entities.global_len);
    for (rank, k) in kernels
        .iter()
        .enumerate()
        .map(|(i, k)| (kernel_ranks[i], k))
    {
        lowering.advance(rank, &mut counter);
        for _ in 0..ext_lambda::instance_temps(tu, k.decl) {
            counter.next();
        }
        stub_function(&mut s, k, spacing, &mut counter);
        match &k.instance {
            Some(inst) => {
                // The wrapper is declared in its template's namespaces, opened right after
                // the stub's `}`.
                if !k.namespaces.is_empty() {
                    s.pop();
                    for n in &k.namespaces {
                        s.push_str(&format!("namespace {n}{{\n"));
                    }
                    s.push('\n');
                }
                wrapper(&mut s, k, inst);
                if !k.namespaces.is_empty() {
                    s.pop();
                    s.push_str(&"}".repeat(k.namespaces.len()));
                    s.push('\n');
                }
            }
            None => {
                host_definition(tu, &mut s, k, line_of)?;
                s.push_str(&format!("# 1 \"{stub_name}\"\n"));
                spacing = Spacing::Spaced;
            }
        }
    }
    lowering.advance(usize::MAX, &mut counter);
    let t = format!("__T{}", counter.next());
    let sep = if spacing == Spacing::Spaced { " " } else { "" };
    let mut entries = String::new();
    let mut registered: Vec<&collect::Kernel> = kernels.iter().collect();
    registered.sort_by_key(|k| {
        entities
            .registration
            .iter()
            .position(|&d| d == k.decl)
            .unwrap_or(usize::MAX)
    });
    for k in registered.into_iter().rev() {
        let bound = match &k.max_threads {
            Some(n) => n.clone(),
            None => "(-1)".to_owned(),
        };
        entries.push_str(&format!(
            "{sep}__cudaRegisterEntry({t}, {}, {}, {bound});",
            function_pointer(k),
            rdc::kernel_name(options, k)
        ));
    }
    for v in entities
        .variables
        .iter()
        .filter(|v| !(v.external && options.rdc))
    {
        let call = if v.managed {
            "__cudaRegisterManagedVariable"
        } else {
            "__cudaRegisterVariable"
        };
        entries.push_str(&format!(
            "{sep}{call}({t}, __shadow_var({},{}), {}, {}UL, {}, 0);",
            rdc::variable_name(options, v),
            v.qualified,
            u8::from(v.external),
            v.size,
            u8::from(v.constant)
        ));
    }
    match spacing {
        Spacing::Spaced => {
            s.push_str(&format!("static void __nv_cudaEntityRegisterCallback( void **{t}) {{  __nv_dummy_param_ref({t}); __nv_save_fatbinhandle_for_managed_rt({t});{entries} }}\n"));
            s.push_str(&format!(
                "static void __sti____cudaRegisterAll(void) {{  {}  }}\n",
                rdc::register_binary(options)
            ));
        }
        Spacing::Compact => {
            s.push_str(&format!("static void __nv_cudaEntityRegisterCallback(void **{t}){{__nv_dummy_param_ref({t});__nv_save_fatbinhandle_for_managed_rt({t});{entries}}}\n"));
            s.push_str(&format!(
                "static void __sti____cudaRegisterAll(void){{{}}}\n",
                rdc::register_binary(options)
            ));
        }
    }
    s.push_str("\n#pragma GCC diagnostic pop\n");
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

fn list(items: Vec<String>) -> String {
    if items.is_empty() {
        "void".to_owned()
    } else {
        items.join(", ")
    }
}

/// A parameter's type in the stub's signature: classes by reference.
fn stub_param_type(p: &collect::Param) -> String {
    if p.text.class {
        format!("{}&", p.text.c)
    } else {
        p.text.c.clone()
    }
}

/// The function's name as a function pointer names it (`k`, `ns::k`, `k<int> `).
fn callee(k: &collect::Kernel) -> String {
    match &k.instance {
        Some(inst) => format!("{}{}", k.qualified, inst.fnptr_args),
        None => k.qualified.clone(),
    }
}

/// `((void ( *)(int *, int))kern)`
fn function_pointer(k: &collect::Kernel) -> String {
    let types: Vec<String> = k.params.iter().map(|p| p.text.c.clone()).collect();
    format!("((void ( *)({})){})", list(types), callee(k))
}

/// `__device_stub_<mangled>`: the launch sequence, one argument at a time at its offset;
/// a `__restrict__` pointer is first copied to a temporary.
fn stub_function(
    s: &mut String,
    k: &collect::Kernel,
    spacing: Spacing,
    counter: &mut temps::Counter,
) {
    let mut offset = 0u64;
    let mut decls = Vec::new();
    let mut stmts = Vec::new();
    for (i, p) in k.params.iter().enumerate() {
        let align = p.align.max(1);
        offset = offset.div_ceil(align) * align;
        let call = if p.text.class {
            "__cudaSetupArg"
        } else {
            "__cudaSetupArgSimple"
        };
        let mut arg = format!("__par{i}");
        if p.text.restrict {
            let t = format!("__T{}", counter.next());
            decls.push(format!("{};", declarator(&p.text.c_unrestricted, &t)));
            stmts.push(format!("{t} = {arg};"));
            arg = t;
        }
        stmts.push(format!("{call}({arg}, {offset}UL);"));
        offset += p.size;
    }
    // A kernel without parameters still reserves one slot.
    let prologue = format!("__cudaLaunchPrologue({});", k.params.len().max(1));
    stmts.insert(0, prologue);
    stmts.push(format!(
        "__cudaLaunch(((char *){}), 0U);",
        function_pointer(k)
    ));
    let name = bytes(&k.mangled);
    let linkage = if k.is_static || k.instance.is_some() {
        "static void"
    } else {
        "__attribute__((visibility(\"hidden\"))) void"
    };
    let params: Vec<String> = k
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| declarator(&stub_param_type(p), &format!("__par{i}")))
        .collect();
    // Temporaries: one declaration a line, the statements start a fresh line.
    let mut body = String::new();
    for d in &decls {
        body.push(' ');
        body.push_str(d);
        body.push('\n');
    }
    match spacing {
        Spacing::Compact => {
            body.push_str(&stmts.concat());
            s.push_str(&format!(
                "{linkage} __device_stub_{name}({}){{{body}}}\n",
                list(params)
            ));
        }
        Spacing::Spaced => {
            let spaced: Vec<String> = params.iter().map(|p| format!(" {p}")).collect();
            let list = if spaced.is_empty() {
                "void".to_owned()
            } else {
                spaced.join(", ")
            };
            for (i, st) in stmts.iter().enumerate() {
                if i > 0 || decls.is_empty() {
                    body.push(' ');
                }
                body.push_str(st);
            }
            s.push_str(&format!(
                "{linkage} __device_stub_{name}({list}) {{ {body} }}\n"
            ));
        }
    }
}

/// `template<> __specialization_static void __wrapper__device_stub_k<int>( int *&__cuda_0){...}`
fn wrapper(s: &mut String, k: &collect::Kernel, inst: &collect::Instance) {
    let reference = |p: &collect::Param| {
        let t = &p.text.cxx;
        if t.ends_with('*') {
            format!("{t}&")
        } else {
            format!("{t} &")
        }
    };
    let params: Vec<String> = k
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}__cuda_{i}", reference(p)))
        .collect();
    // The casts drop the top-level qualifiers (`const`, the pointer's `__restrict__`).
    let casts: Vec<String> = k
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let t = p.text.cxx_unqualified.clone();
            let r = if t.ends_with('*') {
                format!("{t}&")
            } else {
                format!("{t} &")
            };
            format!("({r})__cuda_{i}")
        })
        .collect();
    let args = if casts.is_empty() {
        String::new()
    } else {
        format!(" {}", casts.join(","))
    };
    let list = if params.is_empty() {
        "void".to_owned()
    } else {
        format!(" {}", params.join(","))
    };
    s.push_str(&format!(
        "template<> __specialization_static void __wrapper__device_stub_{}{}({list}){{__device_stub_{}({args});}}\n",
        k.name,
        inst.wrapper_args,
        bytes(&k.mangled)
    ));
}

/// The kernel's host definition: the signature at the name's line, the forwarding call at
/// the body's `{` line, and the `}` on the body's closing line (newlines for a gap of up
/// to 5 lines, a line directive beyond).
fn host_definition(
    tu: &TranslationUnit,
    s: &mut String,
    k: &collect::Kernel,
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
        .map(|(i, p)| declarator(&p.text.cxx, &format!("__cuda_{i}")))
        .collect();
    let args: Vec<String> = (0..k.params.len()).map(|i| format!("__cuda_{i}")).collect();
    let list = if params.is_empty() {
        "void".to_owned()
    } else {
        format!(" {}", params.join(","))
    };
    let linkage = if k.is_static { "static " } else { "" };
    s.push_str(&format!("# {name_line} \"{}\"\n", bytes(&file)));
    s.push_str(&format!("{linkage}void {}({list})\n", k.qualified));
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
        s.push_str(" }\n");
    } else {
        for _ in 0..gap {
            s.push('\n');
        }
        s.push_str("}\n");
    }
    Ok(())
}

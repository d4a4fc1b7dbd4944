//! Top-level declarations other than functions: records, enums, typedefs, variables in every memory
//! space, and the preprocessor.

use super::expr::Want;
use super::Gen;
use crate::ast::{Decl, EnumDef, Expr, Func, Init, Item, Member, Space, Stmt, StructDef};
use crate::features::Feature;
use crate::model::{EnumInfo, Konst, MacroFn, Mem, Method, Record, TParam, Ty, Var, TEMPLATE_ARGS};

const RECORD_WORDS: &[&str] = &[
    "Vec", "Particle", "Cell", "Sample", "Node", "Stats", "Bounds", "Pixel", "Span", "Acc", "Body",
    "Tile",
];
const FIELD_WORDS: &[&str] = &[
    "x", "y", "z", "w", "mass", "vel", "id", "count", "weight", "lo", "hi", "flag", "val", "sum",
];
const ENUM_WORDS: &[&str] = &[
    "Color", "Mode", "Level", "Kind", "Phase", "Axis", "Op", "State",
];
const ENUMERATOR_WORDS: &[&str] = &[
    "Red", "Green", "Blue", "Fast", "Slow", "Low", "High", "Off", "On", "Add", "Mul", "Idle",
    "Busy",
];

fn size_of(t: &Ty) -> u32 {
    match t {
        Ty::Bool | Ty::Char | Ty::SChar | Ty::UChar => 1,
        Ty::Short | Ty::UShort => 2,
        Ty::Int | Ty::UInt | Ty::Float => 4,
        _ => 8,
    }
}

impl Gen<'_, '_> {
    /// Registers a variable declared at namespace scope.
    fn global(&mut self, name: &str, ty: Ty, dims: Vec<u32>, mem: Mem, mutable: bool, k: Konst) {
        let name = self.qualify(name);
        self.globals.push(Var {
            name,
            ty,
            dims,
            mem,
            mutable,
            k,
        });
    }

    // ------------------------------------------------------------ records

    pub fn record_item(&mut self) -> Vec<Item> {
        let kinds = [
            (Feature::Struct, 0u8),
            (Feature::StructMethods, 1),
            (Feature::ClassPrivate, 2),
            (Feature::StructTemplate, 3),
        ];
        let kind = self.choose(&kinds).unwrap_or(0);
        self.mark(Feature::Struct);
        let word = *self.r.pick(RECORD_WORDS);
        let name = self.fresh(word);
        match kind {
            2 => self.class_item(name),
            3 => self.template_struct_item(name),
            _ => self.struct_item(name, kind == 1),
        }
    }

    fn fields(&mut self, n: usize) -> Vec<(String, Ty)> {
        (0..n)
            .map(|_| {
                let w = *self.r.pick(FIELD_WORDS);
                (self.fresh(w), self.scalar())
            })
            .collect()
    }

    fn field_decls(&mut self, fields: &[(String, Ty)]) -> Vec<Member> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < fields.len() {
            // Consecutive fields of one type sometimes share a declaration.
            if i + 1 < fields.len() && fields[i].1 == fields[i + 1].1 && self.r.chance(50) {
                let t = self.spell(&fields[i].1);
                out.push(Member::Field(Decl::new(
                    t,
                    format!("{}, {}", fields[i].0, fields[i + 1].0),
                    Init::None,
                )));
                i += 2;
                continue;
            }
            let t = self.spell(&fields[i].1);
            out.push(Member::Field(Decl::new(t, fields[i].0.clone(), Init::None)));
            i += 1;
        }
        out
    }

    fn struct_item(&mut self, name: String, methods: bool) -> Vec<Item> {
        let n = self.r.range(2, 4) as usize;
        let fields = self.fields(n);
        let mut attrs = Vec::new();
        let mut bound: u32 = fields.iter().map(|(_, t)| size_of(t)).sum::<u32>() + 8;
        if self.roll(Feature::AlignedStruct, 40) {
            self.mark(Feature::AlignedStruct);
            let a = *self.r.pick(&[8, 16]);
            attrs.push(if self.r.chance(60) {
                format!("__align__({a})")
            } else {
                format!("alignas({a})")
            });
            bound += 16;
        }
        let ri = self.records.len();
        self.records.push(Record {
            name: self.qualify(&name),
            fields: fields
                .iter()
                .map(|(n, t)| (n.clone(), t.clone(), true))
                .collect(),
            methods: Vec::new(),
            ctor: None,
            has_plus: false,
            size_bound: bound,
        });
        self.trivial.push(true);
        let mut members = self.field_decls(&fields);
        if methods {
            self.mark(Feature::StructMethods);
            let count = self.r.range(1, 2);
            for _ in 0..count {
                members.push(Member::Method(self.method(ri, &[])));
            }
        }
        let keyword = "struct";
        let mut items = vec![Item::Struct(StructDef {
            keyword,
            template: None,
            attrs,
            name: name.clone(),
            members,
        })];
        let numeric: Vec<(String, Ty)> = fields
            .iter()
            .filter(|(_, t)| *t != Ty::Bool)
            .cloned()
            .collect();
        if !numeric.is_empty() && self.roll(Feature::OperatorOverload, 50) {
            self.mark(Feature::OperatorOverload);
            let mut f = Func::new(Space::HostDevice, name.clone(), "operator+");
            f.pre = vec!["__host__".into(), "__device__".into()];
            if self.r.chance(50) {
                f.pre.insert(0, "inline".into());
            }
            f.params = vec![format!("{name} a"), format!("{name} b")];
            let mut body = vec![Stmt::Decl(Decl::new(
                name.clone(),
                "r",
                Init::Assign(Expr::name("a")),
            ))];
            for (fname, _) in &numeric {
                body.push(Stmt::Expr(Expr::assign(
                    Expr::member(Expr::name("r"), false, fname.clone()),
                    "+=",
                    Expr::member(Expr::name("b"), false, fname.clone()),
                )));
            }
            body.push(Stmt::Return(Some(Expr::name("r"))));
            f.body = Some(body);
            items.push(Item::Func(f));
            self.records[ri].has_plus = true;
        }
        items
    }

    /// A `__host__ __device__` method of record `ri` (template parameters `tparams` in scope).
    fn method(&mut self, ri: usize, tparams: &[TParam]) -> Func {
        let is_const = self.r.chance(60);
        let fields: Vec<Ty> = self.records[ri]
            .fields
            .iter()
            .map(|(_, t, _)| t.clone())
            .collect();
        let ret = if is_const {
            let numeric: Vec<Ty> = fields
                .iter()
                .filter(|t| t.is_numeric() && **t != Ty::Bool)
                .cloned()
                .collect();
            if numeric.is_empty() {
                Ty::Int
            } else {
                self.r.pick(&numeric).clone()
            }
        } else {
            Ty::Void
        };
        let word = *self.r.pick(&[
            "total", "norm", "get", "scale", "reset", "bump", "apply", "mix",
        ]);
        let name = self.fresh(word);
        let mut cx = super::Cx::new(Space::HostDevice, ret.clone(), &name);
        cx.record = Some(ri);
        cx.const_method = is_const;
        cx.tparams = tparams.to_vec();
        cx.budget = self.r.range(0, 2) as i32;
        let mut params = Vec::new();
        let mut ptys = Vec::new();
        if !is_const || self.r.chance(30) {
            let t = if !tparams.is_empty() && self.r.chance(50) {
                Ty::TParam("T".into())
            } else {
                self.num_scalar()
            };
            let pname = self.fresh_local();
            params.push(format!("{} {pname}", self.spell(&t)));
            ptys.push(t.clone());
            cx.declare(Var::local(pname, t, true));
        }
        let n = cx.budget as usize;
        let mut body = self.stmts(&mut cx, 1, n);
        if ret != Ty::Void {
            let v = self
                .value(&cx, &ret, 2)
                .map(|v| v.e)
                .unwrap_or_else(|| Expr::lit("0"));
            body.push(Stmt::Return(Some(v)));
        } else if body.is_empty() {
            let (lv, t) = self
                .lvalue(&cx, &|t| t.is_numeric() && *t != Ty::Bool)
                .unwrap_or((
                    Expr::name(self.records[ri].fields[0].0.clone()),
                    self.records[ri].fields[0].1.clone(),
                ));
            let v = self.arith(&cx, &t, 1, Want::Any);
            body.push(Stmt::Expr(Expr::assign(lv, "=", v.e)));
        }
        let spelled_ret = self.spell(&ret);
        let mut f = Func::new(Space::HostDevice, spelled_ret, name.clone());
        f.pre = vec!["__host__".into(), "__device__".into()];
        f.params = params;
        if is_const {
            f.post.push("const".into());
        }
        f.body = Some(body);
        self.records[ri].methods.push(Method {
            name,
            ret,
            params: ptys,
            is_const,
        });
        f
    }

    fn class_item(&mut self, name: String) -> Vec<Item> {
        self.mark(Feature::ClassPrivate);
        let n = self.r.range(1, 3) as usize;
        let fields: Vec<(String, Ty)> = self
            .fields(n)
            .into_iter()
            .filter(|(_, t)| *t != Ty::Bool)
            .collect();
        let fields = if fields.is_empty() {
            vec![(self.fresh("val"), Ty::Int)]
        } else {
            fields
        };
        let bound = fields.iter().map(|(_, t)| size_of(t)).sum::<u32>() + 8;
        let ri = self.records.len();
        self.records.push(Record {
            name: self.qualify(&name),
            fields: fields
                .iter()
                .map(|(n, t)| (n.clone(), t.clone(), false))
                .collect(),
            methods: Vec::new(),
            ctor: Some(fields.iter().map(|(_, t)| t.clone()).collect()),
            has_plus: false,
            size_bound: bound,
        });
        self.trivial.push(false);
        let mut members = self.field_decls(&fields);
        members.push(Member::Access("public"));
        // The constructor initialises every field from a parameter of the same type.
        let mut ctor = Func::new(Space::HostDevice, "", name.clone());
        ctor.pre = vec!["__host__".into(), "__device__".into()];
        let mut inits = Vec::new();
        for (fname, t) in &fields {
            let p = self.fresh_from(&["a", "b", "c", "init"]);
            let s = self.spell(t);
            ctor.params.push(format!("{s} {p}"));
            inits.push(format!("{fname}({p})"));
        }
        ctor.init_list = Some(inits.join(", "));
        members.push(Member::Method(ctor));
        let count = self.r.range(1, 2);
        for _ in 0..count {
            members.push(Member::Method(self.method(ri, &[])));
        }
        vec![Item::Struct(StructDef {
            keyword: "class",
            template: None,
            attrs: Vec::new(),
            name,
            members,
        })]
    }

    fn template_struct_item(&mut self, name: String) -> Vec<Item> {
        self.mark(Feature::StructTemplate);
        let tp = TParam::Type("T".into());
        let n = self.r.range(1, 3) as usize;
        let mut fields: Vec<(String, Ty)> = Vec::new();
        for i in 0..n {
            let w = *self.r.pick(FIELD_WORDS);
            let t = if i == 0 || self.r.chance(60) {
                Ty::TParam("T".into())
            } else {
                self.num_scalar()
            };
            fields.push((self.fresh(w), t));
        }
        // Generate the methods against a generic record, then register the instantiations.
        let gi = self.records.len();
        self.records.push(Record {
            name: format!("{}<T>", self.qualify(&name)),
            fields: fields
                .iter()
                .map(|(n, t)| (n.clone(), t.clone(), true))
                .collect(),
            methods: Vec::new(),
            ctor: None,
            has_plus: false,
            size_bound: 64,
        });
        self.trivial.push(false);
        let mut members = self.field_decls(&fields);
        if self.on(Feature::StructMethods) || self.r.chance(50) {
            members.push(Member::Method(self.method(gi, std::slice::from_ref(&tp))));
        }
        let generic = self.records.remove(gi);
        self.trivial.remove(gi);
        let count = self.r.range(1, 2);
        let mut args: Vec<Ty> = Vec::new();
        for _ in 0..count {
            let t = self.r.pick(TEMPLATE_ARGS).clone();
            if !args.contains(&t) {
                args.push(t);
            }
        }
        for t in args {
            let sub = [("T".to_string(), t.clone())];
            let tname = self.canonical(&t);
            self.records.push(Record {
                name: format!("{}<{tname}>", self.qualify(&name)),
                fields: generic
                    .fields
                    .iter()
                    .map(|(n, ft, p)| (n.clone(), crate::model::subst(ft, &sub), *p))
                    .collect(),
                methods: generic
                    .methods
                    .iter()
                    .map(|m| Method {
                        name: m.name.clone(),
                        ret: crate::model::subst(&m.ret, &sub),
                        params: m
                            .params
                            .iter()
                            .map(|p| crate::model::subst(p, &sub))
                            .collect(),
                        is_const: m.is_const,
                    })
                    .collect(),
                ctor: None,
                has_plus: false,
                size_bound: 40,
            });
            self.trivial.push(true);
        }
        vec![Item::Struct(StructDef {
            keyword: "struct",
            template: Some("template <typename T>".into()),
            attrs: Vec::new(),
            name,
            members,
        })]
    }

    // ------------------------------------------------------------ enums and aliases

    pub fn enum_item(&mut self) -> Item {
        let scoped = match (self.on(Feature::Enum), self.on(Feature::EnumClass)) {
            (true, true) => self.r.chance(50),
            (false, true) => true,
            _ => false,
        };
        self.mark(if scoped {
            Feature::EnumClass
        } else {
            Feature::Enum
        });
        let word = *self.r.pick(ENUM_WORDS);
        let name = self.fresh(word);
        let qname = self.qualify(&name);
        let n = self.r.range(2, 5);
        let mut value = 0i64;
        let mut enumerators = Vec::new();
        let mut info = Vec::new();
        for i in 0..n {
            let w = *self.r.pick(ENUMERATOR_WORDS);
            let en = if scoped {
                self.fresh(w)
            } else {
                self.fresh(&w.to_uppercase())
            };
            let explicit = if i > 0 && self.r.chance(30) {
                value += self.r.range(1, 5);
                Some(value.to_string())
            } else if i == 0 && self.r.chance(20) {
                value = self.r.range(1, 3);
                Some(value.to_string())
            } else {
                None
            };
            let spelled = if scoped {
                format!("{qname}::{en}")
            } else {
                self.qualify(&en)
            };
            info.push((spelled, value));
            enumerators.push((en, explicit));
            value += 1;
        }
        let base = if self.r.chance(40) {
            Some(
                *self
                    .r
                    .pick(&["int", "unsigned char", "short", "unsigned int", "long"]),
            )
        } else {
            None
        };
        if base.is_some() && self.is_cxx() {
            self.mark(Feature::EnumUnderlying);
        }
        let head = match (scoped, base) {
            (true, Some(b)) => format!(
                "enum {} {name} : {b}",
                if self.r.chance(80) { "class" } else { "struct" }
            ),
            (true, None) => format!("enum class {name}"),
            (false, Some(b)) => format!("enum {name} : {b}"),
            (false, None) => format!("enum {name}"),
        };
        self.enums.push(EnumInfo {
            name: qname,
            scoped,
            enumerators: info,
        });
        Item::Enum(EnumDef { head, enumerators })
    }

    pub fn typedef_item(&mut self) -> Item {
        let ty = match self.r.below(5) {
            0 if !self.records.is_empty() => Ty::Record(self.r.below(self.records.len())),
            1 if !self.enums.is_empty() => Ty::Enum(self.r.below(self.enums.len())),
            2 => Ty::ptr(self.num_scalar()),
            _ => self.num_scalar(),
        };
        let word = match &ty {
            Ty::Ptr(..) => "ptr_t",
            Ty::Record(_) => "rec_t",
            Ty::Enum(_) => "kind_t",
            Ty::Float | Ty::Double => "real_t",
            Ty::Bool => "flag_t",
            _ => "idx_t",
        };
        let name = self.fresh(&word[..word.len() - 2]);
        let name = format!("{name}_t");
        let target = self.canonical(&ty);
        let using = match (self.on(Feature::Typedef), self.on(Feature::UsingAlias)) {
            (true, true) => self.r.chance(50),
            (false, true) => true,
            _ => false,
        };
        let text = if using {
            self.mark(Feature::UsingAlias);
            format!("using {name} = {target};")
        } else {
            self.mark(Feature::Typedef);
            match target.strip_suffix('*') {
                Some(base) => format!("typedef {base} *{name};"),
                None => format!("typedef {target} {name};"),
            }
        };
        let q = self.qualify(&name);
        self.aliases.push((q, ty));
        Item::Typedef(text)
    }

    // ------------------------------------------------------------ variables

    /// A constant initialiser for a variable of type `ty` (static storage: no dynamic initialisation).
    fn const_init(&mut self, ty: &Ty) -> (Expr, Konst) {
        if ty.is_integral() && *ty != Ty::Bool && self.r.chance(30) {
            let v = self.r.range(1, 64);
            return (self.express(v, 1), Konst::Int(v as i128));
        }
        let v = self.lit_for(ty, Want::Any);
        (v.e, crate::gen::stmt::convert_konst(v.k, ty))
    }

    fn const_list(&mut self, ty: &Ty, n: u32, full: bool) -> Vec<Expr> {
        let count = if full {
            n
        } else {
            self.r.range(1, n as i64) as u32
        };
        (0..count)
            .map(|_| {
                let mut v = self.lit_for(
                    ty,
                    if ty.is_integral() {
                        Want::Integral
                    } else {
                        Want::Any
                    },
                );
                if ty.is_integral() && matches!(v.k, Konst::Float(_)) || !v.k.fits(ty) {
                    v = self.small_lit(&Ty::Int);
                }
                if *ty == Ty::Bool {
                    v.e = Expr::lit(if self.r.chance(50) { "true" } else { "false" });
                }
                v.e
            })
            .collect()
    }

    pub fn global_item(&mut self) -> Item {
        let kinds = [
            (Feature::DeviceVar, 0u8),
            (Feature::DeviceArray, 1),
            (Feature::ConstantVar, 2),
            (Feature::ConstantArray, 3),
            (Feature::ManagedVar, 4),
            (Feature::HostGlobal, 5),
            (Feature::ConstexprVar, 6),
        ];
        let kind = self.choose(&kinds).unwrap_or(6);
        let trivial: Vec<usize> = (0..self.records.len())
            .filter(|&i| self.trivial[i])
            .collect();
        match kind {
            0 | 1 | 4 => {
                let (space, mem, prefix, feature) = match kind {
                    4 => ("__managed__", Mem::Managed, "m_", Feature::ManagedVar),
                    1 => ("__device__", Mem::Device, "d_", Feature::DeviceArray),
                    _ => ("__device__", Mem::Device, "d_", Feature::DeviceVar),
                };
                self.mark(feature);
                let ty = if kind == 0 && !trivial.is_empty() && self.r.chance(20) {
                    Ty::Record(*self.r.pick(&trivial))
                } else {
                    self.scalar()
                };
                let name = self.fresh_word(prefix, "");
                let mut pre = vec![space.to_string()];
                if kind != 4 && self.r.chance(20) {
                    pre.insert(0, "static".into());
                }
                let spelled = self.spell(&ty);
                if kind == 1 || (kind == 4 && self.r.chance(30)) {
                    let n = *self.r.pick(&[4u32, 8, 16, 32, 64]);
                    let init = if self.r.chance(40) {
                        Init::AssignBrace(self.const_list(&ty, n.min(4), false))
                    } else {
                        Init::None
                    };
                    self.global(&name, ty, vec![n], mem, true, Konst::No);
                    return Item::Var(Decl {
                        prefix: pre,
                        ty: spelled,
                        name,
                        dims: vec![n.to_string()],
                        init,
                    });
                }
                let init = if matches!(ty, Ty::Record(_)) {
                    Init::None
                } else if self.r.chance(60) || kind == 4 {
                    Init::Assign(self.const_init(&ty).0)
                } else {
                    Init::None
                };
                self.global(&name, ty, Vec::new(), mem, true, Konst::No);
                Item::Var(Decl {
                    prefix: pre,
                    ty: spelled,
                    name,
                    dims: Vec::new(),
                    init,
                })
            }
            2 | 3 => {
                self.mark(if kind == 2 {
                    Feature::ConstantVar
                } else {
                    Feature::ConstantArray
                });
                let name = self.fresh_word("c_", "");
                let pre = vec!["__constant__".to_string()];
                if kind == 3 {
                    let ty = self.num_scalar();
                    let n = *self.r.pick(&[2u32, 4, 8]);
                    let full = self.r.chance(70);
                    let list = self.const_list(&ty, n, full);
                    let spelled = self.spell(&ty);
                    self.global(&name, ty, vec![n], Mem::Constant, false, Konst::No);
                    return Item::Var(Decl {
                        prefix: pre,
                        ty: spelled,
                        name,
                        dims: vec![n.to_string()],
                        init: Init::AssignBrace(list),
                    });
                }
                if !trivial.is_empty() && self.r.chance(25) {
                    let ri = *self.r.pick(&trivial);
                    let fields: Vec<Ty> = self.records[ri]
                        .fields
                        .iter()
                        .map(|(_, t, _)| t.clone())
                        .collect();
                    let mut list = Vec::new();
                    for f in &fields {
                        list.extend(self.const_list(f, 1, true));
                    }
                    let spelled = self.records[ri].name.clone();
                    self.global(
                        &name,
                        Ty::Record(ri),
                        Vec::new(),
                        Mem::Constant,
                        false,
                        Konst::No,
                    );
                    return Item::Var(Decl {
                        prefix: pre,
                        ty: spelled,
                        name,
                        dims: Vec::new(),
                        init: Init::AssignBrace(list),
                    });
                }
                let ty = self.scalar();
                let (e, _) = self.const_init(&ty);
                let spelled = self.spell(&ty);
                self.global(&name, ty, Vec::new(), Mem::Constant, false, Konst::No);
                Item::Var(Decl {
                    prefix: pre,
                    ty: spelled,
                    name,
                    dims: Vec::new(),
                    init: Init::Assign(e),
                })
            }
            5 => {
                self.mark(Feature::HostGlobal);
                let name = self.fresh_word("g_", "");
                match self.r.below(5) {
                    0 if self.on(Feature::LitString) => {
                        let s = self.string_lit();
                        self.global(&name, Ty::CStr, Vec::new(), Mem::Host, false, Konst::No);
                        Item::Var(Decl::new("const char*", name, Init::Assign(s)))
                    }
                    1 => {
                        let ty = self.num_scalar();
                        let n = self.r.range(2, 6) as u32;
                        let list = self.const_list(&ty, n, true);
                        let spelled = self.spell(&ty);
                        self.global(&name, ty, vec![n], Mem::Host, true, Konst::No);
                        Item::Var(Decl {
                            prefix: Vec::new(),
                            ty: spelled,
                            name,
                            dims: vec![String::new()],
                            init: Init::AssignBrace(list),
                        })
                    }
                    2 => {
                        let ty = self.scalar();
                        let spelled = self.spell(&ty);
                        self.global(&name, ty, Vec::new(), Mem::Host, true, Konst::No);
                        Item::Var(Decl {
                            prefix: vec!["static".into()],
                            ty: spelled,
                            name,
                            dims: Vec::new(),
                            init: Init::None,
                        })
                    }
                    3 => {
                        let ty = self.scalar();
                        let (e, k) = self.const_init(&ty);
                        let spelled = self.spell(&ty);
                        self.global(&name, ty, Vec::new(), Mem::Host, false, k);
                        Item::Var(Decl {
                            prefix: vec!["const".into()],
                            ty: spelled,
                            name,
                            dims: Vec::new(),
                            init: Init::Assign(e),
                        })
                    }
                    _ => {
                        let ty = self.scalar();
                        let (e, _) = self.const_init(&ty);
                        let spelled = self.spell(&ty);
                        self.global(&name, ty, Vec::new(), Mem::Host, true, Konst::No);
                        Item::Var(Decl::new(spelled, name, Init::Assign(e)))
                    }
                }
            }
            _ => self.constexpr_item(),
        }
    }

    pub fn constexpr_item(&mut self) -> Item {
        self.mark(Feature::ConstexprVar);
        let integral = self.r.chance(75);
        let ty = if integral {
            self.r.pick(&[Ty::Int, Ty::Int, Ty::UInt, Ty::Long]).clone()
        } else {
            self.r.pick(&[Ty::Float, Ty::Double]).clone()
        };
        let word = *self.r.pick(&[
            "TILE", "BLOCK", "STEPS", "WIDTH", "RADIUS", "LANES", "DEPTH",
        ]);
        let name = if integral {
            self.fresh(word)
        } else {
            self.fresh(&format!("k{}", &word[..1]))
        };
        let (e, k) = if integral {
            let v = *self.r.pick(&[2i64, 4, 8, 16, 32, 64, 3, 5, 7, 128, 256]);
            (self.express(v, 2), Konst::Int(v as i128))
        } else {
            let v = self.r.range(1, 40) as f64 / 4.0;
            (self.float_lit(v, ty == Ty::Float), Konst::Float(v))
        };
        let spelled = self.spell(&ty);
        let mut prefix = vec!["constexpr".to_string()];
        match self.r.below(6) {
            0 => prefix.insert(0, "static".into()),
            1 => prefix.insert(0, "inline".into()),
            _ => {}
        }
        self.global(&name, ty, Vec::new(), Mem::Constexpr, false, k);
        Item::Var(Decl {
            prefix,
            ty: spelled,
            name,
            dims: Vec::new(),
            init: Init::Assign(e),
        })
    }

    // ------------------------------------------------------------ preprocessor

    /// Object-like macro constants, function-like macros, statement macros, conditionals.
    pub fn macro_items(&mut self) -> Vec<Item> {
        let mut out = Vec::new();
        if self.roll(Feature::MacroObject, 80) {
            self.mark(Feature::MacroObject);
            for _ in 0..self.r.range(1, 3) {
                let word = *self.r.pick(&[
                    "BLOCK_SIZE",
                    "TILE_DIM",
                    "NUM_ITERS",
                    "WARPS",
                    "RADIUS",
                    "CHUNK",
                ]);
                let name = self.fresh(&format!("{word}_"));
                let v = *self.r.pick(&[4i64, 8, 16, 32, 64, 128, 256, 3, 5]);
                let body = if !self.macro_consts.is_empty() && self.r.chance(30) {
                    self.pp_mode = true;
                    let e = self.express(v, 2);
                    self.pp_mode = false;
                    let text = crate::ast::print_expr(&e);
                    for (m, _) in &self.macro_consts {
                        if text.contains(m.as_str()) {
                            self.macro_deps.insert(m.clone());
                        }
                    }
                    format!("({text})")
                } else {
                    v.to_string()
                };
                out.push(Item::Pp(format!("#define {name} {body}")));
                self.macro_consts.push((name, v));
            }
        }
        if self.roll(Feature::MacroFunction, 80) {
            self.mark(Feature::MacroFunction);
            let table: &[(&str, usize, bool, &str)] = &[
                ("SQR", 1, false, "(x) ((x) * (x))"),
                ("MAX2", 2, false, "(a, b) ((a) > (b) ? (a) : (b))"),
                ("MIN2", 2, false, "(a, b) ((a) < (b) ? (a) : (b))"),
                ("HALF", 1, false, "(x) ((x) / 2)"),
                ("TWICE_PLUS", 2, false, "(a, b) (2 * (a) + (b))"),
                ("LOW_BITS", 1, true, "(x) ((x) & 0xF)"),
                ("MOD8", 1, true, "(x) ((x) % 8)"),
                ("ADD3", 3, false, "(a, b, c) ((a) + (b) + (c))"),
            ];
            for _ in 0..self.r.range(1, 2) {
                let (base, arity, integral, body) = *self.r.pick(table);
                let name = self.fresh(&format!("{base}_"));
                out.push(Item::Pp(format!("#define {name}{body}")));
                self.macro_fns.push(MacroFn {
                    name,
                    arity,
                    integral,
                });
            }
        }
        if self.roll(Feature::MacroStatement, 60) {
            self.mark(Feature::MacroStatement);
            if self.r.chance(50) {
                let name = self.fresh("SWAP_");
                out.push(Item::Pp(format!("#define {name}(T, a, b) do {{ T tmp_ = (a); (a) = (b); (b) = tmp_; }} while (0)")));
                self.macro_stmts.push((name, 0));
            } else {
                let name = self.fresh("ACCUM_");
                out.push(Item::Pp(format!(
                    "#define {name}(x, v) \\\n    do {{                  \\\n        (x) += (v);       \\\n    }} while (0)"
                )));
                self.macro_stmts.push((name, 1));
            }
        }
        if self.roll(Feature::MacroStringize, 60) {
            let inner = self.fresh("STR_IMPL_");
            let outer = self.fresh("STR_");
            out.push(Item::Pp(format!(
                "#define {inner}(x) #x\n#define {outer}(x) {inner}(x)"
            )));
            self.stringize = Some(outer);
        }
        if self.roll(Feature::MacroPaste, 60) {
            let cat = self.fresh("CAT_");
            out.push(Item::Pp(format!("#define {cat}(a, b) a##b")));
            self.paste = Some(cat);
        }
        if self.roll(Feature::PpIfdef, 60) {
            out.extend(self.ifdef_items());
        }
        if self.roll(Feature::PpIf, 60) && !self.macro_consts.is_empty() {
            out.push(self.pp_if_item());
        }
        // Redefining a macro another macro's body uses would change that macro's value too.
        let free: Vec<usize> = (0..self.macro_consts.len())
            .filter(|&i| !self.macro_deps.contains(&self.macro_consts[i].0))
            .collect();
        if self.roll(Feature::PpUndef, 50) && !free.is_empty() {
            self.mark(Feature::PpUndef);
            let i = *self.r.pick(&free);
            let name = self.macro_consts[i].0.clone();
            let v = *self.r.pick(&[2i64, 8, 12, 24, 48]);
            out.push(Item::Pp(format!("#undef {name}\n#define {name} {v}")));
            self.macro_consts[i].1 = v;
        }
        out
    }

    fn ifdef_items(&mut self) -> Vec<Item> {
        self.mark(Feature::PpIfdef);
        let flag = self.fresh("USE_FAST_PATH_");
        let defined = self.r.chance(50);
        let mut out = Vec::new();
        if defined {
            out.push(Item::Pp(format!("#define {flag}")));
        }
        let ifndef = self.r.chance(30);
        let directive = if ifndef {
            format!("#ifndef {flag}")
        } else {
            format!("#ifdef {flag}")
        };
        let active_then = defined != ifndef;
        let name = self.fresh("TUNE_");
        let (a, b) = (self.r.range(1, 16), self.r.range(17, 64));
        let then = vec![Item::Pp(format!("#define {name} {a}"))];
        let els = vec![Item::Pp(format!("#define {name} {b}"))];
        self.macro_consts
            .push((name, if active_then { a } else { b }));
        out.push(Item::PpCond {
            directive,
            then,
            els: Some(els),
        });
        out
    }

    fn pp_if_item(&mut self) -> Item {
        self.mark(Feature::PpIf);
        let (m, v) = self.r.pick(&self.macro_consts).clone();
        let (cond, truth) = match self.r.below(4) {
            0 => {
                let t = self.r.range(1, 128);
                (format!("{m} > {t}"), v > t)
            }
            1 => {
                let t = self.r.range(1, 64);
                (
                    format!("({m} * 2) >= {t} && {m} != 0"),
                    v * 2 >= t && v != 0,
                )
            }
            2 => (format!("{m} % 2 == 0 || {m} < 4"), v % 2 == 0 || v < 4),
            _ => (format!("{m} == {v}"), true),
        };
        let name = self.fresh("CONFIG_");
        let (a, b) = (self.r.range(1, 8), self.r.range(9, 32));
        self.macro_consts
            .push((name.clone(), if truth { a } else { b }));
        let elif = self.r.chance(30);
        let then = vec![Item::Pp(format!("#define {name} {a}"))];
        let els = if elif {
            vec![Item::Pp(format!(
                "#elif {m} < 0\n#error unreachable configuration\n#else\n#define {name} {b}"
            ))]
        } else {
            vec![Item::Pp(format!("#define {name} {b}"))]
        };
        if elif {
            // Printed as `#if`, then, `#else` ... : fold the #elif into the then-branch's trailer instead.
            return Item::Pp(format!("#if {cond}\n#define {name} {a}\n#elif {m} < 0\n#error unreachable configuration\n#else\n#define {name} {b}\n#endif"));
        }
        Item::PpCond {
            directive: format!("#if {cond}"),
            then,
            els: Some(els),
        }
    }
}

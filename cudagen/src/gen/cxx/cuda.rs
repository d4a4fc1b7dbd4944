//! CUDA beyond 0.1: cluster dimensions (`-arch=sm_90`), `extern __device__` variables under
//! `-rdc=true`, `__managed__` variables of class type, every memory space in one kernel, and
//! extended lambdas (`--extended-lambda`) launched through a kernel template.

use super::Gen;
use crate::ast::{Item, Space};
use crate::features::Feature;
use crate::model::{FuncInfo, Konst, Mem, Method, Record, Ty, Var};

impl Gen<'_, '_> {
    fn kernel_entry(&mut self, name: &str, params: Vec<Ty>) {
        self.funcs.push(FuncInfo {
            name: name.to_string(),
            space: Space::Global,
            ret: Ty::Void,
            params,
            defaults: 0,
            tparams: Vec::new(),
            is_kernel: true,
            is_constexpr: false,
        });
    }

    fn device_global(&mut self, name: &str, ty: Ty, dims: Vec<u32>, mem: Mem) {
        self.globals.push(Var {
            name: name.to_string(),
            ty,
            dims,
            mem,
            mutable: true,
            k: Konst::No,
        });
    }

    pub(super) fn cluster_dims_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::ClusterDims);
        self.needed_flags.insert("-arch=sm_90");
        let k = self.fresh("clustered");
        let dims = *self
            .r
            .pick(&["2, 1, 1", "2", "4, 1, 1", "1, 2, 1", "2, 2, 1"]);
        let bounds = if self.r.chance(30) {
            self.mark(Feature::LaunchBounds);
            format!(
                " __launch_bounds__({})",
                *self.r.pick(&["128", "256", "64, 2"])
            )
        } else {
            String::new()
        };
        let mut c = self.code();
        c.l(
            0,
            format!("__global__ void __cluster_dims__({dims}){bounds} {k}(int *out, int n) {{"),
        );
        c.l(
            1,
            "int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);",
        );
        c.l(1, "if (i < n) {");
        c.l(2, "out[i] = i + static_cast<int>(blockIdx.y);");
        c.l(1, "}");
        c.l(0, "}");
        self.kernel_entry(&k, vec![Ty::ptr(Ty::Int), Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn extern_device_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::RdcExternDevice);
        self.needed_flags.insert("-rdc=true");
        let counter = self.fresh("sharedCounter");
        let table = self.fresh("lookup");
        let bump = self.fresh("bumpShared");
        let n = *self.r.pick(&[4u32, 8, 16]);
        let mut c = self.code();
        c.l(0, format!("extern __device__ int {counter};"));
        c.l(0, format!("extern __device__ float {table}[{n}];"));
        c.l(0, format!("__device__ int {bump}(int x) {{"));
        c.l(1, format!("{counter} += x;"));
        c.l(
            1,
            format!(
                "return {counter} + static_cast<int>({table}[x & {}]);",
                n - 1
            ),
        );
        c.l(0, "}");
        self.device_global(&counter, Ty::Int, Vec::new(), Mem::Device);
        self.device_global(&table, Ty::Float, vec![n], Mem::Device);
        self.entry(&bump, Space::Device, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn managed_class_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::ManagedInClass);
        self.mark(Feature::ManagedVar);
        let rec = self.fresh_from(&["Stats", "Tally", "Gauge"]);
        let var = self.fresh("managedStats");
        let mut c = self.code();
        c.l(0, format!("struct {rec} {{"));
        c.l(1, "int count;");
        c.l(1, "float total;");
        c.l(1, "__host__ __device__ void add(float v) {");
        c.l(2, "++count;");
        c.l(2, "total += v;");
        c.l(1, "}");
        c.l(0, "};");
        let arr = self.r.chance(30);
        if arr {
            c.l(0, format!("__managed__ {rec} {var}[4];"));
        } else {
            c.l(0, format!("__managed__ {rec} {var};"));
        }
        let f = self.fresh("record");
        let at = if arr { "[x & 3]" } else { "" };
        c.l(0, format!("__host__ __device__ int {f}(int x) {{"));
        c.l(1, format!("{var}{at}.add(static_cast<float>(x));"));
        c.l(1, format!("return {var}{at}.count;"));
        c.l(0, "}");
        // The record and the variable join the model: the rest of the program reads its fields.
        let ri = self.records.len();
        self.records.push(Record {
            name: rec,
            fields: vec![
                ("count".into(), Ty::Int, true),
                ("total".into(), Ty::Float, true),
            ],
            methods: vec![Method {
                name: "add".into(),
                ret: Ty::Void,
                params: vec![Ty::Float],
                is_const: false,
            }],
            ctor: None,
            has_plus: false,
            size_bound: 16,
        });
        self.trivial.push(true);
        let dims = if arr { vec![4] } else { Vec::new() };
        self.device_global(&var, Ty::Record(ri), dims, Mem::Managed);
        self.entry(&f, Space::HostDevice, Ty::Int, vec![Ty::Int]);
        vec![c.item()]
    }

    pub(super) fn memory_spaces_construct(&mut self) -> Vec<Item> {
        self.mark(Feature::MemorySpaces);
        for f in [
            Feature::DeviceArray,
            Feature::ConstantArray,
            Feature::ManagedVar,
            Feature::SharedVar,
            Feature::StaticShared,
        ] {
            self.mark(f);
        }
        let dev = self.fresh("devTable");
        let cst = self.fresh("coeffs");
        let man = self.fresh("managedTotal");
        let k = self.fresh("everySpace");
        let vals: Vec<String> = (0..4)
            .map(|_| format!("{}.5f", self.r.range(0, 9)))
            .collect();
        let mut c = self.code();
        c.l(0, format!("__device__ int {dev}[4];"));
        c.l(
            0,
            format!("__constant__ float {cst}[4] = {{{}}};", vals.join(", ")),
        );
        c.l(0, format!("__managed__ int {man};"));
        let dynamic = self.r.chance(50);
        c.l(0, format!("__global__ void {k}(int *out) {{"));
        c.l(1, "__shared__ int tile[32];");
        c.l(1, "static __shared__ float extra[8];");
        if dynamic {
            self.mark(Feature::ExternShared);
            c.l(1, "extern __shared__ float dynamicTile[];");
        }
        c.l(1, "const int i = static_cast<int>(threadIdx.x);");
        c.l(1, format!("tile[i & 31] = {dev}[i & 3] + {man};"));
        c.l(1, format!("extra[i & 7] = {cst}[i & 3];"));
        if dynamic {
            c.l(1, "dynamicTile[i] = extra[i & 7];");
        }
        c.l(
            1,
            "out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);",
        );
        c.l(0, "}");
        self.device_global(&dev, Ty::Int, vec![4], Mem::Device);
        self.device_global(&cst, Ty::Float, vec![4], Mem::Constant);
        self.device_global(&man, Ty::Int, Vec::new(), Mem::Managed);
        self.kernel_entry(&k, vec![Ty::ptr(Ty::Int)]);
        vec![c.item()]
    }

    /// A kernel template that applies a functor, for extended lambdas (`None` when the program
    /// may not have them).
    pub(crate) fn ext_lambda_kernel(&mut self) -> Option<(String, Vec<Item>)> {
        if !self.on(Feature::ExtendedLambda) {
            return None;
        }
        if let Some(k) = &self.apply_kernel {
            return Some((k.clone(), Vec::new()));
        }
        let k = self.fresh("applyEach");
        let mut c = self.code();
        c.l(0, "template <typename F>");
        c.l(0, format!("__global__ void {k}(F f, int *data, int n) {{"));
        c.l(
            1,
            "int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);",
        );
        c.l(1, "if (i < n) {");
        c.l(2, "data[i] = f(data[i]);");
        c.l(1, "}");
        c.l(0, "}");
        self.apply_kernel = Some(k.clone());
        Some((k, vec![c.item()]))
    }
}

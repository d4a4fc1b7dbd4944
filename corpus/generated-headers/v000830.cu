// cudagen 0.2 seed 830 valid headers
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,nested_namespace,if,if_else,for,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_ref,lambda_init_capture,lambda_generic,lambda_launch,macro_object,macro_function,macro_statement,local_class,virtual_function,inline_namespace,using_declaration,using_directive,rtti,hdr_cmath,hdr_cooperative_groups
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define CHUNK_1 3
#define WARPS_2 (1 << 4)
#define CHUNK_3 ((020) * 2)
#define SQR_4(x) ((x) * (x))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

static __global__ void __maxnreg__(64) clamp10_kernel(int *acc11) {
    extern __shared__ float dyn_12[];
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --(*acc11);
    if (static_cast<int>(dyn_12[gid13]) < sinf(-7)) {
        struct Local14 {
            int s;
            __host__ __device__ int add(int v) { s += v; return s; }
        };
        Local14 stride15{4};
        int off16 = stride15.add('z' - dyn_12[gid13]);
        (void)off16;
    } else {
        cooperative_groups::thread_block group17 = cooperative_groups::this_thread_block();
        int rank18 = static_cast<int>(group17.thread_rank()) + static_cast<int>(group17.size());
        group17.sync();
        (void)rank18;
    }
}
__host__ __device__ float norm19(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
namespace core20 {
inline namespace v2 {
__device__ int version21(int x) { return x + 3; }
} // namespace v2
namespace detail::impl {
__device__ int helper22(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core20
using core20::version21;
__device__ int layered23(int x) {
    using namespace core20::detail::impl;
    return helper22(x) + version21(x) + core20::v2::version21(1);
}
struct Poly24 {
    virtual ~Poly24() {}
    virtual int id() const { return 1; }
};
struct Impl25 : Poly24 {
    int id() const override { return 2; }
};
struct Other26 : Poly24 {};
int identify27(int x) {
    Impl25 d;
    Poly24 *b = &d;
    if (Impl25 *p = dynamic_cast<Impl25 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other26 *>(b) != nullptr ? 1 : x;
}

void check_pack28(long long a29, double cfg30 = 14.25F) {
    auto fn33 = [&](auto stride31) {
        int tmp32 = '#';
        return stride31 * 2;
    };
    (void)fn33;
    auto op36 = [lim34 = 25](unsigned int tmp35) -> int {
        clamp10_kernel<<<dim3((lim34 + 127) / 128, 0x1 << 1, WARPS_2), 128>>>(static_cast<int*>(nullptr));
        (tmp35--, (tmp35 = norm19(tmp35 >> lim34, CHUNK_3)));
        return 33LL;
    };
    (void)op36;
    int u37[8] = {};
    (void)u37;
    if (ceilf(cfg30) == WARPS_2) {
        goto out38;
    }
    clamp10_kernel<<<32, CHUNK_1 + 253, sizeof(double) * 32>>>(nullptr);
out38:;
}

int main() {
    int size39 = 1167;
    (void)size39;
    for (int it40 = 15; it40 > 0; --it40) {
        const char *e41 = "warp size";
        const char *e42 = "tile";
        (void)e42;
        const char *cnt43 = e41;
        (void)cnt43;
    }
    unsigned *q44 = nullptr;
    (void)q44;
    return 0x0;
}

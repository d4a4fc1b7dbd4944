// cudagen 0.2 seed 271 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,auto_var,if,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,anonymous_class,virtual_function,call_operator,rtti,runtime_api,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)

__global__ void __launch_bounds__(256, 0x1) gather3_kernel(const float *input4) {
    extern __shared__ short dyn_5[];
    sinf((unsigned int)(26 ^ dyn_5[3]));
    if ((input4[1] + 0x35) <= 4) {
        return;
    }
    dyn_5[4] = MOD8_2((dyn_5[6] << ((long)dyn_5[0])));
}
struct Extent6 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon7;
int extent8(int x) {
    Extent6 r{};
    r.span.lo = x;
    r.span.hi = x + 8;
    Anon7 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
struct Poly9 {
    virtual ~Poly9() {}
    virtual int id() const { return 1; }
};
struct Impl10 : Poly9 {
    int id() const override { return 6; }
};
struct Other11 : Poly9 {};
int identify12(int x) {
    Impl10 d;
    Poly9 *b = &d;
    if (Impl10 *p = dynamic_cast<Impl10 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other11 *>(b) != nullptr ? 1 : x;
}
struct Clamp13 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call14(int x) {
    Clamp13 fn{9};
    return fn(x) + fn(x, 1);
}
__host__ __device__ float norm15(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void blend16(float *dst17) {
    extern __shared__ float dyn_18[];
    fabsf(dst17[2]);
    fmaxf(15.5f, 23.875f);
    dyn_18[0] = (call14(dyn_18[0]) << 0lu) * dst17[0];
    --dyn_18[0x5];
}

int main(void) {
    int n19 = 04547;
    auto f20 = ((long long)20) - n19;
    f20 = -0x34;
    f20 = (f20 * (f20 - n19)) % ((54l * f20) - extent8(20u));
    int *d_buf21 = nullptr;
    cudaMalloc(&d_buf21, static_cast<size_t>(n19) * sizeof(int));
    cudaMemset(d_buf21, 0, static_cast<size_t>(n19) * sizeof(int));
    static_assert(0x1A == 0b11010, "bad config");
    gather3_kernel<<<dim3((n19 + 0377) / 256, (n19 + 63) / 64), dim3(1 << 0x3), 1024, (cudaStream_t)0>>>(nullptr);
    blend16<<<dim3(128, (n19 + 255) / 0x100, (16)), 64>>>((float*)nullptr);
    return 0x0;
}

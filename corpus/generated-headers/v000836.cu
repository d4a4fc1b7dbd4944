// cudagen 0.2 seed 836 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,auto_var,const_local,struct,if,compound_assign,shift,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,comments,virtual_function,constexpr_loop,rtti,runtime_api,hdr_cstdio
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cstdio>

#define WARPS_1 128
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 40
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ constexpr int tri9(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 5;
    }
    return s;
}
constexpr int kSteps10 = tri9(7);
static_assert(tri9(7) == 140, "a constexpr loop");
/* Computes one element per thread. */

struct Span11 {
    size_t mass12;
    bool hi13;
    int weight14;
    float val15;
};
/* Helper used by the kernels below. */

__global__ void kick16_kernel(int len17, int *acc18, int *buf19, float q20) {
    int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i21;
    const int flag22 = 3lu % (blockIdx.x + (kSteps10 - (*buf19)));
    (void)flag22;
    len17 <<= 1;
    printf("value %d\n", static_cast<int>(len17));
    if (!buf19) {
        return;
    }
    (*acc18) -= ' ';
}

template <typename T, int N = 2>
__global__ void stencil23(T p24, T b25, const T *coef26) {
    unsigned i27 = threadIdx.x;
    const float f28 = p24 * 6;
    T cnt29 = blockIdx.y;
    (void)cnt29;
    __shared__ Span11 sh_30[8 * 8];
    (void)sh_30;
    __shared__ int sh_31[64];
    (void)sh_31;
    p24 -= i27 - (p24 += TUNE_7, (*coef26));
    auto sum32 = (b25 += blockDim.z, f28);
    (void)sum32;
}
struct Poly33 {
    virtual ~Poly33() {}
    virtual int id() const { return 1; }
};
struct Impl34 : Poly33 {
    int id() const override { return 5; }
};
struct Other35 : Poly33 {};
int identify36(int x) {
    Impl34 d;
    Poly33 *b = &d;
    if (Impl34 *p = dynamic_cast<Impl34 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other35 *>(b) != nullptr ? 1 : x;
}

int main() {
    int n37 = 0x38E;
    if ((n37) > 0x39) {
        return static_cast<int>((kSteps10));
    }
    kick16_kernel<<<(n37 + 127) / 128, 1 << 6>>>((n37 * n37) / n37, (int*)nullptr, static_cast<int*>(nullptr), 0.625f);
    cudaEvent_t start38, stop39;
    cudaEventCreate(&start38);
    cudaEventCreate(&stop39);
    cudaEventRecord(start38);
    cudaEventRecord(stop39);
    cudaEventSynchronize(stop39);
    float ms40 = 0.0f;
    cudaEventElapsedTime(&ms40, start38, stop39);
    cudaEventDestroy(start38);
    cudaEventDestroy(stop39);
    ms40 += kSteps10;
    kick16_kernel<<<(n37 + 0xFF) / 0x100, 0x20 * 0x10, 1024>>>(3, nullptr, (int*)nullptr, kSteps10);
    kick16_kernel<<<(n37 + 31) / 32, 4 * 16, sizeof(int) * 256, (cudaStream_t)0>>>(182, (int*)nullptr, nullptr, 10.0F * CAT_5(ms, 40));
    stencil23<unsigned int, ((7))><<<(n37 + 255) / 0x100, (64), 0, nullptr>>>(static_cast<unsigned>(kSteps10 * CAT_5(ms, 40)), 0x1BUL % n37, nullptr);
    return 0;
}

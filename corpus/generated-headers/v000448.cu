// cudagen 0.2 seed 448 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,const_local,if,goto,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef,virtual_function,designated_init
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <utility>
#include <compare>

#define WARPS_1 128
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 58
#endif
#undef WARPS_1
#define WARPS_1 8
constexpr int host_weigh5(int len6) {
    long long t7 = len6;
    len6 = (((len6 + '\a') >= len6) ? ((t7 == len6) ? len6 : 28ul) : (t7 * t7)) / (len6 - WARPS_1);
    return len6;
}
struct Shape9 {
    __device__ virtual float area() const = 0;
    __device__ virtual int sides() const { return 0; }
    __device__ virtual ~Shape9() {}
};
struct Square10 : Shape9 {
    float s;
    __device__ explicit Square10(float v) : s(v) {}
    __device__ float area() const override { return s * s; }
    __device__ int sides() const override { return 3; }
};
__device__ float dispatch8(float x) {
    Square10 k0(x);
    const Shape9 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}
struct Opts11 { double x; double y; };
__host__ __device__ int configured12(int v) {
    Opts11 a{.x = static_cast<double>(v), .y = static_cast<double>(v)};
    Opts11 b{.y = 7};
    Opts11 d = {.x = 3};
    return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}
__global__ void __maxnreg__(128) bias13(unsigned int *acc14, const short *src15, int n16) {
    extern __shared__ int dyn_17[];
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid18 >= n16) {
        return;
    }
    const long z19 = threadIdx.y;
    (void)z19;
    dyn_17[0b111] = threadIdx.y;
    unsigned long long base20 = 6;
    if ((36lu > CAT_2(z, 19)) && (acc14[base20] < 0b111110)) {
        goto finish21;
    }
    dyn_17[7]++;
finish21:;
}
int main() {
    int n22 = 2473;
    dim3 diff23((n22 + 127) / 0b10000000, (n22 + 63) / 64, 2);
    (void)diff23;
    unsigned int prod24 = 25;
    (void)prod24;
    bias13<<<TUNE_4 + (WARPS_1 + 234), 1 << 5, sizeof(unsigned int) * 256, (cudaStream_t)0>>>(nullptr, nullptr, (+CAT_2(prod, 24)) / (n22 * 9));
    return 0;
}

// cudagen 0.1 seed 810 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,constexpr_var,local_array,struct,operator_overload,typedef,namespace,if,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 256
#define RADIUS_2 5
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 49
#endif

struct Vec5 {
    int sum6;
    short flag7;
};

__host__ __device__ Vec5 operator+(Vec5 a, Vec5 b) {
    Vec5 r = a;
    r.sum6 += b.sum6;
    r.flag7 += b.flag7;
    return r;
}

namespace img8 {
typedef unsigned int idx9_t;
} // namespace img8
inline constexpr long WIDTH10 = 1 << 0x4;

static __global__ void __maxnreg__(32) grow11(const char* __restrict__ in12, int* __restrict__ buf13, int n14) {
    int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid15 >= n14)
        return;
    unsigned long lim16 = ~(gid15 * (n14 % (*buf13)));
    float q17[5] = {58, 16.75f};
    __shared__ int sh_18[32];
}

__device__ void grow19(int stride20) {
    stride20 = (unsigned)(WIDTH10 * threadIdx.y);
    static_assert(023 > 18, "expected value");
    stride20 = 0x3DLL;
    stride20 = (int)(stride20 * gridDim.x);
}

__global__ void __launch_bounds__(0x400) scatter21_kernel(int* __restrict__ out22, float* data23, float* out24) {
    img8::idx9_t i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ double sh_26[32];
    if ((i25 >= threadIdx.x) && i25)
        return;
    unsigned int w27[3] = {};
    sh_26[30] /= 2 - (+(*data23));
    w27[i25] = 46;
    __shared__ Vec5 sh_28;
    __shared__ float sh_29[128];
}

int main() {
    int count30 = 2778;
    --count30;
    Vec5 tmp31 = {59, 4946};
    grow11<<<(0b10), 2 * 16>>>(nullptr, (int*)nullptr, 451);
    scatter21_kernel<<<(0x10), 32, 0, 0>>>((int*)nullptr, nullptr, nullptr);
    return 0;
}

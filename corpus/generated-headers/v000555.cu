// cudagen 0.2 seed 555 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,default_args,main,constexpr_var,namespace,nested_namespace,if,do_while,switch,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste,local_class,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <numeric>
#include <cstdio>

#define RADIUS_1 64
#define TILE_DIM_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ void march7(int stride8, int* out9) {
    sinf(RADIUS_1);
    out9[blockIdx.x & 7]++;
    out9[0] = (float)expf(out9[gridDim.x]);
    out9[stride8] = fmaxf(*out9, RADIUS_1 + expf(blockIdx.y));
    struct Local10 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local10 lo11{0};
    int diff12 = lo11.add(56);
    (void)diff12;
}

namespace detail13::v14 {
__global__ void pack15(int stride16, const unsigned short* input17) {
    int gid18 = threadIdx.x;
    if (gid18 >= stride16)
        return;
    ++stride16;
    stride16 %= threadIdx.z;
    int iter19 = 0;
    do {
        float sum20(TILE_DIM_2 + CAT_5(gid, 18));
        (void)sum20;
        unsigned h21{36};
        (void)h21;
        ++iter19;
    } while (iter19 < 2);
}

static __global__ void filter22_kernel(const double* __restrict__ coef23) {
    unsigned int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((i24) & 1)) {
        goto done26;
    }
    switch (i24 | 50UL) {
    case 3: {
        const double* q25 = nullptr;
        (void)q25;
        break;
    }
    }
    if (!(59U != (*coef23)))
        return;
done26:;
}

__host__ __device__ unsigned long long smooth27(float a28, int stride29 = 05063U) {
    if (a28 != (~stride29)) {
        goto finish30;
    }
    expf(47U * stride29);
    if ((stride29 >= stride29) || (a28 <= stride29))
        return (stride29 | CAT_5(stride, 29)) + 2;
finish30:;
    return float(fabsf(stride29 | 0b111));
}
} // namespace detail13::v14

int main(void) {
    int size31 = 116;
    int lim32 = (int)detail13::v14::smooth27(sizeof(char));
    lim32--;
    detail13::v14::pack15<<<(lim32 + 0b11111) / 32, dim3((size31 + 0b111111) / 64, 010, (lim32 + 127) / 128)>>>(expf(lim32 + TILE_DIM_2), nullptr);
    detail13::v14::filter22_kernel<<<(lim32 + 63) / 64, 512>>>(nullptr);
    return 0b0;
}

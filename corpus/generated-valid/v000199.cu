// cudagen 0.1 seed 199 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,constexpr_function,main,shared_var,extern_shared,host_global,local_array,auto_var,const_local,static_local,namespace,if,for,static_assert,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

__device__ __host__ int norm3(int len4, int count5) {
    for (int j6 = 0; j6 < count5; ++j6) {
        long u7[4] = {};
    }
    int res8 = (~((int)len4)) / len4;
    return 065U;
}

template <typename T, class U>
__global__ void __launch_bounds__((64)) march9_kernel(const T *src10, int len11, const U *input12) {
    unsigned tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid13 >= len11) {
        return;
    }
    float u14 = 46;
    T sum15 = 23.125;
}
static double g_apply16;

template <class T>
__global__ void __launch_bounds__(1024) stencil17(T *__restrict__ data18, unsigned int *acc19, const short *in20, int stride21) {
    int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float prod23[(6)]{20.875f, static_cast<float>(in20[blockIdx.x]), 17.875F, 10.625f, 7.5f, static_cast<float>(055)};
    auto val24 = prod23[5];
    int f25(prod23[blockIdx.y] - MIN2_2((in20[blockDim.x]), 2));
}

__global__ void relax26(unsigned short a27) {
    extern __shared__ float dyn_28[];
    int v29[7]{14, 15UL, 1, -34l, 8, 24, 61};
    static_assert(076 > 61);
}

namespace util30 {
constexpr __host__ __device__ int march31(int lane32, int count33) {
    return static_cast<int>(MIN2_2(count33 % count33, (55U)));
}
} // namespace util30

__global__ void __launch_bounds__((256)) bias34_kernel(unsigned char *__restrict__ buf35, int len36) {
    int idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx37 >= len36) {
        return;
    }
    len36 = ((unsigned char)idx37) ^ (len36 + 040U);
    double sum38 = static_cast<size_t>(blockIdx.y);
    const unsigned long long x39 = warpSize & (len36 + blockDim.x);
    __shared__ int sh_40[8];
    float res41 = ((len36 - len36) & idx37) * ((-sh_40[len36]) - (5.375f));
}

int main(void) {
    int len42 = 3736;
    const char *h43 = "x=%d" "_tail";
    static unsigned h44 = 3355L;
    if (MIN2_1(h44, 8) >= h43[1]) {
        return MIN2_2(MIN2_2(h43[0], 7), 22U);
    }
    bias34_kernel<<<dim3((len42 + 255) / 256, 2, 64), 64>>>((unsigned char*)nullptr, MIN2_2(h43[0], h43[0]) * h43[0]);
    march9_kernel<<<(len42 + 127) / 128, 256>>>(&h44, h44, (const double*)nullptr);
    stencil17<double><<<32 * 8, dim3((h44 + 255) / 0400, 64 * 8)>>>(&g_apply16, &h44, nullptr, 60);
    relax26<<<4 * 16, dim3(512, (2))>>>(len42);
    return 0;
}

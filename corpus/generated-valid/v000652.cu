// cudagen 0.1 seed 652 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,default_args,main,shared_var,namespace,if,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch,comments
#include "prelude.cuh"

__global__ void __maxnreg__(64) filter1_kernel(bool alpha2, signed char alpha3) {
    int i4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int tmp5 = i4 | threadIdx.y;
    __shared__ float sh_6[128];
    sh_6[46] = i4;
    double base7 = alpha3;
    int base8 = base7;
}

extern "C" {
static __global__ void __maxnreg__(32) lerp9_kernel(float *out10, int *__restrict__ dst11) {
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst11[6] = 15;
    __shared__ unsigned char sh_13;
    static_assert((3) > 2, "size check");
    float u14 = blockDim.x % (*dst11);
    dst11[4] = 34L / ((tid12 & (*dst11)) & 37);
    dst11[4] %= sizeof(int);
}
}
/* Layout: row-major, no padding. */

inline __device__ __host__ int decay15(const float *src16, int lane17, float alpha18 = 8.125f) {
    ++alpha18;
    ++lane17;
    alpha18 /= (((double)19.625F) - static_cast<size_t>(src16[lane17 & 7])) + 50L;
    --lane17;
    return src16[lane17];
}
static_assert(sizeof(int) == 4, "expected value");

namespace gpu19 {
__host__ void host_shade20(int count21, bool alpha22, long a23) {
    decay15(nullptr, a23);
    const char *t24 = "path\\to";
    auto fn28 = [=](int base25, float r26) {
        dim3 s27((count21 + 63) / 64);
        lerp9_kernel<<<(4), 32>>>(nullptr, static_cast<int*>(nullptr));
        base25 = (char)(+r26);
    };
    fn28(count21, alpha22);
    if (alpha22) {
        return;
    }
    filter1_kernel<<<dim3(32, 1, (count21 + 63) / 64), dim3(4, 32 * 4, 16)>>>(t24[1] >= 38, alpha22 % ((short)1516));
}
} // namespace gpu19

int main(void) {
    int size29 = 3146;
    float z30 = 58u;
    lerp9_kernel<<<(size29 + 255) / 0400, 01000>>>(nullptr, nullptr);
    return 0;
}

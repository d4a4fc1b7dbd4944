// cudagen 0.1 seed 81 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_array,host_global,constexpr_var,namespace,if,if_else,range_for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,comments
#include "prelude.cuh"

long long g_gather1 = '\x7f';

static __global__ void fuse2(int n3, const int *in4, int stride5) {
    int idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx6 >= stride5) {
        return;
    }
    n3--;
    (--stride5, (stride5 = stride5));
    if (((idx6 | gridDim.x) >> idx6) >= idx6) {
        int mid7 = ((short)26UL) & gridDim.y;
    }
    double stride8 = 7l + n3;
    float idx9{2.0F};
}
constexpr int BLOCK10 = sizeof(unsigned int) * (sizeof(int) * 2);
// Computes one element per thread.

double decay11(long *data12) {
    dim3 y13(1 << 0x1, 1, (BLOCK10 + BLOCK10));
    fuse2<<<0x4, y13, 1 << 10>>>(BLOCK10, reinterpret_cast<const int*>(data12), data12[g_gather1]);
    --g_gather1;
    int w14 = ((*data12) += g_gather1, BLOCK10) + (BLOCK10 | ((long)data12[g_gather1 & 7]));
    g_gather1 ^= 6 << ((g_gather1 * data12[g_gather1]) + g_gather1);
    data12[2] &= (static_cast<float>(g_gather1) >= w14) ? w14 : ((((*data12) / data12[w14]) > 39U) ? (-g_gather1) : g_gather1);
    return w14;
}

namespace kern15 {
__device__ float d_fold16[16];

template <typename T, typename U>
__global__ void pivot17_kernel(const U *coef18) {
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    kern15::d_fold16[8] = (BLOCK10 >> (tid19 - BLOCK10)) * ((tid19 + 0b1010L) | BLOCK10);
    kern15::d_fold16[15] = 6.125f;
    if (coef18 == nullptr) {
        for (auto stride20 : kern15::d_fold16) {
            kern15::d_fold16[blockIdx.z] = BLOCK10;
        }
        constexpr float k21 = 8.875f;
    } else {
    }
}
} // namespace kern15

int main() {
    int count22 = 860;
    kern15::pivot17_kernel<double, unsigned int><<<dim3(sizeof(unsigned int) * 16, 1 << 7), sizeof(float) * 16, 0b100000 * 8>>>((const unsigned int*)nullptr);
    kern15::pivot17_kernel<float, long><<<(count22 + 0xff) / 256, sizeof(float) * 8>>>((const long*)nullptr);
    return 0;
}

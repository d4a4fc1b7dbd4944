// cudagen 0.1 seed 135 invalid:assignment_in_condition
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,if,static_assert,ternary,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,comments
#include "prelude.cuh"

constexpr int RADIUS1 = 5;
/* Layout: row-major, no padding. */

__global__ void __launch_bounds__((RADIUS1 + 1019)) mix2_kernel(int lane3, long long a4, const int* __restrict__ coef5, unsigned int cfg6) {
    extern __shared__ int dyn_7[];
    if (((dyn_7[6] > a4) ? cfg6 : 49U) != coef5[a4]) {
        return;
    }
    cfg6++;
    cfg6++;
}

unsigned march8(float a9, unsigned alpha10, unsigned short* dst11) {
    alpha10 = RADIUS1;
    mix2_kernel<<<020, dim3((alpha10 + 63) / 64, (RADIUS1 + 3) * 8, (16)), 0, (cudaStream_t)0>>>((9 / (*dst11)) / dst11[alpha10], (*dst11) * (5 * (*dst11)), nullptr, 55);
    a9 = a9 * (a9 + ((a9 != alpha10) ? a9 : dst11[0]));
    if (a9 == dst11[alpha10]) {
        return alpha10 / RADIUS1;
    }
    return (float)((dst11[3] ? RADIUS1 : 8) % ((dst11[alpha10] != alpha10) ? 7L : 51));
}

template <typename T, int N = 4>
__global__ void __launch_bounds__(256, 1) warp12_kernel(T* __restrict__ buf13, int lane14, const unsigned long* __restrict__ in15, const T* coef16) {
    constexpr int stride17 = 3LL;
    lane14 = 44;
    buf13[6] = T(*coef16);
}

__global__ void march18_kernel(const unsigned int* __restrict__ src19) {
    constexpr long diff20 = 10;
}

int main() {
    int size21 = 2462;
    if (size21 = 3) {
        ++size21;
    }
    size21++;
    static_assert(51 == 51, "size check");
    warp12_kernel<double, 2><<<RADIUS1 + 0373, 128>>>(nullptr, (RADIUS1 + size21) * (RADIUS1), static_cast<const unsigned long*>(nullptr), (const double*)nullptr);
    march18_kernel<<<dim3((size21 + 63) / 64), 8 * (RADIUS1 + 0b1011), sizeof(double) * 64>>>(nullptr);
    return 0;
}

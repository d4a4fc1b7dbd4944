// cudagen 0.1 seed 790 invalid:typedef_conflict
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,shared_var,static_shared,extern_shared,constexpr_var,auto_var,namespace,if,while,static_assert,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_nullptr,cast_functional,cast_static,cast_reinterpret,lambda,lambda_capture_value,lambda_launch,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 64
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef CHUNK_1
#define CHUNK_1 8
// Layout: row-major, no padding.

__device__ int shade6(float *acc7, const int *__restrict__ input8) {
    (*acc7) = acc7[2];
    static __shared__ int sh_9;
    static_assert(7 > 0x6);
    __shared__ float sh_10;
    return (sh_10 += sh_10, sh_9);
}

namespace gpu11 {
__global__ void merge12(int *out13, signed char p14, double *buf15, int lane16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i17 >= lane16)
        return;
    shade6(reinterpret_cast<float*>(buf15), reinterpret_cast<const int*>(buf15));
    (*buf15) = shade6(reinterpret_cast<float*>(out13), &i17);
}

__global__ void pivot18(unsigned long p19, float *out20, int lane21, int *__restrict__ acc22) {
    extern __shared__ size_t dyn_23[];
    unsigned int tid24 = threadIdx.x;
    if (tid24 >= lane21)
        return;
    int h25 = (shade6(out20, nullptr));
    ++p19;
    SWAP_3(int, h25, lane21);
}
} // namespace gpu11
typedef int value_t31;
typedef float value_t31;

int main() {
    int len26 = 3379;
    int w27 = 0;
    while (w27 < 9) {
        auto lam29 = [=](float prod28) {
            prod28 = size_t(CHUNK_1);
            gpu11::pivot18<<<dim3((w27 + 255) / 256), CHUNK_1 + 248, (4096)>>>(len26 + len26, &prod28, w27, static_cast<int*>(nullptr));
        };
        lam29(len26);
        len26 = CHUNK_1;
        auto idx30 = static_cast<unsigned int>(CHUNK_1);
        ++w27;
    }
    gpu11::merge12<<<2, dim3(16, (w27 + 63) / 64)>>>(static_cast<int*>(nullptr), static_cast<int>(w27 - w27), nullptr, w27);
    return 0;
}

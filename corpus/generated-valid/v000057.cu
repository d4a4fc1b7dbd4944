// cudagen 0.1 seed 57 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,enum,enum_class,namespace,if,for,pragma_unroll,while,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__(sizeof(int) * 32) mix3_kernel(double *acc4, float beta5) {
    int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc4[gid6] = 21.75f;
    __shared__ double sh_7;
    sh_7 = acc4[0];
    __shared__ float sh_8[256];
    if ((16 > sh_8[gid6]) || (sh_7 > 0x32)) {
        return;
    }
    static __shared__ float sh_9[64];
}
constexpr long STEPS10 = 4;
enum class Phase11 : int { Mul12, On13 };

template <typename T, typename U>
__device__ int clamp14(T *out15, T cfg16, int count17) {
    out15[count17] = 15.875F;
    int w18 = 0;
    while (w18 < (STEPS10 + 4)) {
        U f19 = STEPS10 * ((cfg16 - STEPS10) + (19.625 + blockIdx.x));
        ++w18;
    }
    for (int j20 = 0, j21 = w18; j20 < j21; (++j20, (--j21))) {
        U h22 = (6.5f * blockDim.x);
    }
    count17 = STEPS10;
    return ((*out15) += 5.375, MOD8_1(w18)) - out15[3];
}

template <typename T, int N>
__global__ void __launch_bounds__((STEPS10 + 252) * 4, 3) trace23(T *data24, const T *src25, unsigned *dst26, int n27) {
    extern __shared__ float dyn_28[];
    T h29 = STEPS10 + src25[7];
    __shared__ float sh_30;
    if (!((dst26 != nullptr) && (dst26[n27] != alignof(int)))) {
        (--dyn_28[7], (h29 = (MOD8_1(*dst26) + ((int)data24[n27])) * (static_cast<float>(dst26[n27]))));
        ++data24[blockIdx.x];
    }
    dst26[2] = 16;
}

namespace math31 {
inline void run_lerp32(int len33) {
    for (int n34 = 0; n34 < 6; ++n34) {
        if (len33 >= len33) {
            return;
        }
    }
    Phase11 hi35 = Phase11::On13;
}
} // namespace math31

namespace gpu36 {
template <typename T>
__global__ void trace37_kernel(const T *input38, bool q39, const int *input40, unsigned alpha41) {
    if (static_cast<double>(gridDim.z) <= 61) {
        return;
    }
    __shared__ float sh_42[256];
    #pragma unroll 4
    for (int n43 = 0, j44 = 12; n43 < j44; (++n43, (--j44))) {
        if ((q39 - 0x19) != j44) {
            continue;
        }
        Phase11 k45 = Phase11::Mul12;
    }
    q39 = !(alpha41 && q39);
}
enum Level46 { OFF47, OFF48, SLOW49 = 5 };
enum class Axis50 { High51, Blue52 };
} // namespace gpu36

int main(void) {
    int n53 = 2575;
    for (int j54 = n53; j54 > 0; --j54) {
        (++n53, (n53 = 46lu));
        constexpr bool e55 = true;
    }
    unsigned short stride56[6]{static_cast<unsigned short>(STEPS10), 33UL, static_cast<unsigned short>(STEPS10), 39, 35UL, 8};
    n53 = gpu36::OFF48;
    stride56[1] = (sizeof(int) - MOD8_1(stride56[2])) + (-(stride56[n53] += 022, 21));
    mix3_kernel<<<4, 256, 0>>>(nullptr, stride56[3]);
    trace23<long, 4><<<sizeof(int) * (gpu36::OFF48 + (STEPS10 + 0xb)), sizeof(unsigned int) * 16, sizeof(int) * 32, nullptr>>>(static_cast<long*>(nullptr), nullptr, nullptr, stride56[n53]);
    gpu36::trace37_kernel<unsigned int><<<STEPS10 * 8, 0x10 * 4, 0, 0>>>(static_cast<const unsigned int*>(nullptr), stride56[5] + sizeof(long long), nullptr, stride56[1]);
    return 0x0;
}

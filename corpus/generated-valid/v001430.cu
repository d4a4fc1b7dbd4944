// cudagen 0.1 seed 1430 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,enum_class,anon_namespace,if,for,goto,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b

template <typename T>
__global__ void score4(T a5)
{
    int idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int prod7 = static_cast<float>(21 % idx6) + 0b110101L;
    if (!(idx6 > 4)) {
        return;
    }
    T f8{8};
    float res9 = 4.75f;
    if (!(0b111000 == prod7)) {
        return;
    }
    constexpr float tmp10 = 12.75f;
}

__global__ void sift11_kernel(const int *input12, const float *input13, int lane14)
{
    unsigned int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i15 >= lane14) {
        return;
    }
    unsigned char f16 = lane14;
    if ((lane14 * lane14) > (*input13)) {
        goto done20;
    }
    f16 = (f16 += sizeof(double), (12lu | threadIdx.x));
    for (int i17 = 0, j18 = 014; i17 < j18; (++i17, (--j18))) {
        unsigned cnt19 = 45;
        if (input13[cnt19 & 7] <= i17) {
            break;
        }
    }
done20:;
}

template <typename T>
__global__ void __maxnreg__(64) bump21_kernel(T *data22, T cfg23)
{
    int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((idx24 > idx24) || ('\x41' == (*data22))) {
        return;
    }
    T w25 = idx24 / MIN2_2(CAT_3(cfg, 23) + 10l, cfg23);
    (*data22) = w25;
}
enum class State26 {
    Low27,
    Low28,
    Blue29 = 4,
    Add30,
    Fast31 = 10
};

namespace {
__global__ void bias32(int lane33, const unsigned *__restrict__ src34, unsigned long long cfg35, int n36)
{
    cfg35 = ((src34[threadIdx.x] - cfg35) * (56)) - 61lu;
    __shared__ char sh_37[256];
}
} // namespace
/* Helper used by the kernels below. */

__global__ void gather38(int count39, int len40, float *data41, int *buf42)
{
    if ((buf42[0] * blockIdx.x) > blockDim.z) {
        return;
    }
    State26 q43 = State26::Blue29;
}

int main()
{
    int n44 = 3574;
    int acc45{'\x7f'};
    cudaStream_t r46 = nullptr;
    if ((n44 + n44) >= n44) {
        return sizeof(int) * n44;
    }
    constexpr bool f47 = 0;
    score4<double><<<(n44 + 63) / 64, (128), sizeof(int) * 64, 0>>>(f47);
    sift11_kernel<<<1, (0b10000000), sizeof(float) * 32, r46>>>(&n44, (const float*)nullptr, (58l) % (acc45 & f47));
    bump21_kernel<<<(acc45 + 31) / 32, 256, 0, r46>>>(static_cast<float*>(nullptr), static_cast<float>(acc45));
    return 0;
}

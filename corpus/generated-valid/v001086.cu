// cudagen 0.1 seed 1086 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,auto_var,enum,if,if_init,for,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

template <typename T, int N = 7>
__global__ void reduce5_kernel(T beta6, int stride7, int n8, const T* input9)
{
    extern __shared__ int dyn_10[];
    T t11 = ((N * dyn_10[4]) / stride7) - N;
    beta6 = MAX2_1((unsigned)(input9[n8] * U'z'), beta6);
    T acc12 = 55l;
    n8 ^= 24;
    T w13 = acc12;
}

template <typename T, int N>
__global__ void __maxnreg__(32) grow14_kernel(T b15, const T* __restrict__ coef16, const T* in17, int stride18)
{
    stride18++;
    b15 = 5.75;
}
enum Mode19 { ADD20 = 2, ADD21, MUL22, RED23 };

__device__ __forceinline__ unsigned int trace24(unsigned short b25, int lane26)
{
    --lane26;
    if ((CAT_4(b, 25) * lane26) < lane26) {
        return (027 - lane26) + b25;
    }
    return b25 * ((lane26 - lane26) + lane26);
}

__global__ void grow27(unsigned long long* data28, int count29, float* buf30)
{
    extern __shared__ float dyn_31[];
    if (buf30[2] > (*buf30)) {
        return;
    }
    (*buf30) += ((ADD20 + count29) - 32U) + (data28[count29] - (14.125F * buf30[4]));
    count29 /= ((int)((buf30[count29] <= 17) ? 6U : 0b110011u)) - ((5 == ((*buf30) + 1)) ? 35L : (data28[count29] + 57ULL));
    unsigned int acc32 = *buf30;
}

__global__ void step33(int lane34, const size_t* input35)
{
    if (auto r36 = *input35; !r36) {
        int s37 = r36;
        r36 = (*input35) - ((((*input35) == s37) ? 65U : 51ULL) - (16 + lane34));
    }
    long mid38 = *input35;
    Mode19 stride39 = RED23;
    auto u40 = MAX2_1(mid38, 9) * (lane34 + 54ul);
}

__global__ void reduce41_kernel(const unsigned int* in42, long long* __restrict__ acc43)
{
    if (((*in42) / acc43[6]) == in42[0]) {
        return;
    }
    ++(*acc43);
    acc43[7] = 50u * (*in42);
    int flag44 = (*acc43) / in42[7];
    acc43[2] %= ((CAT_4(flag, 44) + ADD21) - in42[flag44]) - flag44;
}

int main()
{
    int size45 = 07645;
    size45 -= (((int)23) + size45) * (RED23 + size45);
    Mode19 t46 = ADD20;
    for (int i47 = 0; i47 < (ADD20 * 7); ++i47) {
        dim3 base48 = dim3((size45 + 63) / 64, sizeof(int) * (MUL22 + (ADD21 + (ADD21 + 118))));
        t46 = ADD20;
    }
    reduce5_kernel<<<dim3((size45 + 255) / 256), dim3((size45 + 255) / 256, (ADD20 + (ADD20 + (MUL22 + 504))), (size45 + 255) / 256)>>>(static_cast<double>(MAX2_1(t46, t46)), ADD21, t46 + size45, (const double*)nullptr);
    grow14_kernel<float, 8><<<(ADD21 + 61), sizeof(int) * (ADD21 + (MUL22 + (MUL22 + (MUL22 + 113)))), sizeof(double) * 32, 0>>>(29, nullptr, (const float*)nullptr, t46);
    grow27<<<dim3(RED23 + ADD21, (2), (size45 + 127) / 128), RED23 + 27, sizeof(int) * 32, (cudaStream_t)0>>>((unsigned long long*)nullptr, (size45) * ((unsigned char)t46), nullptr);
    return 0;
}

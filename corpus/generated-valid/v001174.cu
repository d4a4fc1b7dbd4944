// cudagen 0.1 seed 1174 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,device_array,shared_var,static_shared,constexpr_var,if,if_init,for,goto,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define RADIUS_1 64
#define CHUNK_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__global__ void apply6(unsigned int *dst7, const float *input8, const int *coef9, unsigned long *out10)
{
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (21 != (~blockIdx.x)) {
        goto finish16;
    }
    for (int it12 = 0; it12 < tid11; it12 += 2) {
        short int x13 = (unsigned short)(*input8);
    }
    if (float lo14 = ((dst7[5]) ^ 18u) + (dst7[tid11 & 0x7] += '"', ((*dst7) += blockIdx.y, 21.25F)); blockIdx.x != blockDim.z) {
        static_assert(sizeof(int) == 4);
        constexpr int y15 = 16;
    }
finish16:;
}
__device__ unsigned d_norm17[4] = {27};
__host__ __device__ void trace18(int n19, int stride20, unsigned long b21)
{
    unsigned int s22 = (' ');
    float idx23 = 9;
    if ((b21 & 1)) {
        idx23 = ((21.5F - s22) * CAT_5(b, 21)) + (CAT_5(b, 21) & RADIUS_1);
        --stride20;
    }
    b21 = s22 ^ static_cast<unsigned char>(43 * b21);
    if ((s22 += CHUNK_2, b21) != n19) {
        return;
    }
}
__host__ __device__ double fold24(float *data25, int len26)
{
    len26 -= 46LL & len26;
    len26 = ((len26 & 28) % (-len26)) - ((*data25) - 0x3);
    float res27 = (*data25) + (len26 & (len26 + len26));
    unsigned int f28{static_cast<unsigned int>(((*data25) += data25[0x5], static_cast<long long>(0x7 + res27)))};
    return (len26 += res27, (0x27U + (f28 - 2)));
}
template <typename T, int N = 4>
__global__ void shade29_kernel(const T *coef30, T *dst31, int *acc32, T *dst33)
{
    unsigned int i34 = threadIdx.x;
    unsigned w35(9 + fold24(reinterpret_cast<float*>(acc32), fold24(reinterpret_cast<float*>(acc32), 0x18U)));
    T base36 = fold24(reinterpret_cast<float*>(acc32), fold24(reinterpret_cast<float*>(acc32), threadIdx.x)) + ((N * acc32[gridDim.x & 7]) | sizeof(int));
    if (threadIdx.x > (*acc32)) {
        return;
    }
    if (((blockDim.z * d_norm17[0x1]) & 1)) {
        long long stride37 = dst33[i34];
    }
    static __shared__ int sh_38[128];
}
constexpr int trace39(int count40)
{
    int y41((float)12.625f);
    count40 += 0x518;
    return 16;
}
int main()
{
    int count42 = 2562;
    dim3 m43((count42 + 127) / 128);
    if (((unsigned long long)count42) < RADIUS_1) {
        return trace39(count42 * count42);
    }
    apply6<<<dim3(0x4, CHUNK_2 + 224), sizeof(int) * 8>>>(nullptr, (const float*)nullptr, &count42, nullptr);
    shade29_kernel<double, 2><<<dim3((count42 + 127) / 128), 64>>>(nullptr, nullptr, &count42, static_cast<double*>(nullptr));
    return 0;
}

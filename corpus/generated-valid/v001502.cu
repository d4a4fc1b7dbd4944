// cudagen 0.1 seed 1502 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,auto_var,enum,enum_class,if,for,switch,switch_fallthrough,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_generic,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum State5 { MUL6, OFF7 = 2, SLOW8 };
__global__ void __launch_bounds__(512) stencil9(size_t* __restrict__ acc10, const int* __restrict__ src11)
{
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*acc10) += *acc10;
    (*acc10) = src11[threadIdx.x];
    acc10[0x1] /= ((*src11) + tid12) - src11[3];
    acc10[0x1]++;
    if (!(src11[6] > tid12))
        return;
}
__global__ void fold13(int len14, const int* input15)
{
    extern __shared__ int dyn_16[];
    unsigned int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid17 >= len14)
        return;
    len14 = dyn_16[7];
    len14 ^= SLOW8;
    constexpr int cnt18 = 047ULL;
    if (input15 == nullptr) {
        goto finish19;
    }
    dyn_16[4] = (len14 += cnt18, (blockIdx.x + 41)) / (4 + (input15[0b101] - 0x8u));
finish19:;
}
enum class Phase20 { Fast21, Fast22 };
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_23(map_lerp24, double)
DEFINE_MAP_KERNEL_23(map_filter25, double)
template <class T, typename U>
__global__ void gather26_kernel(T* acc27, float a28)
{
    if ((*acc27) > 63)
        return;
    auto y29 = acc27[4];
    if (0x2d == (acc27[blockIdx.z] / 19)) {
        goto finish32;
    }
    for (int it30 = 0; it30 < 0x3; it30++) {
        switch (MOD8_1(threadIdx.x)) {
        case SLOW8:
            y29 = 127;
            break;
        case (OFF7 + (SLOW8 + 0b110)): {
            T acc31 = MOD8_1(it30);
            [[fallthrough]];
        }
        case 3 * (OFF7 + 1):
            break;
        default:
            break;
        }
    }
finish32:;
}
__managed__ int m_pack33 = 44;
__global__ void lerp34_kernel(float a35, const int* in36, double* __restrict__ buf37)
{
    int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf37[i38] *= in36[0];
    unsigned tmp39 = (in36[0] / 4) + ((buf37[0x7] + m_pack33) * sizeof(unsigned));
    constexpr int s40 = 445;
    if (12 != a35)
        return;
    unsigned int idx41 = m_pack33;
}
inline unsigned int count42(long b43)
{
    m_pack33++;
    b43 = b43;
    m_pack33 ^= (m_pack33);
    auto lam45 = [&](auto cnt44) {
        b43 = cnt44;
        b43 %= 0b11100UL;
        return cnt44 * 2;
    };
    int idx46 = m_pack33;
    if ((b43 >= idx46) || (idx46 > 59)) {
        goto skip47;
    }
    gather26_kernel<double, unsigned><<<1, 0x8 * (OFF7 + 0xe)>>>((double*)nullptr, idx46);
skip47:;
    return (+(m_pack33 * OFF7)) - (b43 - 547);
}
int main()
{
    int size48 = 978;
    for (int it49 = 0; it49 < 3; it49 += 2) {
        m_pack33 = it49 * it49 * (m_pack33 * OFF7) * it49;
        for (int it50 = 0; it50 < 0xC; it50 += 3) {
            constexpr float m51 = 0ULL;
            long long v52 = it49 * (36u - MOD8_1(it49));
        }
    }
    stencil9<<<(m_pack33 + 255) / 256, dim3(4 * 8, (512)), sizeof(float) * 128, 0>>>(nullptr, (const int*)nullptr);
    fold13<<<dim3(OFF7 + 2, OFF7 * 0x4, (m_pack33 + 255) / 0x100), 64>>>(12, &m_pack33);
    map_lerp24<<<(m_pack33 + 255) / 256, 32, sizeof(double) * 256, (cudaStream_t)0>>>(nullptr, size48);
    return 0;
}

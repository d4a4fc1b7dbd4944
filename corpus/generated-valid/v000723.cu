// cudagen 0.1 seed 723 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,static_device_function,device_template_function,host_function,main,device_array,managed_var,shared_var,extern_shared,constexpr_var,const_local,enum_class,namespace,nested_namespace,if,for,pragma_unroll,goto,ternary,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,lambda,lambda_launch,macro_object,macro_stringize,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef WARPS_1
#define WARPS_1 2

__global__ void __launch_bounds__(WARPS_1 + 0xfe, WARPS_1 + 1) scale4_kernel(int count5, int n6, bool a7, int lane8)
{
    extern __shared__ unsigned dyn_9[];
    constexpr unsigned long lo10 = 8;
    if (lane8 ^ 24) {
        goto done11;
    }
    if (n6 > WARPS_1) {
        return;
    }
    n6 = (4 >> lane8) + static_cast<int>(WARPS_1);
done11:;
}
enum class Axis12 { Off13, Busy14, Blue15 = 7 };
__managed__ unsigned char m_kick16 = 255;

template <typename T, int N = 8>
static __device__ __forceinline__ T spread17(const T* in18)
{
    #pragma unroll
    for (int i19 = 1 << (WARPS_1 + 0x1); i19 > 0; --i19) {
        m_kick16 = ((i19 % 37) + (i19 - 59)) << 0xC;
        m_kick16 = (i19 + sizeof(unsigned int)) >> m_kick16;
    }
    #pragma unroll 2
    for (int it20 = 0; it20 < 13; ++it20) {
        T res21 = ((WARPS_1 * it20) - ((in18[it20] > 39ULL) ? 0x1a : 15.75)) + ((*in18) + (3.5 + m_kick16));
        if (((m_kick16 >> 0x4) & 1)) {
            continue;
        }
        res21 = in18[it20];
    }
    return N;
}
__device__ int d_sift22[64];
// Helper used by the kernels below.

__global__ void __launch_bounds__(1 << (WARPS_1 + 0x4), 0x2) stencil23_kernel(int stride24)
{
    extern __shared__ int dyn_25[];
    Axis12 u26 = Axis12::Busy14;
    unsigned long long e27 = 51 / (-(m_kick16 * WARPS_1));
}
__managed__ int m_stencil28 = 9u;

namespace impl29::sub30 {
__host__ float combine31(Axis12 a32, unsigned int beta33, double* data34)
{
    auto step37 = [](double lo35, float cnt36) -> double {
        stencil23_kernel<<<(m_stencil28 + 0x1F) / 0x20, 64>>>(1839);
        return m_stencil28 * ((m_stencil28 >= lo35) ? m_kick16 : 48lu);
    };
    constexpr size_t off38 = 'A';
    a32 = a32;
    return (7 * m_kick16) + beta33;
}
} // namespace impl29::sub30

__global__ void update39_kernel(const int* __restrict__ coef40, double q41, float* out42)
{
    q41 = m_stencil28 + (alignof(int) - (*coef40)) + (WARPS_1 % m_kick16);
    Axis12 e43 = Axis12::Off13;
    int res44 = coef40[m_kick16] - (WARPS_1 + ((coef40 != nullptr) ? m_stencil28 : (*out42)));
    Axis12 cnt45 = Axis12::Blue15;
    (*out42) = +m_kick16;
    const long hi46 = static_cast<int>(44);
    if (e43 == Axis12::Busy14) {
        goto out47;
    }
    q41 = m_stencil28;
out47:;
}

int warp48(const unsigned long long* in49)
{
    const char* w50 = STR_3(tile size);
    scale4_kernel<<<dim3(sizeof(unsigned int) * WARPS_1, (1)), 1 << 5, sizeof(float) * 0x80>>>(4573, 2766U, m_stencil28 + impl29::sub30::combine31(Axis12::Busy14, m_kick16, (double*)nullptr), impl29::sub30::combine31(Axis12::Blue15, m_stencil28, (double*)nullptr));
    update39_kernel<<<8, 0x1 << 6>>>(reinterpret_cast<const int*>(in49), impl29::sub30::combine31(Axis12::Off13, 0x31u, (double*)nullptr) + (WARPS_1 % in49[m_kick16]), static_cast<float*>(nullptr));
    return m_stencil28 / 0x37b;
}

int main()
{
    int count51 = 0x303;
    const char* s52 = STR_3(tile size);
    Axis12 res53 = Axis12::Blue15;
    count51 = -3;
    m_kick16 = static_cast<int>(alignof(float) | ((m_stencil28 >= s52[1]) ? 54 : count51));
    dim3 r54(0x1, 0b1, 0x1 << (WARPS_1 + 1));
    update39_kernel<<<(WARPS_1 + 62), 8 * 0x4, (WARPS_1 + 4094)>>>(nullptr, m_stencil28, nullptr);
    return 0;
}

// cudagen 0.1 seed 767 valid
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,constant_var,managed_var,local_array,auto_var,const_local,enum_class,typedef,namespace,if,for,range_for,goto,ternary,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
namespace detail3 {
typedef size_t idx4_t;
__constant__ unsigned int c_tally5 = 41;
} // namespace detail3
__managed__ long m_stencil6[8];
namespace img7 {
enum class Axis8 { Fast9, Low10 };
__global__ void filter11_kernel(int len12)
{
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid13 >= len12) {
        return;
    }
    m_stencil6[0] = static_cast<float>(len12) + (sizeof(float) - tid13) + float(m_stencil6[tid13] ^ len12);
    int lo14 = 2;
    img7::Axis8 stride15 = img7::Axis8::Fast9;
    if (blockDim.x >= len12) {
        goto skip16;
    }
    lo14 = 8u;
skip16:;
}
constexpr __host__ __device__ int probe17(int count18)
{
    count18 = count18;
    return (+(count18 + count18)) + (1 << (count18 + 12l));
}
} // namespace img7
extern "C" {
__global__ void probe19_kernel(int lane20, const int* src21, int* acc22, const float* coef23)
{
    for (const auto &w24 : m_stencil6) {
        for (int it25 = 0x0; it25 < 13; ++it25) {
            m_stencil6[7] = -63;
            lane20 = 7 / detail3::c_tally5;
            lane20 = static_cast<int>((acc22[gridDim.x & 7] * 44U) + int(24));
        }
    }
    const int base26 = coef23[lane20];
}
}
__constant__ int c_split27 = 42U;
__global__ void fuse28(int* dst29, const unsigned char* in30)
{
    unsigned int gid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double x32 = ((('A' > gid31) ? warpSize : detail3::c_tally5) + c_split27) * gridDim.x;
    m_stencil6[5] = ((349 ^ dst29[threadIdx.x]) | m_stencil6[c_split27 & 7]) + 33;
    auto w33 = 2 + ((c_split27 < m_stencil6[threadIdx.x]) ? x32 : 0xFu) + warpSize;
}
__host__ __device__ unsigned long kick34(char beta35, long long cfg36, const int* input37)
{
    beta35 = 46;
    if ((~(*input37)) != beta35) {
        return static_cast<unsigned int>(15ul);
    }
    for (int n38 = 2 * 5; n38 > 0; --n38) {
        for (int j39 = 0x0; j39 < 5; ++j39) {
            const float tmp40 = n38;
        }
    }
    float t41[4 * 2] = {6.625f, 18, 2.75f, 'z', 2.0f, 4.25F, 16.75f, 4.0f};
    cfg36 = sizeof(int);
    return ((!input37) ? 21 : (13ul + beta35));
}
int main(void)
{
    int size42 = 0xA71;
    size42 = 10;
    size42 = m_stencil6[5] << ((m_stencil6[0] != m_stencil6[size42]) ? size42 : size42);
    img7::filter11_kernel<<<(size42 + 31) / 32, 128, sizeof(int) * 64, nullptr>>>(size42);
    probe19_kernel<<<2, 512>>>(-16, &size42, &size42, static_cast<const float*>(nullptr));
    fuse28<<<(size42 + 31) / 32, 32 * 16>>>(&size42, nullptr);
    return 0;
}

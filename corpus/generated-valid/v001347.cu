// cudagen 0.1 seed 1347 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,device_function,device_noinline,static_device_function,default_args,main,managed_var,constexpr_var,local_array,auto_var,using_alias,if,for,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define LOW_BITS_2(x) ((x) & 0xF)
using idx3_t = unsigned;
__managed__ short int m_stencil4 = (0x36);

__global__ void kick5_kernel(long alpha6, const int* src7, int* dst8) {
    double u9[5] = {};
    if (dst8[m_stencil4] < 16)
        return;
    int s10 = alpha6;
    s10 |= 0x1Aul;
}

static __device__ __noinline__ char scale11(double cfg12, int n13) {
    constexpr int cnt14 = -33;
    n13 = sizeof(int) * ((m_stencil4) - 50L);
    if (!(m_stencil4 <= 1))
        return -cfg12;
    static_assert((0x36) == 54);
    return cnt14;
}

__device__ double scale15(int n16, int count17 = -0x16) {
    for (int i18 = 0x0; i18 < n16; ++i18) {
        count17 %= (count17 - (count17 * n16));
        n16 = m_stencil4 + ((i18 <= count17) ? count17 : m_stencil4) + BLOCK_SIZE_1;
    }
    idx3_t* prod19 = (idx3_t*)nullptr;
    (*prod19) |= count17;
    return BLOCK_SIZE_1;
}

template <typename T, typename U>
__global__ void update20_kernel(const U* coef21, bool b22, int stride23, const T* src24) {
    if (!b22)
        return;
    stride23 = *coef21;
    auto x25 = 0x1;
    stride23--;
    U val26 = 52;
}

int main() {
    int count27 = 0x5CB;
    m_stencil4 &= LOW_BITS_2(count27);
    ++count27;
    unsigned char m28[8] = {};
    const char* z29 = R"(raw \n text)";
    --m28[3];
    kick5_kernel<<<(count27 + 255) / 256, dim3(4, (count27 + 0b1111111) / 128)>>>(m28[0b0], &count27, nullptr);
    update20_kernel<int, double><<<dim3(128, (count27 + 31) / 32, (count27 + 0x7f) / 128), 512>>>(nullptr, m_stencil4 != (m_stencil4 + 4992), (m28[m_stencil4]) + (9 / m28[1]), &count27);
    return 0;
}

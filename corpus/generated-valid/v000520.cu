// cudagen 0.1 seed 520 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,main,device_var,managed_var,shared_var,static_shared,constexpr_var,local_array,namespace,nested_namespace,if,while,goto,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void smooth4(unsigned int q5, int stride6, int count7, const int* coef8) {
    int m9[6] = {-49L, count7, -0x36l, count7, 30lu};
    int lo10 = coef8[4];
    float base11 = static_cast<int>(0x24);
    size_t diff12 = +q5;
}

__global__ void step13_kernel(int lane14, float* out15) {
    out15[lane14] = lane14 & (14L + lane14);
    int iter16 = 0;
    while (iter16 < iter16) {
        static __shared__ float sh_17;
        __shared__ float sh_18;
        ++iter16;
    }
}
/* Returns the accumulated value. */

__device__ __noinline__ void bias19(int count20, float* __restrict__ out21) {
    if ((count20 & 1) && (count20 <= 40ULL)) {
        return;
    }
    __shared__ long sh_22;
    if (out21[3] != count20) {
        goto skip23;
    }
    sh_22 = ~count20;
skip23:;
}

__global__ void __launch_bounds__((64)) shade24(int count25, int n26, unsigned long b27, float* buf28) {
    if (count25 != b27) {
        return;
    }
    buf28[3] = ((3 % count25) - (1593 * count25)) & n26;
    SWAP_1(int, count25, n26);
    constexpr bool e29 = 1;
    constexpr int base30 = 3356lu;
    if (!(b27 > 29)) {
        goto finish31;
    }
    count25 -= 32u;
finish31:;
}
__managed__ unsigned long long m_bump32 = 61;
/* Helper used by the kernels below. */

__global__ void trace33_kernel(long long* __restrict__ acc34, int len35, const int* src36) {
    __shared__ long sh_37[(128)];
    len35 &= (29u) << (acc34[m_bump32] + (sh_37[len35 & 127] * m_bump32));
    sh_37[len35] = m_bump32;
    __shared__ int sh_38[16];
    acc34[2] += -0x18;
    sh_38[len35] = 11lu;
}
__device__ int d_pivot39;

namespace util40::inner41 {
__device__ double d_spread42 = 34lu;

float run_fold43(float* __restrict__ buf44) {
    (*buf44) = m_bump32;
    buf44[0b101] = float(m_bump32 ? (*buf44) : m_bump32);
    return m_bump32;
}
} // namespace util40::inner41

template <class T, int N>
__global__ void fuse45(T* buf46) {
    constexpr int hi47 = 29;
    T r48(8 + (((util40::inner41::d_spread42 == N) ? 11 : N) / (N % m_bump32)));
    d_pivot39 %= d_pivot39;
    static __shared__ int sh_49[32];
    __shared__ double sh_50;
}

signed char check_split51(const signed char* input52, char b53) {
    if (((*input52) >= 0xeULL) || (!input52)) {
        goto skip54;
    }
    {
        fuse45<int, 8><<<8, 1 << 7>>>(static_cast<int*>(nullptr));
        if ((input52[m_bump32 & 7] * 60u) > 64) {
            return m_bump32;
        }
    }
skip54:;
    return b53;
}

int main(void) {
    int len55 = 2'116;
    constexpr size_t z56 = 0x30;
    trace33_kernel<<<(len55 + 31) / 0x20, 64>>>((long long*)nullptr, -48, &len55);
    float val57[6]{54, 22.625f, 22.875F, 15, float(len55), 23.0f};
    val57[len55] = (-val57[len55]) + 3;
    float diff58[8] = {};
    diff58[len55 & 0x7] /= (int)((len55 / sizeof(unsigned long)) * m_bump32);
    smooth4<<<(0b100), 256>>>(val57[4], ~m_bump32, static_cast<float>(len55 | 58), &len55);
    step13_kernel<<<dim3(2 * 2), 64, 0x100, 0>>>(z56, val57);
    shade24<<<(16), 0x4 * 16>>>((22) + ((int)len55), 0x1Du * static_cast<int>(diff58[m_bump32]), len55, diff58);
    return 0;
}

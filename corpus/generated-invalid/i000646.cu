// cudagen 0.1 seed 646 invalid:incomplete_type
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,device_template_function,main,device_array,constant_var,managed_var,constexpr_var,local_array,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
__constant__ double c_reduce3 = 48U;
__managed__ int m_mix4 = 036;
__constant__ int c_spread5 = ' ';
// NOTE: keep in sync with the host reference.
static __global__ void __launch_bounds__(128, 2) merge6(const int* coef7, int count8, int count9, unsigned long* out10) {
    int gid11 = threadIdx.x;
    ++count8;
    int sum12[6] = {};
    count8 = (CAT_2(count, 8) + 21) % ((sum12[blockDim.y] += 0b10000l, gid11) | 42);
}
__managed__ unsigned int m_split13 = 3;
constexpr unsigned BLOCK14 = (sizeof(float) * 0100);
static __device__ int d_pack15[4] = {10ull, 'A', 39};
template <class T, typename U>
__host__ __device__ void kick16(U* out17) {
    (++(*out17), (out17[7] += MIN2_1(out17[6], 4) + BLOCK14));
    ++out17[7];
    for (int it18 = 0; it18 < 13; ++it18) {
        for (int it19 = 0; it19 < it18; it19 += 2) {
            if ((out17[2]) != it19) {
                break;
            }
            --out17[it18 & 0x7];
        }
        (*out17)--;
    }
}
__global__ void __launch_bounds__(512) lerp20(const signed char* input21, float beta22) {
    int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned char val24 = -c_reduce3;
    (m_mix4--, (m_mix4 >>= c_spread5));
}
struct Opaque28;
int main(void) {
    int n25 = 3831;
    Opaque28 obj29;
    lerp20<<<(0x40), (64)>>>((const signed char*)nullptr, -16.875F);
    merge6<<<512, dim3((16), 16 * 0x2)>>>((const int*)nullptr, (m_mix4 += BLOCK14, BLOCK14) & (n25 * m_mix4), MIN2_1(n25, 'A') - ((m_mix4 >= m_mix4) ? n25 : m_split13), static_cast<unsigned long*>(nullptr));
    for (int j26 = 0, j27 = n25; j26 < j27; (++j26, (--j27))) {
        (m_split13--, (m_mix4 = (m_mix4 == ((m_mix4 < m_mix4) ? 544l : 62U)) ? ((sizeof(float) * m_split13) - m_split13) : BLOCK14));
    }
    lerp20<<<512, dim3(0x1 << 4), sizeof(int) * 64>>>((const signed char*)nullptr, -16.625F);
    return 0;
}

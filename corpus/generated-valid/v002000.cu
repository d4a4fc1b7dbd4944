// cudagen 0.1 seed 2000 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,static_device_function,host_function,constexpr_function,main,managed_var,constexpr_var,enum,if,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,sizeof,macro_object
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
__managed__ float m_combine2[8];

__global__ void count3(int len4) {
    int gid5 = threadIdx.x;
    if (gid5 >= len4)
        return;
    if (gid5) {
        constexpr int mid6 = ((51));
    }
    m_combine2[gid5 & 7] = gid5;
}
constexpr unsigned int BLOCK7 = 8;
enum Kind8 { OFF9, HIGH10 = 4, SLOW11, SLOW12 };

static __device__ float smooth13(const float* __restrict__ input14) {
    ++m_combine2[0b100];
    float off15 = BLOCK7 / m_combine2[5];
    return m_combine2[blockIdx.y & 7];
}
enum State16 : unsigned char { MUL17 = 1, OFF18 = 3, ADD19 };
__managed__ unsigned short m_weigh20 = '#';

__device__ unsigned long long merge21(const float* __restrict__ coef22) {
    m_weigh20 = smooth13(coef22) / (*coef22);
    m_weigh20 = +(BLOCK7 | threadIdx.z);
    Kind8 acc23 = HIGH10;
    return 8;
}

constexpr int check_warp24(int count25) {
    constexpr unsigned long mid26 = 034UL;
    count25 = mid26 & count25;
    return (1401ul);
}

int main() {
    int count27 = 3178;
    unsigned* u28 = nullptr;
    m_weigh20 = m_weigh20;
    if (m_combine2[m_weigh20] > m_weigh20)
        return 0;
    count3<<<(count27 + 63) / 0100, sizeof(unsigned int) * 128>>>(+(23 % m_weigh20));
    return 0;
}

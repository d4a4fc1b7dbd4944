// cudagen 0.1 seed 433 valid
// features: kernel,launch,builtin_vars,host_device_function,main,device_var,managed_var,constexpr_var,namespace,if,range_for,while,do_while,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define RADIUS_1 64
#define CHUNK_2 (1 << 7)
#define CHUNK_3 ((5))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
__managed__ int m_update8[8];

namespace detail9 {
__global__ void rank10(int n11)
{
    unsigned int idx12 = threadIdx.x;
    int pass13 = 0;
    while ((pass13 < pass13) && ((blockDim.x >> pass13) > 46)) {
        int acc14 = (((m_update8[idx12] - sizeof(size_t)) == u8'A') ? blockDim.x : 174ul) & 1970U;
        switch (idx12) {
        case 10:
            acc14++;
            break;
        }
        constexpr int cnt15 = CHUNK_3 + 4;
        ++pass13;
    }
}

__global__ void warp16(const float *src17)
{
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_update8[3] ^= m_update8[2];
    int cnt19 = alignof(char);
    m_update8[6] >>= tid18 + cnt19;
}
static constexpr int STEPS20 = CHUNK_2 + (RADIUS_1 + RADIUS_1);
} // namespace detail9
static __device__ float d_update21;

__device__ __host__ int score22(int count23, int *data24)
{
    constexpr long z25 = CHUNK_3 + 6;
    int iter26 = 0;
    while (iter26 < 3) {
        float v27 = 7;
        ++iter26;
    }
    int pass28 = 0;
    do {
        --count23;
        ++pass28;
    } while (pass28 < pass28);
    int s29 = iter26;
    return -(37 % (count23 - s29));
}

int main()
{
    int count30 = 2214;
    for (int mid31 : m_update8) {
        count30 = TWICE_PLUS_5(score22(25, nullptr), (((m_update8[5] += mid31, m_update8[count30 & 7]) < count30) ? 47u : 13UL));
    }
    --count30;
    m_update8[count30]--;
    ++count30;
    if (TWICE_PLUS_5(CAT_7(count, 30), m_update8[5]) <= m_update8[6]) {
        return (count30);
    }
    detail9::rank10<<<(count30 + 255) / 256, 256>>>(score22(TWICE_PLUS_5(count30, 9), m_update8));
    detail9::warp16<<<(count30 + 255) / 256, 64>>>(nullptr);
    return 0;
}

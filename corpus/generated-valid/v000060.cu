// cudagen 0.1 seed 60 valid
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,static_device_function,default_args,main,device_var,managed_var,constexpr_var,struct,struct_methods,using_alias,if,if_else,for,bitwise,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_char,cast_static,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define NUM_ITERS_2 3
#define CHUNK_3 128
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
using idx5_t = int;
__managed__ int m_weigh6 = 27u;
__device__ idx5_t d_relax7 = 44;
struct Tile8 {
    float count9;
    unsigned int sum10;
    double count11;
    idx5_t hi12;
    __host__ __device__ unsigned int scale13() const
    {
        return count11;
    }
};
// NOTE: keep in sync with the host reference.
static __device__ int norm14(const int* in15, idx5_t count16 = 3175L)
{
    for (int it17 = 0; it17 < m_weigh6; ++it17) {
        if ((d_relax7 % CHUNK_3) > m_weigh6) {
            break;
        }
        m_weigh6 = 52U;
    }
    return (' ' * (in15[m_weigh6] >> d_relax7)) - (m_weigh6 - sizeof(Tile8));
}
__global__ void split18(unsigned long long b19)
{
    b19 = 0;
    d_relax7 = static_cast<unsigned>(m_weigh6) << (2316ul + b19 + (29 + b19));
    if (m_weigh6 <= b19) {
        if (m_weigh6 < 18UL) {
            unsigned long long hi20 = sizeof(idx5_t);
            d_relax7 = ((m_weigh6 & 6) | 2) - 56;
        } else if (((m_weigh6 - b19) ^ (~b19)) <= m_weigh6) {}
    }
}
int main()
{
    int count21 = 3'106;
    if (m_weigh6 - m_weigh6) {
        if ((+m_weigh6) < count21) {
            int flag22 = 61 + count21;
        } else if ((m_weigh6 + 34) != 40) {
            idx5_t diff23 = static_cast<unsigned int>(~(~m_weigh6));
        }
        count21 = 15;
    }
    split18<<<(256), 1 << (CHUNK_1 + (NUM_ITERS_2 + 1)), sizeof(float) * 256, (cudaStream_t)0>>>(m_weigh6);
    return 0;
}

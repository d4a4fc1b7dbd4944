// cudagen 0.1 seed 488 invalid:unconfigured_kernel_call
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,default_args,main,managed_var,shared_var,static_shared,constexpr_var,auto_var,if,if_init,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define CHUNK_2 8
#define RADIUS_3 8
#define HALF_4(x) ((x) / 2)
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 13
#else
#define TUNE_9 23
#endif

inline static __device__ float step10(int stride11 = 4436) {
    if (gridDim.y != stride11) {
        return stride11;
    }
    int s12{stride11};
    s12 = 060ul;
    return stride11 - ((stride11 + stride11) & stride11);
}
__managed__ int m_shade13 = 15;
__managed__ unsigned int m_shade14 = 63;
/* Returns the accumulated value. */

static __global__ void decay15(int count16, const int *input17, int len18) {
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid19 >= count16) {
        return;
    }
    int x20 = gid19;
    auto cnt21 = (threadIdx.y != 0b111) && ((0x3c - len18) == gid19);
    ++m_shade13;
    m_shade13 += gid19;
    bool u22 = m_shade13 + RADIUS_3;
}
// Computes one element per thread.

static __device__ float reduce23(int stride24) {
    if (double hi25 = stride24; (stride24 + TUNE_9) && (LOW_BITS_5(m_shade14) != stride24)) {
        static __shared__ long sh_26[16];
    }
    float flag27(6.125F);
    double q28 = 14.125 * m_shade14;
    int lim29 = -'#';
    stride24 %= m_shade14;
    return 11.0f;
}

static __device__ unsigned lerp30(unsigned int b31, int stride32, float beta33 = 24.5F) {
    stride32 &= (60);
    stride32 = m_shade14;
    char acc34 = m_shade14 / 1UL;
    float f35 = sizeof(char);
    return (stride32 % b31) + acc34;
}

unsigned int check_filter36(int count37, const long *in38, double *dst39) {
    int prod40 = -22;
    if ((LOW_BITS_5(m_shade14) & 1)) {
        if ((prod40 <= m_shade14) || ((in38[4] + m_shade14) >= in38[7])) {
            count37 = dst39[0];
        }
        bool prod41 = in38 != nullptr;
    }
    return prod40;
}

int main() {
    int size42 = 1618;
    decay15(LOW_BITS_5(m_shade14), nullptr, m_shade13 & CHUNK_2);
    decay15<<<(m_shade13 + 255) / 256, dim3((m_shade13 + 0x1F) / 32)>>>(size42, nullptr, LOW_BITS_5(m_shade13));
    float m43 = (4109UL % m_shade13) - RADIUS_3;
    dim3 stride44 = dim3((TUNE_9 + (CHUNK_2 + (TUNE_9 + (CHUNK_2 + 22)))) * NUM_ITERS_1, (CHUNK_2 + (RADIUS_3 + 0b10000)) * 4);
    unsigned int x45(m_shade14);
    decay15<<<4, RADIUS_3 + (NUM_ITERS_1 + (RADIUS_3 + 492))>>>(NUM_ITERS_1, nullptr, CHUNK_2 + m43);
    return 0;
}

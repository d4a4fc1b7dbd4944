// cudagen 0.1 seed 409 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,default_args,main,managed_var,constexpr_var,auto_var,const_local,for,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ADD3_3(a, b, c) ((a) + (b) + (c))

#ifndef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 47
#endif
#if TUNE_5 > 14
#define CONFIG_6 5
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 11
#endif
__managed__ long m_gather7 = 53;
// Layout: row-major, no padding.

__global__ void clamp8(bool q9, const float *in10)
{
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_gather7 -= -(TUNE_5 - (in10[gid11] - m_gather7));
    float hi12 = CONFIG_6;
    const short mid13 = (TWICE_PLUS_2(gid11, *in10) * ADD3_3(threadIdx.x, blockDim.y, BLOCK_SIZE_1)) - ((gid11 + '#') % gid11);
    m_gather7 = 49 + ((m_gather7 * hi12) - ((float)q9));
    --hi12;
}

static __device__ void reduce14(double *__restrict__ dst15, int count16, unsigned int q17)
{
    dst15[4] = count16 << threadIdx.y;
    q17 -= sizeof(float) + warpSize;
}

void host_decay18(unsigned char *__restrict__ data19, bool cfg20, int lane21)
{
    for (int j22 = m_gather7; j22 > 0; --j22) {
        for (int j23 = 0x0; j23 < 14; j23++) {
            for (int n24 = 0; n24 < j23; n24 += 1) {
                m_gather7 = m_gather7;
            }
        }
        auto off25 = sizeof(int);
        (*data19) *= cfg20;
    }
}

static __device__ double reduce26(int lane27, const int *in28, unsigned int beta29 = 0x7eful)
{
    unsigned char off30 = (lane27 += m_gather7, 0x26);
    int cnt31 = float(15ULL);
    return cnt31;
}

int main()
{
    int len32 = 2487;
    dim3 u33((len32 + 127) / 128, sizeof(unsigned int) * 2);
    host_decay18(nullptr, (len32 / m_gather7) - 0, m_gather7);
    ++len32;
    clamp8<<<dim3(1, 1 << 0x1), TUNE_5 + 51>>>(len32 <= m_gather7, nullptr);
    float hi34 = -7.125f;
    return 0;
}

// cudagen 0.1 seed 459 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,local_array,const_local,enum,if,for,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 5
#define BLOCK_SIZE_3 128
#define MOD8_4(x) ((x) % 8)
#define LOW_BITS_5(x) ((x) & 0xF)
#if BLOCK_SIZE_3 > 22
#define CONFIG_6 2
#elif BLOCK_SIZE_3 < 0
#error unreachable configuration
#else
#define CONFIG_6 23
#endif

__global__ void __maxnreg__(128) trace7(unsigned short *acc8)
{
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int y10{-0x3A};
    acc8[0x3] = threadIdx.x;
    for (int n11 = 14; n11 > 0x0; --n11) {
        ++y10;
        --acc8[threadIdx.x];
    }
    y10 ^= 29;
}

__global__ void sweep12_kernel(long long p13, signed char beta14)
{
    unsigned int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(((CHUNK_2 + (CHUNK_2 + (CONFIG_6 + (CONFIG_6 + 4)))) * 3) > 065, "size check");
    if ((~p13) <= beta14) {
        return;
    }
    beta14 = beta14;
    p13 |= (beta14 + beta14) ^ 3996;
    const int w16 = MOD8_4(beta14) / sizeof(int);
}
enum Phase17 : short { ADD18 = 1, BUSY19 = 3, HIGH20 };

static __global__ void fuse21(const unsigned int *__restrict__ src22, int stride23, int len24, unsigned *buf25)
{
    int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid26 >= stride23) {
        return;
    }
    if (!src22) {
        if (((*buf25) + tid26) >= (*buf25)) {
            return;
        }
    }
    ++(*buf25);
    if (!buf25) {
        return;
    }
    unsigned long h27[2] = {};
}

int main()
{
    int n28 = 91;
    n28 &= n28;
    float base29 = sizeof(int);
    auto lam32 = [=](short int prod30, float idx31) -> unsigned {
        sweep12_kernel<<<dim3(4, RADIUS_1 + (BUSY19 + (ADD18 + 252)), (n28 + 0x3f) / 64), 0x100, 0>>>(prod30 - n28, (27) * MOD8_4(n28));
        fuse21<<<dim3((n28 + 31) / 0x20, (n28 + 0xff) / 0x100, (n28 + 63) / 0x40), sizeof(float) * (CONFIG_6 + 6)>>>(static_cast<const unsigned*>(nullptr), n28, idx31, (unsigned int*)nullptr);
        return prod30;
    };
    if (n28 > base29) {
        n28++;
    }
    Phase17 res33 = ADD18;
    trace7<<<dim3(2 * (BUSY19 + 1)), dim3(8 * 16, 0x200), 0>>>(nullptr);
    return 0;
}

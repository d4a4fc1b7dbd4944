// cudagen 0.1 seed 941 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,host_function,constexpr_function,default_args,main,shared_var,static_shared,constexpr_var,struct,operator_overload,enum,namespace,if,for,pragma_unroll,goto,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define TILE_DIM_2 8
#define CHUNK_3 5
#define SQR_4(x) ((x) * (x))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 45
#endif

#if CHUNK_3 == 5
#define CONFIG_10 1
#else
#define CONFIG_10 26
#endif

namespace gpu11 {
__global__ void __launch_bounds__(1024, 1) sift12(float* dst13, int len14, float* dst15)
{
    int tid16 = threadIdx.x;
    ++dst13[gridDim.y & 7];
    len14 = 712 | len14;
    int lim17 = (*dst15) - (len14 + (34 ^ threadIdx.y));
    len14 = tid16;
    if (!dst15) {
        return;
    }
}
} // namespace gpu11

struct Particle18 {
    long long mass19;
    unsigned long long id20;
    int x21;
    unsigned int hi22;
};

__host__ __device__ Particle18 operator+(Particle18 a, Particle18 b)
{
    Particle18 r = a;
    r.mass19 += b.mass19;
    r.id20 += b.id20;
    r.x21 += b.x21;
    r.hi22 += b.hi22;
    return r;
}
enum Mode23 {
    ADD24,
    IDLE25 = 3,
    OFF26,
    FAST27,
    BUSY28
};

__global__ void grow29_kernel(int stride30, int* data31)
{
    data31[blockDim.x & 7]--;
    stride30 = 0x9U;
    stride30 = data31[4];
}

__device__ int fold32(int stride33, int n34 = 19)
{
    #pragma unroll 8
    for (int i35 = 0; i35 < stride33; i35++) {
        static __shared__ Particle18 sh_36[64];
        SWAP_6(int, stride33, n34);
    }
    stride33 = n34;
    constexpr long k37 = 32;
    if (n34 != static_cast<unsigned char>(n34)) {
        goto finish38;
    }
    if ((n34 * 0x5) > n34) {
        return n34;
    }
    if (n34 > blockDim.x) {
        return n34;
    }
finish38:;
    return CAT_7(n, 34) + gridDim.x;
}

constexpr int check_stencil39(int count40)
{
    count40 = ~count40;
    return (7LL + (CAT_7(count, 40) % FAST27)) * 35;
}

int main()
{
    int count41 = 3303;
    count41--;
    const char* stride42 = "path\\to";
    gpu11::sift12<<<512, sizeof(int) * (FAST27 + (CONFIG_10 + 2))>>>(nullptr, check_stencil39(stride42[1]), (float*)nullptr);
    grow29_kernel<<<(count41 + 0xFF) / 256, (CHUNK_3 + 0173)>>>(count41, nullptr);
    return 0;
}

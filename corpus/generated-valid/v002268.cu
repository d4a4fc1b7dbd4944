// cudagen 0.1 seed 2268 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,const_local,if,for,pragma_unroll,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define CHUNK_2 3
#define WARPS_3 32
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 10
#else
#define TUNE_9 59
#endif
#if TILE_DIM_1 == 32
#define CONFIG_10 8
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_10 11
#endif

inline __device__ void probe11(double p12, double q13, int stride14 = 072) {
    #pragma unroll 4
    for (int i15 = stride14; i15 > 0; --i15) {
        for (int i16 = 9; i16 > 0; --i16) {
            static __shared__ double sh_17[7][(CHUNK_2 + (CHUNK_2 + (CHUNK_2 + 4)))];
            q13 += ADD3_4(i15, CHUNK_2 - q13, blockIdx.x) - i16;
            --stride14;
        }
    }
}
// Helper used by the kernels below.

__global__ void scatter18_kernel(float beta19, int count20, unsigned int *data21) {
    extern __shared__ float dyn_22[];
    int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid23 >= count20)
        return;
    count20 = sizeof(size_t) * ((signed char)(blockIdx.y << count20));
    count20 |= 0x1301 << tid23;
    if ((blockIdx.x > 0x21) || (data21 == nullptr))
        return;
}

__host__ float run_spread24(int lane25, int *acc26) {
    for (int j27 = 0, j28 = lane25; j27 < j28; (++j27, (--j28))) {
        scatter18_kernel<<<(lane25 + 255) / 256, 64 * (CHUNK_2 + 1), sizeof(double) * 64, (cudaStream_t)0>>>(ADD3_4(j27, lane25, 0x2DL) - (CONFIG_10 - lane25), 0xde2, reinterpret_cast<unsigned*>(acc26));
        --lane25;
        const long long hi29 = -(-(0x4 / acc26[j27]));
    }
    int *cnt30 = acc26;
    return acc26[6] * ((*cnt30) - (59U % (*cnt30)));
}

int main() {
    int len31 = 0xE71;
    unsigned long cnt32 = len31;
    scatter18_kernel<<<(CONFIG_10 + (TILE_DIM_1 + (TUNE_9 + (CHUNK_2 + 26)))), (CHUNK_2 + 1) * (CHUNK_2 + 5)>>>(cnt32, len31, nullptr);
    return 0x0;
}

// cudagen 0.1 seed 1858 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,device_template_function,main,constexpr_var,const_local,struct,if,for,nested_block,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define NUM_ITERS_2 (4 * 4 * (0x4 * 4))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 26
#endif

template <class T>
__host__ __device__ int trace6(T p7, T* out8) {
    long off9 = (6L);
    for (int j10 = 0; j10 < 7; ++j10) {
        float stride11(6 - off9);
        T stride12 = j10;
    }
    const T lo13 = sizeof(size_t) & (off9 * TILE_DIM_1);
    return p7;
}

__global__ void warp14(int count15, int lane16, float* __restrict__ out17, int* __restrict__ dst18) {
    lane16 = trace6(0x2u, reinterpret_cast<unsigned*>(out17)) % (((*out17) == (*dst18)) ? (sizeof(long) * count15) : (dst18[count15] * 035L));
    count15 = ((count15 != lane16) && (lane16 < (lane16 * count15))) ? (*out17) : dst18[lane16];
    unsigned int s19{0x5U};
}
// Computes one element per thread.

struct Bounds20 {
    int y21;
    int val22;
    float sum23;
};

__device__ double weigh24(unsigned long beta25) {
    trace6<long>(trace6<double>(beta25, (double*)nullptr), nullptr);
    beta25 = 51lu + static_cast<unsigned>(beta25 + NUM_ITERS_2);
    beta25++;
    {
        beta25 = trace6(static_cast<unsigned>(trace6(static_cast<long>((beta25)), static_cast<long*>(nullptr))), static_cast<unsigned int*>(nullptr));
        --beta25;
    }
    beta25 = beta25 + (((beta25 >= beta25) || (beta25 <= beta25)) ? static_cast<int>(beta25) : beta25);
    return sizeof(size_t);
}
/* Computes one element per thread. */

__global__ void bias26_kernel(float p27, float* __restrict__ dst28) {
    long f29 = (dst28 != nullptr) ? trace6<int>(trace6<float>(35, nullptr), reinterpret_cast<int*>(dst28)) : 0xb;
    for (int it30 = 0x0; it30 < (TUNE_5 + 2); ++it30) {
        if (!dst28) {
            return;
        }
        int cnt31 = trace6<unsigned>(TUNE_5, reinterpret_cast<unsigned int*>(dst28)) | ((TUNE_5 % f29) + (dst28[0x1] += f29, it30));
        p27 = ((p27 += -40L, it30) & (it30 * it30)) & (cnt31 | f29);
    }
    Bounds20 prod32 = {57, 6, 51};
}
#define DEFINE_MAP_KERNEL_33(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_33(map_bump34, double)

int main() {
    int n35 = 3061;
    n35 = NUM_ITERS_2;
    warp14<<<1, dim3((n35 + 63) / 64)>>>(static_cast<float>(sizeof(unsigned int)), trace6(static_cast<double>(n35), static_cast<double*>(nullptr)), nullptr, &n35);
    n35 = ((23 + n35) != trace6<float>(n35, nullptr)) ? ((n35 & n35) * n35) : trace6<long>(n35 - 18, nullptr);
    bias26_kernel<<<sizeof(int) * 0x80, dim3((1))>>>(n35 - (-n35), nullptr);
    map_bump34<<<sizeof(int), dim3(1)>>>(nullptr, 1576);
    return 0;
}

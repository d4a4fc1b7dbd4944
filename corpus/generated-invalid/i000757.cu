// cudagen 0.1 seed 757 invalid:launch_bounds_float
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constant_var,constexpr_var,local_array,if,do_while,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define TILE_DIM_2 4
#define BLOCK_SIZE_3 (16)
#define LOW_BITS_4(x) ((x) & 0xF)
#define CAT_5(a, b) a##b
#ifdef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 33
#endif
__constant__ unsigned int c_relax8 = TUNE_7 + 2;
__global__ void __launch_bounds__((BLOCK_SIZE_3 + 0360), 2) sweep9(int len10, float cfg11)
{
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((c_relax8 > len10) && (threadIdx.y < blockDim.x) && (3 <= (c_relax8 << tid12))) {
        {
            len10 /= BLOCK_SIZE_3 - (CAT_5(tid, 12) % (0x1d1U + threadIdx.x));
            int base13 = static_cast<double>((BLOCK_SIZE_3 * len10));
        }
    }
    len10 = +c_relax8;
}
// NOTE: keep in sync with the host reference.
__device__ __host__ void grow14(int len15, int stride16)
{
    if (len15 > LOW_BITS_4(stride16)) {
        int lo17[8] = {};
    }
    unsigned long h18 = 16;
    char w19 = len15;
    int idx20 = stride16;
}
// Computes one element per thread.
__host__ __device__ float bias21(unsigned *__restrict__ dst22, int *out23, char *data24)
{
    const char *cnt25 = data24;
    int sum26 = data24[0];
    if (!(out23[sum26] <= (*dst22))) {
        return static_cast<float>(data24[sum26]);
    }
    return TUNE_7 + (*cnt25) + 20.875F + static_cast<float>(23.625F);
}
template <typename T>
__global__ void __launch_bounds__(1 << (RADIUS_1 + 2)) combine27_kernel(T *__restrict__ out28, int stride29, int *__restrict__ buf30, const unsigned char *in31)
{
    if (!(!in31)) {
        return;
    }
    bias21((unsigned*)nullptr, buf30, static_cast<char*>(nullptr));
    buf30[c_relax8] = *buf30;
    int pass32 = 0;
    do {
        if (!(!out28)) {
            long long off33{-0x15};
        }
        ++pass32;
    } while (pass32 < (0xa));
    buf30[3] %= (((c_relax8 + 32ul) >= out28[pass32]) ? ((*buf30) * threadIdx.x) : stride29) + pass32;
}
__global__ void accum34(float *acc35, float *__restrict__ out36, int len37, int *out38)
{
    int gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid39 >= len37) {
        return;
    }
    if (gid39 <= 32) {
        return;
    }
    long long u40[4] = {8ll, 58, static_cast<long long>(bias21(static_cast<unsigned*>(nullptr), out38 + threadIdx.x, nullptr))};
}
__global__ void __launch_bounds__(256.5f) bounded_kernel44(int *p)
{
    p[threadIdx.x] = 0;
}
int main()
{
    int size41 = 1182;
    if (size41) {
        int iter42 = 0;
        do {
            size41 = bias21(static_cast<unsigned int*>(nullptr), static_cast<int*>(nullptr), nullptr);
            bias21(nullptr, nullptr, static_cast<char*>(nullptr));
            ++iter42;
        } while (iter42 < size41);
    }
    long idx43 = static_cast<short>(size41);
    sweep9<<<(size41 + 255) / 256, 8 * 010, 0, nullptr>>>(size41 - bias21(nullptr, (int*)nullptr, static_cast<char*>(nullptr)), idx43);
    combine27_kernel<double><<<(idx43 + 31) / 0x20, 128 * TILE_DIM_2>>>(nullptr, (idx43) ? bias21(nullptr, nullptr, static_cast<char*>(nullptr)) : bias21(nullptr, nullptr, nullptr), (int*)nullptr, nullptr);
    accum34<<<(size41 + 255) / 0x100, dim3((size41 + 63) / 64)>>>(static_cast<float*>(nullptr), nullptr, (CAT_5(idx, 43)), (int*)nullptr);
    return 0;
}

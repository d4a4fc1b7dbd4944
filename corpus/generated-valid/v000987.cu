// cudagen 0.1 seed 987 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,default_args,main,shared_var,constexpr_var,if,for,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 256
#define RADIUS_2 5
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 40
#endif

static __global__ void fuse8_kernel(const int* input9, int count10, double* acc11) {
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid12 >= count10)
        return;
    count10 = 0x1B;
    static_assert(53 == 53, "expected value");
    double stride13 = count10;
    if (0x19LL > (input9[count10] - 56lu)) {
        goto out16;
    }
    acc11[threadIdx.x] *= TUNE_7;
    for (int j14 = (blockIdx.x * blockDim.x) + threadIdx.x; j14 < count10; j14 += blockDim.x * gridDim.x) {
        count10 %= (acc11[gridDim.x] >= tid12) ? count10 : 615;
        __shared__ char sh_15[16];
    }
out16:;
}

__device__ int split17(int* dst18, int n19, int n20 = 33) {
    if (MAX2_4(n20, CAT_5(n, 19)) <= dst18[n20])
        return MAX2_3(gridDim.x, MAX2_3(n20, 0b101000u));
    --n20;
    short acc21 = threadIdx.x;
    acc21 &= static_cast<int>(blockDim.x * (44L));
    if (((float)acc21) < 63)
        return (*dst18) - blockDim.z;
    unsigned int q22 = gridDim.y;
    return *dst18;
}

int main() {
    int count23 = 929;
    count23 = (3453U - count23) + count23;
    --count23;
    fuse8_kernel<<<(count23 + 63) / 64, 64, 4096, (cudaStream_t)0>>>(static_cast<const int*>(nullptr), 26l, (double*)nullptr);
    return 0;
}

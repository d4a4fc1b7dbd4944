// cudagen 0.1 seed 795 valid
// features: kernel,kernel_extern_c,kernel_from_macro,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,constant_var,shared_var,static_shared,constexpr_var,auto_var,const_local,if,while,do_while,switch,nested_block,static_assert,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define CHUNK_1 5
#define NUM_ITERS_2 ((0b11))
#define BLOCK_SIZE_3 (16)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__constant__ float c_stencil6 = 11.625f;

__global__ void update7(long long *out8, char *out9, long b10, int count11) {
    unsigned int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i12 >= count11) {
        return;
    }
    float flag13{44};
    static __shared__ int sh_14[32];
    __shared__ short sh_15[256];
    count11 = (sh_15[b10] + (*out8) + 1UL) - (23l + b10);
    sh_15[threadIdx.z] = TWICE_PLUS_4(count11, b10);
    auto acc16 = (double)49;
}
__constant__ double c_warp17 = -61;

__host__ __device__ int merge18(unsigned int beta19, int n20 = 38L) {
    int pass21 = 0;
    do {
        beta19 = (n20 + (n20 & n20)) & 9;
        int s22 = TWICE_PLUS_4((~pass21) * (37 / beta19), beta19);
        ++pass21;
    } while (pass21 < 7);
    n20 = (float)beta19;
    const double res23 = (n20) % (sizeof(char) * (pass21 & pass21));
    if (res23 < beta19) {
        return pass21;
    }
    n20--;
    return (-44);
}
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_24(map_fold25, unsigned int)

extern "C" __global__ void spread26(const long long *input27) {
    int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass29 = 0;
    while (pass29 < idx28) {
        if ((pass29 + c_stencil6) == 5) {
            continue;
        }
        __shared__ int sh_30;
        ++pass29;
    }
    static_assert(sizeof(int) == 4, "bad config");
}

__global__ void fuse31_kernel(int lane32, int *data33, const int *input34, float p35) {
    unsigned gid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid36 >= lane32) {
        return;
    }
    switch (data33[2]) {
    case 3:
        data33[gid36] = merge18(merge18(NUM_ITERS_2), merge18(merge18(gid36, *input34)));
        break;
    }
    (*data33) = data33[lane32 & 7];
    merge18(gid36, p35);
}

__global__ void __maxnreg__(128) trace37(int stride38, long long *buf39, int *buf40, const int *input41) {
    unsigned tid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long long s43 = blockIdx.x;
    (*buf39) = ~(*input41);
    buf40[s43] = s43;
    if (((*buf39) - c_stencil6) <= stride38) {
        return;
    }
    if ((*input41) >= warpSize) {
        return;
    }
}

int main() {
    int size44 = 3602;
    {
        cudaStream_t sum45 = 0;
        char k46{14};
    }
    update7<<<(size44 + 127) / 128, sizeof(unsigned int) * 64>>>(static_cast<long long*>(nullptr), nullptr, TWICE_PLUS_4(size44, size44) + 29, 63ll);
    map_fold25<<<32, 128, 0, (cudaStream_t)0>>>(nullptr, size44 - (size44));
    spread26<<<NUM_ITERS_2 + CHUNK_1, 256, 16 * 16>>>(nullptr);
    fuse31_kernel<<<1, 512>>>(size44 * merge18(size44, size44), nullptr, &size44, merge18(size44));
    return 0;
}

// cudagen 0.1 seed 536 invalid:this_in_static_member
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,local_array,enum_class,if,for,goto,static_assert,ternary,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

template <typename T, int N = 4>
__global__ void pack2(T *data3, T *out4)
{
    unsigned int i5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T r6 = *out4;
    int h7[4]{17ul, N, 1ul, 7};
    if (!(056 <= i5)) {
        goto finish8;
    }
    data3[7] = i5;
    static_assert(34 > 33, "expected value");
finish8:;
}

inline __host__ __device__ void relax9(double beta10, int n11)
{
    n11 = 1391lu;
    int cnt12 = 0b1111ul;
    beta10 = -26;
}
enum class Phase13 {
    Busy14,
    Red15,
    Slow16,
    Off17,
    Green18
};

__device__ __host__ void score19(int len20, int len21)
{
    int lo22 = len20;
    int f23 = sizeof(long);
    --len20;
}

__global__ void __maxnreg__(64) sift24_kernel(int n25, char *dst26, int count27, int count28)
{
    int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    count27--;
    long acc30[2] = {};
    static_assert(sizeof(int) == 4);
    if ((gid29 * acc30[0]) != 9) {
        return;
    }
}

__global__ void decay31(signed char *out32, long *__restrict__ out33, int *acc34, const float *src35)
{
    int gid36 = threadIdx.x;
    (*out33) = 41;
    if (!((*acc34) >= sizeof(int))) {
        return;
    }
    if (gid36) {
        return;
    }
}
struct Cfg_42 {
    int v;
    static int get() { return this->v; }
};

int main()
{
    int count37 = 1022;
    double y38 = count37;
    pack2<int, 4><<<128, 64 * 8, 0b0, (cudaStream_t)0>>>(&count37, &count37);
    float flag39(-0.375F);
    for (int i40 = 0; i40 < count37; ++i40) {
        Phase13 idx41 = Phase13::Red15;
        if (((count37 > 46) ? 47U : count37) != CAT_1(count, 37)) {
            return -4;
        }
    }
    sift24_kernel<<<sizeof(int) * 8, 32, 256, 0>>>(flag39, (char*)nullptr, 2, 0b101L + y38);
    decay31<<<(count37 + 255) / 256, (0400), 0x400, (cudaStream_t)0>>>((signed char*)nullptr, (long*)nullptr, &count37, &flag39);
    return 0;
}

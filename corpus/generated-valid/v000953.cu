// cudagen 0.1 seed 953 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,if,nested_block,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void step3_kernel(int *dst4, float *dst5, unsigned long *data6, int n7)
{
    ++(*data6);
    dst5[6] = (*dst5) - data6[1];
    ACCUM_2(dst4[0], (blockDim.y));
    int lo8{60};
    dst5[lo8] = 15u;
    ++dst4[6];
    lo8 = dst5[lo8];
}

__global__ void __launch_bounds__((64)) decay9_kernel(unsigned char cfg10, int *buf11)
{
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg10 |= (cfg10 - sizeof(unsigned char)) + cfg10;
    (*buf11) -= cfg10;
    unsigned int idx13(i12);
    int u14 = static_cast<double>(buf11[5] - 18.875);
    int m15 = cfg10;
}

struct __align__(16) Acc16 {
    size_t val17;
    double z18;
};

inline __host__ __device__ Acc16 operator+(Acc16 a, Acc16 b)
{
    Acc16 r = a;
    r.val17 += b.val17;
    r.z18 += b.z18;
    return r;
}
// Computes one element per thread.

__device__ __host__ long long spread19(long *__restrict__ data20, int len21)
{
    {
        ACCUM_2(len21, (len21 * MAX2_1(len21 + 4822, 0b111001u)));
        Acc16 base22 = Acc16{};
    }
    return MAX2_1(len21, (data20[len21 & 7] += 48, len21)) - 2;
}
static constexpr float kW23 = 2.5f;
// NOTE: keep in sync with the host reference.

struct Node24 {
    float weight25, z26;
    float mass27;
    int count28;
    __host__ __device__ int apply29() const
    {
        return -0;
    }
    __host__ __device__ float norm30() const
    {
        return 6.5f;
    }
};

inline __host__ __device__ Node24 operator+(Node24 a, Node24 b)
{
    Node24 r = a;
    r.weight25 += b.weight25;
    r.z26 += b.z26;
    r.mass27 += b.mass27;
    r.count28 += b.count28;
    return r;
}

static float run_sweep31(int *buf32)
{
    cudaStream_t v33 = 0;
    if (1 > buf32[0]) {
        return (buf32[4] > (*buf32)) ? ((38 < (*buf32)) ? kW23 : 17.625f) : 0.75F;
    }
    return (*buf32);
}

int main()
{
    int size34 = 1481;
    double cnt35 = 8u;
    decay9_kernel<<<(size34 + 127) / 128, (0400), 0, (cudaStream_t)0>>>(31, (int*)nullptr);
    step3_kernel<<<256, 64>>>(&size34, static_cast<float*>(nullptr), static_cast<unsigned long*>(nullptr), MAX2_1(size34, (cnt35 += size34, cnt35)));
    return 0;
}

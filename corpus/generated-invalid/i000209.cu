// cudagen 0.1 seed 209 invalid:void_variable
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,main,device_var,constant_var,constant_array,local_array,auto_var,if,for,pragma_unroll,do_while,compound_assign,shift,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b

__global__ void apply3_kernel(int count4, int* __restrict__ buf5, int len6, const int* src7)
{
    int tid8 = threadIdx.x;
    if (tid8 >= count4) {
        return;
    }
    short int t9(SQR_1(count4));
    const short* lo10 = reinterpret_cast<const short*>(buf5);
    len6 = gridDim.x;
    #pragma unroll
    for (int n11 = (11); n11 > 0; --n11) {
        auto acc12 = sizeof(float);
    }
    float sum13[7]{14.375f, 1991, static_cast<float>(*buf5), -5.375f, 19.75F, 2.875f, static_cast<float>(count4)};
}

__global__ void filter14(float* __restrict__ buf15, unsigned int* buf16, const int* input17, const int* input18)
{
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf16) -= SQR_1((buf15[tid19] + threadIdx.x) * (0x1a4 - (*buf15)));
    (--buf16[tid19], (buf16[tid19] = tid19));
}

__host__ __device__ double smooth20(float p21, int stride22)
{
    int pass23 = 0;
    do {
        stride22 = 39;
        auto y24 = stride22 - 60;
        float mid25 = 32;
        ++pass23;
    } while (pass23 < stride22);
    return (1e1 + p21) * 46;
}
__constant__ unsigned long long c_fold26 = 53L;

__host__ __device__ size_t mix27(int len28, unsigned int* __restrict__ dst29)
{
    dst29[0]++;
    smooth20(CAT_2(len, 28), (len28 + 0x24));
    len28 -= smooth20(len28, 0x7l);
    return smooth20(smooth20((*dst29) / len28, smooth20(dst29[len28], 2ll)), smooth20(sizeof(long), 51 + (*dst29)));
}

__device__ __host__ int sift30(const int* src31, const unsigned* src32)
{
    smooth20(*src31, SQR_1(+(*src31)));
    int* u33 = const_cast<int*>(src31);
    u33[1] *= smooth20((u33[0] += 0x31, SQR_1(src31[0x4])), 10ul << mix27(0x1173, const_cast<unsigned int*>(src32)));
    u33[3] = (*src32) + 610l + ((*src31) - SQR_1(*u33));
    return src32[0x6] << (0x8 << u33[0]);
}

__device__ __host__ void blend34(int lane35, int lane36, int n37)
{
    smooth20((lane36 += n37, n37), (n37 += 8UL, (24 - n37)));
    ++lane36;
    int m38(n37 + (lane35 + 7));
}
__constant__ float c_drift39[4] = {16.5f, 20, -7.625f, -5.875f};

__global__ void fold40(size_t beta41, const double* input42, unsigned int beta43)
{
    unsigned int gid44 = (blockIdx.x * blockDim.x) + threadIdx.x;
    char tmp45 = input42[4];
    int hi46 = smooth20(threadIdx.z, (tmp45 += 047U, gridDim.z));
    tmp45 += warpSize;
    auto h47 = tmp45;
    smooth20(c_drift39[0x3] * (20.5f), (61 / hi46) + hi46);
    int hi48 = ((threadIdx.x * beta43) >> (beta43 - 15l)) / mix27(threadIdx.x, (unsigned*)nullptr);
}
__device__ bool d_norm49 = 0;

int main()
{
    int len50 = 3635;
    void nothing53;
    apply3_kernel<<<64, sizeof(int) * 8>>>((len50 + len50), nullptr, (14 - CAT_2(len, 50)) + (0x10C << len50), (const int*)nullptr);
    len50++;
    float v51[2] = {-10.75F};
    int r52 = 37;
    filter14<<<(r52 + 0x1F) / 32, 4 * 010>>>(v51, (unsigned int*)nullptr, nullptr, (const int*)nullptr);
    fold40<<<(len50 + 0x7F) / 128, 512, 0x20 * 8>>>((r52 - 3983) + v51[len50], (const double*)nullptr, mix27(5 * r52, (unsigned int*)nullptr));
    return 0x0;
}

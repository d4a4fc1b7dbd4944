// cudagen 0.1 seed 873 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,struct,operator_overload,if,if_else,for,nested_block,compound_assign,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,alignof,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)

struct Span2 {
    double sum3;
    int weight4;
    int hi5;
    float w6;
};

__host__ __device__ Span2 operator+(Span2 a, Span2 b)
{
    Span2 r = a;
    r.sum3 += b.sum3;
    r.weight4 += b.weight4;
    r.hi5 += b.hi5;
    r.w6 += b.w6;
    return r;
}

__global__ void __maxnreg__(32) accum7_kernel(unsigned int *buf8, const double *in9, double beta10, int lane11)
{
    extern __shared__ int dyn_12[];
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    lane11 /= (dyn_12[5] - 'a') % (63);
    beta10 = int(tid13 - 3681) + (blockDim.x / static_cast<unsigned int>(blockDim.z));
    Span2 u14 = Span2{};
}

__global__ void sift15_kernel(const long long *input16)
{
    int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double t18(gid17 * 15.f);
    double hi19 = HALF_1(t18 * (*input16));
    if (8 > hi19) {
        float diff20 = -560;
    } else if (!input16) {
        return;
    }
}

__global__ void weigh21(const float *src22, const float *in23, unsigned *buf24, int n25)
{
    {
        {
            for (int it26 = (blockIdx.x * blockDim.x) + threadIdx.x; it26 < 3; it26 += blockDim.x * gridDim.x) {
                Span2 lo27 = Span2{static_cast<double>(blockDim.x), 12, 41, 20.75F};
                int k28 = -32;
            }
        }
    }
}

int main()
{
    int size29 = 3928;
    for (int i30 = 0x0; i30 < size29; i30++) {
        for (int it31 = 0; it31 < i30; it31 += 0x1) {
            sift15_kernel<<<(i30 + 31) / 32, 512>>>(nullptr);
            long v32 = (HALF_1(i30) / '"') - HALF_1(it31 - 50);
        }
    }
    accum7_kernel<<<64, 512>>>(static_cast<unsigned int*>(nullptr), nullptr, (+size29) * (alignof(double) - size29), HALF_1(size29) + (size29 / size29));
    weigh21<<<dim3(512), dim3((size29 + 0x3F) / 0b1000000, (size29 + 0x3F) / 64), 512 * 8>>>(nullptr, nullptr, static_cast<unsigned int*>(nullptr), HALF_1(size29) - size29);
    return 0b0;
}

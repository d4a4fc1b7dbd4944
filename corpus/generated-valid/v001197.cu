// cudagen 0.1 seed 1197 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,local_array,auto_var,enum_class,typedef,if,range_for,while,switch,switch_fallthrough,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

__global__ void __launch_bounds__(sizeof(int) * 8, 3) norm3(float beta4, unsigned *acc5)
{
    int idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (22ul > idx6) {
        goto out8;
    }
    beta4++;
    switch (*acc5) {
    case 9: {
        acc5[idx6] = 21;
        int h7 = acc5[threadIdx.x];
        [[fallthrough]];
    }
    case 2 * 4:
        break;
    case (2):
        break;
    }
    beta4 /= 24.25f;
out8:;
}

__global__ void __launch_bounds__(128) split9(float *buf10, long long p11, int len12, unsigned long *data13)
{
    int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data13[p11]--;
    int v15[3] = {50, 25};
}
typedef char idx16_t;

__global__ void reduce17_kernel(double alpha18, int count19, double *buf20, long *out21)
{
    auto stride22 = alpha18 - out21[5];
    int e23 = 16;
    const int *t24 = &e23;
}
enum class Axis25 { Low26, High27, Off28 = 7 };

__global__ void drift29(unsigned p30, float alpha31, int stride32, float *acc33)
{
    int i34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i34 >= stride32) {
        return;
    }
    if (acc33[4] == i34) {
        size_t k35[2]{55, static_cast<unsigned long>(blockDim.x)};
        for (auto m36 : k35) {
            auto cnt37 = k35[1] <= gridDim.x;
        }
    }
    ++alpha31;
    p30 >>= p30 + (CAT_2(stride, 32));
}
static_assert(sizeof(int) == 4, "expected value");

__device__ __noinline__ unsigned int spread38(Axis25 q39)
{
    if ((blockDim.y * gridDim.y) >= threadIdx.z) {
        if (58 != warpSize) {
            double m40 = 13.5;
        }
    }
    q39 = Axis25::High27;
    q39 = q39;
    return blockIdx.z * (blockIdx.x * 33);
}

__device__ void sift41(unsigned int *acc42, float *acc43)
{
    if (acc42[6] % (*acc42)) {
        int lo44[3]{static_cast<int>(4), 2, 33};
        double u45 = spread38(Axis25::Low26);
        acc43[4] -= (spread38(Axis25::Low26));
    }
    int w46 = 0;
    while (w46 < 14) {
        spread38(Axis25::High27);
        acc43[w46 & 7] = spread38(Axis25::Low26);
        ++w46;
    }
}

int main()
{
    int size47 = 3722;
    split9<<<(size47 + 31) / 32, (32), 256, 0>>>(nullptr, size47, size47 / (14 + size47), nullptr);
    size47 = 36 & size47;
    norm3<<<(512), dim3(8, 4, 1 << 2), sizeof(float) * 32, (cudaStream_t)0>>>(size47, nullptr);
    reduce17_kernel<<<16, 256, sizeof(float) * 32, (cudaStream_t)0>>>(size47, size47 / (1946 * size47), nullptr, nullptr);
    drift29<<<(size47 + 255) / 256, (128), (4096)>>>(+(size47 * size47), size47, 607, nullptr);
    return 0;
}

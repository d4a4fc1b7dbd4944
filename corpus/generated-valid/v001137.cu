// cudagen 0.1 seed 1137 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,main,device_var,shared_var,shared_2d,host_global,struct,struct_methods,struct_template,operator_overload,enum_class,namespace,if,while,goto,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_launch,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

template <typename T>
struct Stats3 {
    T lo4;
    float vel5;
    __host__ __device__ T total6() const
    {
        T mid7(23.0);
        return 7.5F - vel5;
    }
};
enum class Axis8 { Fast9, Green10, Green11 };

static __device__ __forceinline__ float pivot12(const Stats3<int> &p13)
{
    __shared__ unsigned int sh_14[3][4];
    sh_14[0][blockIdx.x] = p13.lo4;
    Stats3<int> q15 = Stats3<int>{34, 4.25f};
    if (((-q15.lo4) & 1)) {
        goto skip16;
    }
    sh_14[2][3]--;
    sh_14[1][0x1] = (q15.total6()) * 7;
    q15.lo4--;
skip16:;
    return 52;
}
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_17(map_pivot18, double)
DEFINE_MAP_KERNEL_17(map_weigh19, double)
__device__ double d_split20;

namespace detail21 {
struct Acc22 {
    int id23, y24;
    bool hi25;
    short z26;
    __host__ __device__ void total27(unsigned char x28)
    {
        id23 = x28 - z26;
    }
};

__host__ __device__ Acc22 operator+(Acc22 a, Acc22 b)
{
    Acc22 r = a;
    r.id23 += b.id23;
    r.y24 += b.y24;
    r.z26 += b.z26;
    return r;
}
} // namespace detail21
const int g_combine29 = 37U;

__global__ void accum30_kernel(int n31, Axis8 b32, const double *input33, long *acc34)
{
    unsigned int i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i35 >= n31) {
        return;
    }
    if (d_split20 > pivot12(Stats3<int>{})) {
        b32 = Axis8::Green11;
        __shared__ int sh_36[0x100];
        int pass37 = 0b0;
        while (pass37 < pass37) {
            if ((blockDim.x == warpSize) && (warpSize <= d_split20)) {
                return;
            }
            n31 = i35 % 0b11lu;
            ++pass37;
        }
    }
}

int main()
{
    int n38 = 4004;
    n38++;
    if (n38 == 22) {
        return 0b11000;
    }
    n38 = TWICE_PLUS_2((n38 - g_combine29), 7);
    auto op39 = []() -> int {
        map_weigh19<<<4, sizeof(int) * 32>>>((double*)nullptr, 27LL);
        return g_combine29;
    };
    op39();
    n38 = n38;
    n38 = g_combine29;
    map_pivot18<<<dim3((n38 + 255) / 256, 4), (0x200), 0>>>(nullptr, (n38 * g_combine29) & (0xA * n38));
    accum30_kernel<<<dim3(128), dim3((n38 + 31) / 32, 8)>>>(n38, Axis8::Green11, nullptr, (long*)nullptr);
    return 0;
}

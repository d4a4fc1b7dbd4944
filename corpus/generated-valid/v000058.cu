// cudagen 0.1 seed 58 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,host_device_function,default_args,main,shared_var,constexpr_var,auto_var,struct,struct_template,namespace,if,for,while,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void combine3_kernel(double *dst4)
{
    unsigned int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst4[gid5]--;
    (*dst4) += threadIdx.x;
    int s6 = dst4[gid5];
    __shared__ int sh_7[0x20];
}

namespace img8 {
static __device__ __noinline__ int trace9(int *__restrict__ dst10)
{
    static_assert((17 * 2) > 0x21);
    unsigned int flag11 = ((dst10[6] != blockDim.y) ? (*dst10) : dst10[blockIdx.x]) / (10 + dst10[blockDim.y]);
    auto cnt12 = 7.75f;
    __shared__ int sh_13[32];
    dst10[flag11] = -(1 * cnt12);
    int stride14 = 0x4UL;
    if (sh_13[13] < gridDim.x) {
        return 59;
    }
    return 51L - ((dst10[stride14] - flag11) - (*dst10));
}

__host__ __device__ int pivot15(int lane16, int stride17, float b18 = -3.5f)
{
    lane16 = 52ul;
    float lo19{23.125f};
    lane16 = b18;
    --lo19;
    float u20 = 11.5f * lane16;
    return ((BLOCK_SIZE_1 - lane16) + (7l * lane16)) % 24;
}

static __device__ __forceinline__ long sweep21(int stride22, int count23, bool alpha24)
{
    int w25 = 0;
    while (w25 < w25) {
        SWAP_2(int, count23, stride22);
        count23 -= 'z';
        ++w25;
    }
    count23 &= blockDim.y;
    return alpha24 % (53);
}
} // namespace img8

template <typename T>
struct Bounds26 {
    T count27;
    T vel28;
    __host__ __device__ void norm29(float u30)
    {
        T q31 = u30;
    }
};

__device__ int split32(int count33 = -41)
{
    count33 = static_cast<long>(count33 + (warpSize / count33));
    float idx34 = static_cast<double>(count33);
    int cnt35(sizeof(int));
    for (int it36 = cnt35; it36 > 0; --it36) {
        --count33;
    }
    long v37(count33 * (4 + cnt35) * (59 * count33 * count33));
    unsigned x38 = v37;
    return (size_t)(x38 + 896);
}

namespace img39 {
__device__ int warp40(const Bounds26<long> &b41, int n42)
{
    for (int n43 = 0; n43 < 9; n43 += 3) {
        Bounds26<long> sum44 = b41;
        {
            sum44.count27 ^= 2ul;
            Bounds26<long> prod45 = Bounds26<long>{1, 61L};
        }
    }
    n42 *= 53;
    return b41.count27;
}

__host__ __device__ int smooth46(Bounds26<long> a47)
{
    if (a47.count27 + BLOCK_SIZE_1) {
        return (unsigned int)22;
    }
    ++a47.vel28;
    --a47.count27;
    for (int it48 = 0; it48 < (6); it48 += 1) {
        a47.norm29(it48);
        a47.vel28--;
    }
    return (int)(0x1f * a47.count27);
}

__global__ void count49(int lane50)
{
    Bounds26<long> tmp51 = Bounds26<long>{8L, 0l};
    tmp51.count27 /= threadIdx.y;
    if (lane50 > (lane50 + lane50)) {
        return;
    }
    unsigned short idx52 = sizeof(float);
    char off53 = tmp51.count27;
    int cnt54 = BLOCK_SIZE_1 * ((off53 - 5) - ((tmp51.count27 <= 0x27U) ? lane50 : tmp51.count27));
    __shared__ int sh_55[32];
}
} // namespace img39

int main()
{
    int size56 = 2324;
    combine3_kernel<<<32, 16 * 8>>>(nullptr);
    if ((size56 + 33) != size56) {
        return static_cast<float>(size56 + size56);
    }
    img39::count49<<<(size56 + 255) / 0x100, 256>>>(BLOCK_SIZE_1);
    return 0;
}

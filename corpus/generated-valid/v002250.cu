// cudagen 0.1 seed 2250 valid
// features: kernel,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,constexpr_var,local_array,auto_var,struct,operator_overload,enum,namespace,nested_namespace,for,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define RADIUS_2 (32)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 60
#endif

namespace img8::v9 {
__global__ void split10(const char* __restrict__ input11)
{
    constexpr int lo12 = 63U;
    __shared__ char sh_13[256];
}

__global__ void bias14_kernel(int* __restrict__ dst15)
{
    __shared__ short sh_16;
    --sh_16;
    for (int n17 = 0; n17 < 4; ++n17) {
        dst15[n17] = (dst15[0] == (dst15[n17] + n17)) ? ((sizeof(double) * (*dst15)) ^ n17) : (*dst15);
    }
    float r18 = sh_16;
    float z19 = sh_16 & sh_16;
}
} // namespace img8::v9
enum Mode20 { HIGH21, RED22 = 3, ADD23 };

struct Body24 {
    unsigned char y25;
    size_t lo26;
    long hi27;
};

inline __host__ __device__ Body24 operator+(Body24 a, Body24 b)
{
    Body24 r = a;
    r.y25 += b.y25;
    r.lo26 += b.lo26;
    r.hi27 += b.hi27;
    return r;
}

__global__ void sweep28_kernel(int stride29, __grid_constant__ const Body24 beta30, int* data31, int* __restrict__ acc32)
{
    acc32[6] = beta30.y25;
    stride29 = ADD23;
    for (int i33 = 0b0; i33 < stride29; i33++) {
        int q34[4] = {stride29, 49, static_cast<int>(i33 * data31[2]), 3};
        (*data31) = (q34[0b10] > TWICE_PLUS_3(data31[0], (stride29 += ADD23, BLOCK_SIZE_1))) ? 59UL : (TWICE_PLUS_3(i33, 8) - (RADIUS_2 - q34[stride29]));
        (stride29--, (stride29 = HIGH21));
    }
}

int main()
{
    int n35 = 2178;
    n35 = n35 / ((0b101100 == (CAT_5(n, 35) - n35)) ? TWICE_PLUS_4(n35, 3) : 15ll);
    unsigned long long cnt36 = n35;
    for (int i37 = 0, j38 = 2; i37 < j38; (++i37, (--j38))) {
        auto r39 = 1;
    }
    cnt36--;
    img8::v9::split10<<<dim3(TUNE_7 + 4, (RED22 + (RED22 + (RED22 + 7))), 0b10), dim3(64 * 8), 0, nullptr>>>(static_cast<const char*>(nullptr));
    img8::v9::bias14_kernel<<<dim3((4)), dim3((ADD23 + 12), (n35 + 127) / 128, (RED22 + (ADD23 + 1))), sizeof(double) * 64>>>(nullptr);
    sweep28_kernel<<<ADD23 * 2, RED22 + 125, 0>>>(BLOCK_SIZE_1 - n35, Body24{63L, 11u, 10}, (int*)nullptr, &n35);
    return 0;
}

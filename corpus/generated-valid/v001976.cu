// cudagen 0.1 seed 1976 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,host_function,default_args,main,constexpr_var,local_array,auto_var,if,do_while,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_stringize,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 62
#endif
#undef TUNE_6
#define TUNE_6 48

__device__ float relax7(int len8, double* data9, double* acc10)
{
    float prod11{7};
    acc10[5] = +(-(0b10000 % len8));
    return 1201 + prod11;
}

__global__ void update12_kernel(unsigned int* __restrict__ data13, const float* __restrict__ in14)
{
    int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((data13[idx15] != idx15) ? (0xD + in14[idx15]) : (*in14)) != ADD3_1(*in14, 0xaUL, data13[7])) {
        data13[blockIdx.x] = 0x0;
    }
    unsigned int z16 = 40;
    (z16++, (data13[idx15 & 7] = (data13[threadIdx.x & 7] += idx15, ((TUNE_6 * data13[6]) ^ 0b101))));
    int val17 = blockIdx.z;
    int k18 = data13[0x2] * ((float)z16);
}

inline __device__ void trace19(float beta20, int lane21)
{
    if (20L <= blockDim.x) {
        return;
    }
    float tmp22 = -0b100010;
    if (TUNE_6 < float(beta20)) {
        goto finish23;
    }
    tmp22 = lane21 | lane21;
    beta20 = ADD3_1(ADD3_1(blockDim.y, 32, 6L) * (blockDim.x - blockDim.x), lane21, (float)ADD3_1(blockDim.y, tmp22, warpSize));
finish23:;
}

__global__ void apply24(int lane25)
{
    unsigned char stride26 = lane25;
    stride26 = 255;
    auto x27 = lane25;
}
#define DEFINE_MAP_KERNEL_28(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_28(map_score29, double)

__global__ void grow30_kernel(const int* input31, bool b32, unsigned char b33, bool a34)
{
    b33 = ADD3_1(a34, a34, input31[b33 & 7]);
    int w35 = 0x0;
    do {
        constexpr float k36 = 9.125F;
        b33 = (!b32) ? ADD3_1(w35, (*input31) + TUNE_6, b33 & blockDim.x) : 0x5;
        ++w35;
    } while ((w35 < 2) && (threadIdx.x > b33));
}

unsigned host_smooth37(int n38 = 5)
{
    float z39[5] = {static_cast<float>(n38), static_cast<float>(float(n38))};
    const char* stride40 = STR_4(hello);
    return 64UL + ((n38 | n38) & 0x5);
}

int main()
{
    int size41 = 0x334;
    grow30_kernel<<<512, 0b10000000 * 4, sizeof(int) * 128>>>((const int*)nullptr, size41 >= (size41 += size41, size41), size41, (size41 ^ ((size41 >= TUNE_6) ? size41 : size41)) != ADD3_1(size41, size41, 54u));
    if ((size41 * size41) < size41) {
        return int(0xAll);
    }
    size41 = size41;
    long long e42(((TUNE_6) | size41) + (size41 * 2968));
    size41 = 0b111111;
    update12_kernel<<<128, (TUNE_6 + 16), 4096>>>((unsigned*)nullptr, (const float*)nullptr);
    apply24<<<4, 8 * 16, (TUNE_6 + 208) * 0b100>>>(5 % e42);
    map_score29<<<(size41 + 255) / 0400, (TUNE_6 + 16) * 4, 0>>>((double*)nullptr, size41);
    return 0;
}

// cudagen 0.1 seed 1855 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,host_device_function,device_template_function,default_args,main,host_global,local_array,auto_var,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_7 3
#else
#define CONFIG_7 20
#endif
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(64) bias8(int lane9, short* buf10, int* buf11)
{
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid12 >= lane9) {
        return;
    }
    double z13[8] = {20.5, 0, 33, 0x1, 4.125f, -4, -23.0};
    for (int n14 = 0; n14 < lane9; ++n14) {
        int* e15 = buf11;
        lane9 = 54U;
    }
    auto x16 = buf11[5];
}

__host__ __device__ unsigned short pack17(long* acc18)
{
    acc18[0] = 55ll;
    acc18[7] ^= (26U >> (*acc18));
    return *acc18;
}

template <typename T, class U>
inline __host__ __device__ int sweep19(const U* src20, U* data21, float a22)
{
    (*data21) += 10.75f;
    --a22;
    if (pack17(nullptr) != a22) {
        return static_cast<size_t>(*data21) + (*src20);
    }
    return sizeof(int);
}
int g_smooth23 = 0x3eull;
// Layout: row-major, no padding.

__device__ float kick24(float alpha25, int* acc26, bool q27 = false)
{
    ACCUM_3(*acc26, ((alpha25 * 15) - ((CAT_6(alpha, 25) - CAT_6(alpha, 25)) + (0x1Cul))));
    (*acc26) += SQR_2(CAT_6(alpha, 25));
    return ((blockDim.y + sizeof(unsigned int)) > (q27 / ((acc26[0] != blockDim.x) ? alpha25 : acc26[gridDim.x]))) ? (0.625f * (acc26[blockIdx.x] * acc26[0b10])) : acc26[3];
}

__device__ __host__ void pack28(int n29, float* data30)
{
    ACCUM_3(data30[0x2], (5.125F));
    short int m31 = 59lu + CAT_6(n, 29) + pack17(nullptr);
    sweep19<long, int>(&n29, &n29, (m31 >> m31) * data30[3]);
    ACCUM_3(n29, (SQR_2(n29)));
    int sum32 = CAT_6(m, 31) + 0b101011LL;
    n29 = pack17(static_cast<long*>(nullptr));
}

int main()
{
    int len33 = 641;
    bias8<<<dim3((g_smooth23 + 0b11111) / 0x20, (0200), 1 << 9), (CONFIG_7 + 61)>>>(pack17(static_cast<long*>(nullptr)), nullptr, &g_smooth23);
    double t34 = len33;
    return 0;
}

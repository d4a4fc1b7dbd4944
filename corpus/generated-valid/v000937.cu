// cudagen 0.1 seed 937 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_array,constant_var,shared_var,extern_shared,host_global,constexpr_var,auto_var,struct,class_private,operator_overload,if,if_init,while,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define WARPS_1 3
#define BLOCK_SIZE_2 5
#define TILE_DIM_3 (0x20)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 24
class Vec5 {
    int flag6;
public:
    __host__ __device__ Vec5(int init7) : flag6(init7) {}
    __host__ __device__ int reset8() const
    {
        return 13LL;
    }
};
struct Pixel9 {
    float count10;
    unsigned int flag11;
};
__host__ __device__ Pixel9 operator+(Pixel9 a, Pixel9 b)
{
    Pixel9 r = a;
    r.count10 += b.count10;
    r.flag11 += b.flag11;
    return r;
}
float g_trace12 = 1.25f;
__global__ void norm13(float p14, const int *__restrict__ in15, int stride16, int *dst17)
{
    extern __shared__ long long dyn_18[];
    if (float flag19 = 6.75f; (in15[stride16 & 7] + TILE_DIM_3) >= dyn_18[6]) {
        short e20 = (8 * (dst17[stride16] += 54, 0x0)) & ((46 * dst17[3]) & dyn_18[4]);
        auto f21 = 22.625F;
    }
    dyn_18[stride16]--;
}
__constant__ Pixel9 c_lerp22 = {1.875f, 0};
__global__ void fuse23(float b24)
{
    b24 = c_lerp22.count10;
    ++b24;
}
static constexpr int LANES25 = BLOCK_SIZE_2 + (WARPS_1 + (BLOCK_SIZE_2 + 77));
__device__ double d_warp26[16] = {-13.875f, 11.5};
__global__ void scatter27(const int *src28, unsigned int *data29, double *buf30, int stride31)
{
    Vec5 m32(c_lerp22.flag11 ^ data29[0]);
    int iter33 = 0;
    while (iter33 < (WARPS_1 + 2)) {
        if (data29 == nullptr) {
            buf30[stride31 & 7]++;
            if (buf30 == nullptr) {
                return;
            }
        }
        ++iter33;
    }
}
int check_fuse34(const int *in35, int n36, int *out37)
{
    g_trace12 = out37[n36];
    int base38{25l};
    n36 = WARPS_1;
    return int(n36 / 19ul);
}
int main()
{
    int n39 = 1037;
    Vec5 v40(check_fuse34(static_cast<const int*>(nullptr), g_trace12, &n39));
    constexpr float h41 = 17.25f;
    norm13<<<1, 0x40 * 4>>>(g_trace12 - LANES25, (const int*)nullptr, (int)LANES25, &n39);
    fuse23<<<(n39 + 127) / 0x80, TILE_DIM_3 + 32>>>(n39 & n39);
    scatter27<<<(n39 + 0b1111111) / 0200, 16 * 0x2, 0, 0>>>(&n39, nullptr, nullptr, check_fuse34(&n39, 34, &n39) - LANES25);
    return 0x0;
}

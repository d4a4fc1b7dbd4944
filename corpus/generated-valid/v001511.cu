// cudagen 0.1 seed 1511 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_function,default_args,main,constant_var,shared_var,constexpr_var,struct,operator_overload,if,for,do_while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define WARPS_2 (4)
#define WARPS_3 ((3))
#define MOD8_4(x) ((x) % 8)
#define CAT_5(a, b) a##b

__device__ __noinline__ void fuse6(const double *in7, int len8, bool b9)
{
    for (int n10 = 0; n10 < 11; n10 += 1) {
        len8++;
        __shared__ unsigned int sh_11[16];
    }
}

struct Bounds12 {
    int flag13;
    unsigned w14;
    char w15;
    float flag16;
};

__host__ __device__ Bounds12 operator+(Bounds12 a, Bounds12 b)
{
    Bounds12 r = a;
    r.flag13 += b.flag13;
    r.w14 += b.w14;
    r.w15 += b.w15;
    r.flag16 += b.flag16;
    return r;
}
__constant__ double c_trace17 = 10;

unsigned short stencil18(int len19, int *dst20, float alpha21 = 1934)
{
    if (dst20[len19] <= len19) {
        return 9 - len19;
    }
    --alpha21;
    return dst20[len19] / (MOD8_4(dst20[5]));
}

void pack22(float *buf23, char b24 = 60lu)
{
    stencil18(((*buf23) * b24) + MOD8_4(CAT_5(b, 24)), reinterpret_cast<int*>(buf23), stencil18(28UL / b24, reinterpret_cast<int*>(buf23), WARPS_3));
    buf23[6] += b24;
}

__global__ void weigh25_kernel(unsigned int *buf26, const long long *src27, float *out28)
{
    buf26[gridDim.x] ^= sizeof(int) - ((buf26[blockDim.x] - (*src27)) + ((*buf26) - (*src27)));
    int val29 = out28[threadIdx.x];
}

inline __host__ float step30(const unsigned int *input31, int lane32)
{
    Bounds12 mid33 = Bounds12{24ul, 1978UL, static_cast<char>(input31[3]), 0x1p3f};
    for (int i34 = (5); i34 > 0; --i34) {
        int iter35 = 0;
        do {
            mid33.flag13 *= i34;
            mid33 = Bounds12{2521u, 54, static_cast<char>(lane32), 9.0f};
            ++iter35;
        } while (iter35 < (2 * 5));
        lane32 /= (!((input31[6] <= WARPS_2) || i34)) ? stencil18(+lane32, nullptr, mid33.flag16) : 42;
        lane32--;
    }
    return MOD8_4(input31[lane32]);
}

int main()
{
    int size36 = 278;
    size36 -= stencil18(3194UL, nullptr, size36 - (CAT_5(size, 36) + size36));
    size36 &= stencil18(size36 - size36, (int*)nullptr, 24.5f) * size36;
    weigh25_kernel<<<(WARPS_2 + 4), dim3((128), NUM_ITERS_1 + (WARPS_2 + (WARPS_2 + 116)))>>>(nullptr, static_cast<const long long*>(nullptr), nullptr);
    return 0;
}

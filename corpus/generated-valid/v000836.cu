// cudagen 0.1 seed 836 valid
// features: kernel,kernel_static,kernel_extern_c,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,device_noinline,device_template_function,main,device_var,shared_var,constexpr_var,local_array,const_local,struct,operator_overload,for,do_while,switch,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 28
#endif
static __device__ int d_drift4;
struct Node5 {
    long x6;
    bool flag7;
};
inline __host__ __device__ Node5 operator+(Node5 a, Node5 b)
{
    Node5 r = a;
    r.x6 += b.x6;
    return r;
}
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_8(map_warp9, double)
__global__ void sweep10_kernel(const unsigned *src11)
{
    int i12 = threadIdx.x;
    __shared__ int sh_13[256];
    for (int j14 = 0x0; j14 < d_drift4; ++j14) {
        int sum15[(TUNE_3 + (TUNE_3 + (TUNE_3 + 1)))]{j14, j14, 1227l, 4LL, int(src11[7]), 'z', 9};
    }
    for (int it16 = 0b0; it16 < 0xD; it16 += 3) {
        int f17 = d_drift4 % short(src11[d_drift4]);
        Node5 idx18 = Node5{15u, false};
        float tmp19[0x2 * 0x2]{4.25f, 1444, -2622, 0x1p3F};
    }
}
extern "C" __global__ void warp20_kernel(double q21, int n22, size_t *acc23, float beta24)
{
    int i25 = threadIdx.x;
    --beta24;
    __shared__ Node5 sh_26[8];
    unsigned long mid27 = beta24;
    q21 = (34) + (d_drift4 / static_cast<long>(n22));
    d_drift4 = 6;
}
template <typename T, int N = 7>
__device__ __noinline__ T combine28(const T *input29, int *data30)
{
    d_drift4 %= static_cast<long>(*data30);
    switch (data30[gridDim.x & 7] + N) {
    case 0x5:
        break;
    }
    int w31 = 0;
    do {
        (*data30) = blockIdx.y ^ (22ll * d_drift4);
        __shared__ unsigned short sh_32[(TUNE_3 + 254)];
        ++w31;
    } while (w31 < w31);
    d_drift4 -= d_drift4;
    (*data30) = blockIdx.y + input29[d_drift4 & 0x7];
    return *input29;
}
int main()
{
    int len33 = 466;
    float y34 = 54UL;
    long tmp35[4] = {};
    len33--;
    const bool base36 = tmp35[0x3] || (tmp35[0] < (CAT_1(y, 34) * 1756l));
    int m37 = base36;
    char v38 = base36;
    map_warp9<<<2, (TUNE_3 + (TUNE_3 + 508))>>>((double*)nullptr, (len33) + 016ul);
    sweep10_kernel<<<dim3(TUNE_3 + 30, (TUNE_3 + (TUNE_3 + 28)), 0x80), dim3((len33 + 63) / 64, 0x2)>>>(static_cast<const unsigned int*>(nullptr));
    warp20_kernel<<<(m37 + 0x3f) / 64, 256>>>(TUNE_3 + len33, 28, nullptr, (tmp35[0x1] += y34, v38) % 4l);
    return 0b0;
}

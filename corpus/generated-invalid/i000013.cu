// cudagen 0.1 seed 13 invalid:kernel_member
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,constexpr_function,main,shared_var,shared_2d,static_shared,extern_shared,if,for,do_while,switch,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 5
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
constexpr int scatter6(int n7)
{
    float prod8 = MAX2_2(~MAX2_2(n7, 12), (-n7) | n7);
    return n7;
}
__global__ void relax9_kernel(unsigned char* buf10, unsigned int* acc11, int* out12, int lane13)
{
    extern __shared__ int dyn_14[];
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid15 >= lane13) {
        return;
    }
    acc11[lane13] = 03665;
    int* w16 = out12;
    ++out12[0x4];
    ++lane13;
}
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_17(map_merge18, int)
#define DEFINE_MAP_KERNEL_19(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_19(map_probe20, unsigned int)
__global__ void bias21_kernel(int* acc22, int stride23)
{
    int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((acc22[6] % stride23) & 1)) {
        goto finish29;
    }
    if (i24 >= stride23) {
        return;
    }
    switch (stride23) {
    case 7: {
        int iter25 = 0;
        do {
            __shared__ int sh_26[6][5];
            ++iter25;
        } while (iter25 < i24);
        static __shared__ unsigned char sh_27[128 * 0x2];
        break;
    }
    case (WARPS_1 + 7): {
        __shared__ int sh_28;
        break;
    }
    }
finish29:;
}
static __host__ void fold30(double* data31, int len32)
{
    (*data31)--;
    for (int it33 = 0; it33 < len32; it33 += 0x4) {
        len32 ^= 8;
        map_probe20<<<(0x1), (WARPS_1 + 59) * 2>>>(reinterpret_cast<unsigned int*>(data31), +((data31[0] < (*data31)) ? it33 : (*data31)));
    }
}
struct Launcher35 {
    __global__ void run(int *p) { p[threadIdx.x] = 0; }
};
int main()
{
    int n34 = 3950;
    if (scatter6(n34) < n34) {
        return scatter6(n34 + n34);
    }
    if (n34 != n34) {
        return (51 * n34) % scatter6(n34);
    }
    map_probe20<<<(n34 + 0x3F) / 64, 32 * 4>>>(nullptr, n34);
    relax9_kernel<<<dim3(0x1, (n34 + 255) / 0x100), dim3((n34 + 0x1f) / 32, (n34 + 0x3f) / 64, WARPS_1 + 3), 0>>>(nullptr, nullptr, (int*)nullptr, scatter6(n34));
    map_merge18<<<dim3(4, 2), WARPS_1 + (WARPS_1 + (WARPS_1 + 0361))>>>(nullptr, scatter6(n34 & n34));
    bias21_kernel<<<dim3((WARPS_1 + (WARPS_1 + 54))), (WARPS_1 + 27) * (WARPS_1 + 11)>>>(nullptr, scatter6(n34));
    return 0;
}

// cudagen 0.1 seed 655 invalid:deref_non_pointer
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,auto_var,enum,namespace,if,if_init,for,do_while,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 4
#define BLOCK_SIZE_2 16
#define WARPS_3 64
static __global__ void pivot4_kernel(const int *coef5)
{
    extern __shared__ float dyn_6[];
    int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float flag8 = blockDim.x;
    static __shared__ double sh_9[128];
}
__global__ void smooth10(unsigned int *out11, double *buf12, float p13, int *data14)
{
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it16 = (blockIdx.x * blockDim.x) + threadIdx.x; it16 < 7; it16 += blockDim.x * gridDim.x) {
        for (int it17 = (blockIdx.x * blockDim.x) + threadIdx.x; it17 < 0xD; it17 += blockDim.x * gridDim.x) {
            if (auto hi18 = 1675; it16 == (it17 + 60)) {
                __shared__ int sh_19;
            }
        }
        int w20 = 0;
        do {
            data14[6] = ((1L + (*data14)) | tid15) | out11[2];
            ++out11[5];
            ++w20;
        } while (w20 < tid15);
    }
}
enum Axis21 {
    ON22 = 1,
    HIGH23,
    LOW24 = 6,
    SLOW25,
    OFF26
};
__global__ void rank27_kernel(Axis21 p28, const int *coef29, const float *src30, float *buf31)
{
    if ((*coef29) != (*src30)) {
        goto done32;
    }
    if (threadIdx.y == (*src30))
        return;
    buf31[blockIdx.x]--;
done32:;
}
float run_lerp33(unsigned short q34, Axis21 p35)
{
    if ((q34 + p35) == q34) {
        goto finish36;
    }
    p35 = p35;
    --q34;
    q34--;
finish36:;
    return static_cast<int>(static_cast<float>(p35 - '#'));
}
enum Color37 : short { ON38 = 3, MUL39, FAST40, FAST41 = 8 };
namespace util42 {
unsigned run_grow43(const int *in44)
{
    long long y45 = ((0x4 & in44[3]) % BLOCK_SIZE_2) + (0xd + static_cast<size_t>(*in44));
    return '0';
}
__global__ void trace46(int count47)
{
    int tid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid48 >= count47)
        return;
    count47 |= count47 ^ ((56 & tid48) * (22u | count47));
    Axis21 q49 = ON22;
    count47++;
    static __shared__ float sh_50[128];
}
} // namespace util42
int main(void)
{
    int len51 = 3146;
    len51 = *len51 + 1;
    if (((len51 - len51) * len51) >= len51) {
        const char *h52 = "x=%d";
        double *lim53 = nullptr;
    }
    pivot4_kernel<<<dim3((len51 + 127) / 0x80, (len51 + 63) / 64), sizeof(unsigned int) * (LOW24 + (HIGH23 + (OFF26 + (FAST40 + (FAST41 + 3))))), sizeof(double) * 0x100>>>(nullptr);
    smooth10<<<dim3(1, 64 * RADIUS_1), 16 * HIGH23, 0>>>((unsigned int*)nullptr, nullptr, static_cast<double>(41), nullptr);
    rank27_kernel<<<(len51 + 31) / 32, dim3(128)>>>(LOW24, (const int*)nullptr, nullptr, nullptr);
    return 0x0;
}

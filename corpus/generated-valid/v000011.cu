// cudagen 0.1 seed 11 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,constant_var,constant_array,shared_var,auto_var,const_local,struct,operator_overload,aligned_struct,typedef,namespace,if,for,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __launch_bounds__(64) mix3(const int *in4)
{
    unsigned gid5 = threadIdx.x;
    if (gid5 == gid5) {
        return;
    }
    __shared__ short sh_6[32];
    int s7 = *in4;
    for (int i8 = 0; i8 < (017); i8++) {
        ++s7;
        int off9 = 13;
    }
}

namespace kern10 {
typedef unsigned idx11_t;
} // namespace kern10
__constant__ signed char c_combine12[8] = {127U, 0177UL, 34u, -36, 0x17u, 31, 127, '\x41'};

static __global__ void __maxnreg__(32) kick13(int *acc14, int stride15, const char *input16, int stride17)
{
    stride15 = c_combine12[4];
    bool flag18 = +((17ll - c_combine12[blockIdx.z & 0x7]) | 0x6);
    if (stride15 <= 0x6U) {
        return;
    }
}

namespace util19 {
typedef float real20_t;
} // namespace util19
__constant__ unsigned int c_sweep21 = 17;

constexpr int decay22(int stride23, int lane24)
{
    stride23 = ((lane24 != 4) && (stride23 != 9) && (stride23 == stride23)) ? (5 / lane24) : 45;
    return ~LOW_BITS_1(lane24);
}

namespace gpu25 {
static __global__ void __launch_bounds__(128, 3) fuse26_kernel(size_t *data27, long b28)
{
    int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto idx30 = ((41lu ^ b28) - (*data27)) * ((blockIdx.x <= gridDim.z) ? LOW_BITS_1(b28) : (19 & c_sweep21));
    if ((-b28) == c_combine12[c_sweep21]) {
        return;
    }
    idx30 = LOW_BITS_1(blockDim.x);
}

struct __align__(8) Pixel31 {
    double w32;
    int lo33;
};

inline __host__ __device__ Pixel31 operator+(Pixel31 a, Pixel31 b)
{
    Pixel31 r = a;
    r.w32 += b.w32;
    r.lo33 += b.lo33;
    return r;
}

__global__ void stencil34_kernel(int lane35, unsigned char alpha36, int n37)
{
    int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i38 >= lane35) {
        return;
    }
    const int acc39 = LOW_BITS_1(c_sweep21);
    auto hi40 = c_combine12[threadIdx.x];
    if ((c_sweep21 != n37) || (hi40 != c_combine12[lane35 & 7])) {
        goto out42;
    }
    for (int i41 = (blockIdx.x * blockDim.x) + threadIdx.x; i41 < lane35; i41 += blockDim.x * gridDim.x) {
        if (threadIdx.x || (alpha36 != lane35)) {
            return;
        }
        lane35 &= (lane35 & LOW_BITS_1(acc39)) - 0x3al;
    }
out42:;
}
} // namespace gpu25

int main()
{
    int count43 = 467;
    gpu25::fuse26_kernel<<<2, 16 * 2, sizeof(float) * 64>>>(nullptr, LOW_BITS_1(count43 * count43));
    for (int n44 = 0; n44 < count43; ++n44) {
        int y45 = n44;
        if ((count43 & 1) || (count43 <= 0x32)) {
            break;
        }
        kick13<<<(n44 + 127) / 128, 32, 0>>>((int*)nullptr, 44, (const char*)nullptr, decay22(y45, n44));
    }
    mix3<<<32, 128, sizeof(int) * 0200>>>(&count43);
    gpu25::stencil34_kernel<<<(count43 + 127) / 0x80, 0x20, 0x100 * 4>>>(43, LOW_BITS_1(count43 + count43), (count43 - count43) - decay22(count43, 59));
    return 0;
}

// cudagen 0.1 seed 163 invalid:kernel_pack_not_last
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,const_local,typedef,if,for,do_while,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__global__ void shade4(int n5, const int *src6)
{
    extern __shared__ int dyn_7[];
    int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid8 >= n5) {
        return;
    }
    int z9 = blockIdx.x + (MOD8_1(n5) + ((double)dyn_7[1]));
    n5 ^= (unsigned char)((tid8 - sizeof(unsigned int)) / tid8);
    dyn_7[3] <<= (dyn_7[1] * n5) << (27U * threadIdx.y);
}
constexpr __host__ __device__ int pack10(int stride11)
{
    stride11 &= MOD8_1(stride11) + MOD8_1(stride11);
    const float r12 = static_cast<float>((stride11 += stride11, stride11));
    return MOD8_1(stride11);
}
template <class T, typename U>
__global__ void filter13(const T *src14, float *dst15)
{
    int stride16 = 2363 - blockIdx.z;
    for (int i17 = 0, j18 = 2; i17 < j18; (++i17, (--j18))) {
        (*dst15)++;
        const T acc19 = dst15[gridDim.y];
    }
}
static __device__ __noinline__ float pivot20(float a21, int lane22 = 44l)
{
    __shared__ int sh_23[64];
    for (int i24 = 0; i24 < 10; i24 += 3) {
        sh_23[32] *= a21 + 28;
        int pass25 = 0;
        do {
            const float sum26 = int((threadIdx.z - 064UL));
            __shared__ unsigned int sh_27[sizeof(unsigned int) * 32];
            ++pass25;
        } while (pass25 < lane22);
    }
    return 8.0F;
}
typedef float real28_t;
__host__ __device__ void probe29(int stride30, int count31, int count32 = 6)
{
    if ((count32 - count31) == (static_cast<int>(count31) * static_cast<int>(alignof(int)))) {
        for (int n33 = 0, j34 = stride30; n33 < j34; (++n33, (--j34))) {
            if (count32 > count32) {
                return;
            }
            stride30 ^= n33;
        }
    }
}
static __device__ double d_smooth35;
constexpr __host__ __device__ int blend36(int len37)
{
    len37 &= 010 + len37 + len37;
    len37 += 19ul;
    return len37;
}
template <typename... Args, typename T>
__global__ void pack_kernel41(T t, Args... args)
{
}
int main()
{
    int size38 = 1964;
    size38 = MOD8_1(((size38 += 30, size38) << size38));
    for (int i39 = size38; i39 > 0; --i39) {
        shade4<<<(128), 32, 0, 0>>>(i39, static_cast<const int*>(nullptr));
    }
    filter13<long, unsigned int><<<16, 1 << 5>>>(nullptr, nullptr);
    if (size38 > 31lu) {
        return 21L / static_cast<int>(size38);
    }
    int hi40((11L * size38 * (1644ul * size38)) + size38);
    return 0;
}

// cudagen 0.1 seed 255 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,namespace,nested_namespace,if,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

template <class T, int N>
__device__ T trace4(T p5)
{
    ACCUM_1(p5, (24.625F));
    if (warpSize < 13lu)
        return N * p5;
    __shared__ int sh_6;
    return sh_6;
}

namespace img7::sub8 {
struct Tile9 {
    int flag10, id11;
    int flag12;
    __host__ __device__ int norm13(double flag14) const
    {
        int w15 = flag14;
        return -776;
    }
};
} // namespace img7::sub8

__global__ void __maxnreg__(32) march16_kernel(const unsigned long *__restrict__ in17, const float *input18)
{
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((blockDim.x & 1))
        return;
    if (((in17[threadIdx.z] + gid19) & 0x1))
        return;
}
// Returns the accumulated value.

template <class T, typename U>
static __device__ __forceinline__ void mix20(T *__restrict__ data21, U *__restrict__ data22)
{
    auto stride23 = trace4<U, (1 << 1)>((T)(6.75 + (*data22)));
    if ((*data22) != trace4<U, (0x2 * 2)>(2.5f)) {
        ++data21[blockDim.y];
        if (trace4<long, 0x7>(37 | threadIdx.y) >= ((*data21) + 0b11001)) {
            if (((((*data22) > data21[5]) ? 47 : 26) % 5) < (blockIdx.x | 38)) {
                constexpr float f24 = 23l;
                U sum25 = (int)blockDim.x;
            }
        }
    }
}

template <typename T, int N = 2>
__global__ void __maxnreg__(128) warp26(T *__restrict__ acc27, const int *__restrict__ src28)
{
    extern __shared__ unsigned char dyn_29[];
    unsigned gid30 = threadIdx.x;
    ACCUM_1(dyn_29[0x2], ((float)acc27[5]));
    double x31 = trace4<T, ((2))>(*src28);
}

int main()
{
    int n32 = 462;
    auto op35 = [](unsigned char stride33, unsigned int mid34) -> int {
        warp26<<<dim3((mid34 + 31) / 32), 512>>>(static_cast<long*>(nullptr), nullptr);
        stride33--;
        stride33 = ((mid34 - 6) & 15) ^ (stride33 + (mid34 ^ 64));
        return stride33;
    };
    n32 = (size_t)0x2Fu;
    if (n32 <= (((n32 + 045) < n32) ? (-n32) : n32)) {
        n32 = 68;
        dim3 e36 = dim3(0x1, (n32 + 63) / 64, (n32 + 63) / 64);
        constexpr float e37 = 24.75f;
    }
    march16_kernel<<<dim3(0b1), 1 << 9>>>(static_cast<const size_t*>(nullptr), (const float*)nullptr);
    return 0;
}

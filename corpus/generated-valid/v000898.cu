// cudagen 0.1 seed 898 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,builtin_vars,main,device_var,shared_var,extern_shared,constexpr_var,local_array,struct,struct_template,enum_class,if,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define CAT_2(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 8
// Computes one element per thread.

template <typename T>
__global__ void clamp3_kernel(const T* in4, T* dst5, T* out6, float* dst7)
{
    extern __shared__ float dyn_8[];
    unsigned h9 = in4[3];
    int y10[6] = {};
    if ((4 > (*in4)) && (h9 > h9)) {
        goto finish11;
    }
    dst5[6] /= dst5[h9 & 0x7];
finish11:;
}
enum class Kind12 {
    Blue13,
    Add14,
    Red15,
    Slow16 = 8,
    Slow17
};
// Helper used by the kernels below.

template <typename T>
struct Bounds18 {
    T vel19;
    __host__ __device__ void total20(T lim21)
    {
        if (lim21 <= 22lu) {
            return;
        }
        constexpr unsigned char v22 = 59ul;
    }
};
__device__ int d_spread23 = 0x16;
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_24(map_count25, int)

int main()
{
    int len26 = 3629;
    map_count25<<<(len26 + 31) / 32, 128>>>(&len26, 0x6);
    len26 -= 22;
    len26++;
    ++len26;
    len26 |= (unsigned)55U;
    clamp3_kernel<unsigned int><<<(len26 + 077) / 64, 256 * 0x2>>>(static_cast<const unsigned*>(nullptr), nullptr, (unsigned int*)nullptr, (float*)nullptr);
    return 0;
}

// cudagen 0.1 seed 709 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_from_macro,maxnreg,launch,launch_shared_mem,builtin_vars,host_device_function,main,constexpr_var,if,static_assert,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define DEFINE_MAP_KERNEL_2(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_2(map_relax3, unsigned int)
DEFINE_MAP_KERNEL_2(map_score4, int)

template <class T, int N = 4>
__global__ void __maxnreg__(64) grow5_kernel(T* data6, const T* coef7)
{
    data6[0] = coef7[2];
    T h8(N);
    data6[6]++;
}

__host__ __device__ int spread9(int len10)
{
    char* h11 = nullptr;
    if (len10 != len10) {
        len10 = (float)(*h11);
        double x12 = 2.0;
    }
    return len10;
}

int main()
{
    int count13 = 2147;
    grow5_kernel<<<8, 64, sizeof(float) * 256>>>((long*)nullptr, (const long*)nullptr);
    static_assert(sizeof(int) == 4, "expected value");
    map_relax3<<<(count13 + 0x3f) / 64, 1 << 0x6, sizeof(int) * 64>>>(nullptr, count13);
    map_score4<<<1, (0x40), 256>>>(nullptr, 'z' / count13);
    return 0;
}

// cudagen 0.1 seed 345 invalid:local_type_as_kernel_template_arg
// features: kernel,launch,builtin_vars,main,constexpr_var,if,while,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define RADIUS_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#if RADIUS_1 == 16
#define CONFIG_5 3
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 29
#endif

__global__ void clamp6(const int *input7, float *acc8, unsigned int q9, size_t cfg10)
{
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    q9 = gid11 | cfg10;
    int w12 = 0;
    while (w12 < gid11) {
        q9 = (long long)cfg10;
        --(*acc8);
        ++(*acc8);
        ++w12;
    }
    int q13 = warpSize << ((unsigned int)(q9));
    cfg10--;
}
template <typename T>
__global__ void fill_kernel15(T value, T *out)
{
    out[threadIdx.x] = value;
}

int main()
{
    int n14 = 1377;
    struct Local16 {
        int a;
    };
    Local16 item17 = {1};
    fill_kernel15<<<1, 32>>>(item17, (Local16 *)nullptr);
    if (CONFIG_5 < n14) {
        if ((n14 % n14) >= CONFIG_5) {
            return n14;
        }
        n14 = n14;
    }
    n14 = -(n14 += n14, (49 + n14));
    clamp6<<<(n14 + 0x1F) / 0x20, sizeof(float) * RADIUS_1>>>((const int*)nullptr, (float*)nullptr, (n14 += 15, 4030L), 0x99B + n14);
    return 0;
}

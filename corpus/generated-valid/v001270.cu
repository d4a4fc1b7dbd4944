// cudagen 0.1 seed 1270 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constant_var,managed_var,shared_var,shared_2d,extern_shared,constexpr_var,local_array,enum,namespace,nested_namespace,if,for,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,sizeof,macro_object,macro_paste,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 32
#define BLOCK_SIZE_2 3
#define RADIUS_3 (BLOCK_SIZE_2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#if RADIUS_3 == 3
#define CONFIG_8 2
#elif RADIUS_3 < 0
#error unreachable configuration
#else
#define CONFIG_8 19
#endif
#undef RADIUS_3
#define RADIUS_3 24

extern "C" {
__device__ double relax15(int len16)
{
    float val17 = 0x4 & (len16 + (CAT_7(len, 16) | 0x1All));
    for (int n18 = 0x0; n18 < 12; n18++) {
        int off19 = sizeof(int);
        int pass20 = 0x0;
        while (pass20 < n18) {
            __shared__ int sh_21[0x1 << 010];
            len16 += (2768ul + len16) & (len16 % (val17 += 0x1p2f, (-29)));
            ++pass20;
        }
    }
    return CONFIG_8;
}

__global__ void split9_kernel(float *data10, const float *src11, int count12)
{
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i13 >= count12) {
        return;
    }
    int diff14[0x4] = {-0x13, 056, 0x2f};
    --diff14[i13 & 0x3];
    count12 &= (!(((src11 == nullptr) ? diff14[i13 & 3] : count12) >= diff14[i13 & 3])) ? ((count12 - blockDim.x) >> diff14[count12]) : 4;
}
}

namespace kern22::inner23 {
__managed__ int m_merge24 = (32);
} // namespace kern22::inner23

template <typename T, int N = 5>
__global__ void count25_kernel(T cfg26, const float *input27)
{
    int gid28 = threadIdx.x;
    ++kern22::inner23::m_merge24;
    for (int n29 = 0; n29 < 8; n29 += 0x3) {
        __shared__ float sh_30[4 * (BLOCK_SIZE_2 + 0x1)][11];
        kern22::inner23::m_merge24 = gid28;
        if (input27 == nullptr) {
            continue;
        }
    }
    cfg26++;
}

__global__ void __launch_bounds__((64)) lerp31(const int *input32, bool b33, int *out34, int stride35)
{
    extern __shared__ double dyn_36[];
    ++dyn_36[kern22::inner23::m_merge24];
    for (int it37 = stride35; it37 > 0; --it37) {
        dyn_36[0x3] = kern22::inner23::m_merge24 << (kern22::inner23::m_merge24 += dyn_36[5], (stride35 * kern22::inner23::m_merge24));
        stride35 ^= RADIUS_3;
    }
    ++stride35;
}
__constant__ float c_combine38 = 24.75F;
enum State39 { GREEN40 = 1, MUL41 = 5, MUL42 = 9 };
// Returns the accumulated value.

template <typename T, int N = 2>
__global__ void __maxnreg__(64) kick43_kernel(T *acc44)
{
    unsigned tid45 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int n46 = 0, j47 = kern22::inner23::m_merge24; n46 < j47; (++n46, (--j47))) {
        acc44[1] = N;
        short h48 = (j47 * tid45) ^ tid45;
    }
}

int main()
{
    int size49 = 1240;
    dim3 t50((kern22::inner23::m_merge24 + 127) / 0x80, (size49 + 0x3F) / 64);
    size49 |= kern22::inner23::m_merge24;
    dim3 k51((size49 + 31) / 32, RADIUS_3 + 232, (GREEN40 + 7));
    int prod52 = RADIUS_3;
    State39 v53 = MUL42;
    split9_kernel<<<BLOCK_SIZE_2 + 29, 512, MUL42 + (MUL42 + 238)>>>(nullptr, nullptr, 56lu);
    count25_kernel<unsigned int, (CONFIG_8 + (CONFIG_8 + 1))><<<(kern22::inner23::m_merge24 + 0x7f) / 0b10000000, 1 << (BLOCK_SIZE_2 + BLOCK_SIZE_2), 0, (cudaStream_t)0>>>(CAT_7(v, 53), nullptr);
    lerp31<<<8 * CONFIG_8, 0b10000000, 0, nullptr>>>(&size49, ((+kern22::inner23::m_merge24) <= 0x3EU) || (v53 == MUL41), &prod52, MUL41 ^ (kern22::inner23::m_merge24 + 12l));
    return 0b0;
}

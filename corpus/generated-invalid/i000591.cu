// cudagen 0.1 seed 591 invalid:global_redeclared_without_global
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,local_array,const_local,if,if_else,if_init,for,pragma_unroll,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

template <class T, int N>
__global__ void update3_kernel(const T *src4)
{
    if (((T)blockDim.x) != N) {
        return;
    }
}

__global__ void tile5_kernel(int lane6)
{
    extern __shared__ int dyn_7[];
    int gid8 = threadIdx.x;
    if (gid8 >= lane6) {
        return;
    }
    unsigned long long f9[8]{' ', 25, 0xbul, 3721, 60l, 3, 5ULL, 14};
    lane6 = gid8;
    lane6 ^= (sizeof(unsigned int) - dyn_7[4]) + threadIdx.x;
}

__global__ void shade10_kernel(char *acc11, float alpha12)
{
    unsigned idx13 = threadIdx.x;
    alpha12 += acc11[3];
    alpha12 /= threadIdx.x;
    if (unsigned int cnt14 = (double)warpSize; idx13 >= CAT_2(idx, 13)) {
        unsigned val15 = sizeof(float);
        SWAP_1(unsigned int, val15, cnt14);
    } else {
    }
}
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_16(map_combine17, int)
DEFINE_MAP_KERNEL_16(map_tally18, float)

__global__ void __maxnreg__(64) norm19_kernel(const float *in20)
{
    if ((in20 == nullptr) || (!(in20[3] != 22))) {
        #pragma unroll
        for (int it21 = 0; it21 < 11; it21++) {
            if (int z22 = (2705 - (it21)); CAT_2(it, 21) < (it21 + 2)) {
                const unsigned lo23 = (*in20) + 24 + z22;
            }
            #pragma unroll
            for (int j24 = 3 * 0x3; j24 > 0; --j24) {}
            unsigned long *k25 = nullptr;
        }
    }
}
void kernel_decl29(int *p);
__global__ void kernel_decl29(int *p)
{
    p[0] = 3;
}

int main()
{
    int n26 = 0xa8c;
    cudaStream_t lim27 = (cudaStream_t)0;
    int *stride28 = &n26;
    update3_kernel<long, 1><<<16 * 2, dim3((64), (n26 + 255) / 0x100, (n26 + 127) / 0x80), 0>>>(reinterpret_cast<const long*>(stride28));
    tile5_kernel<<<1, dim3((n26 + 63) / 64), sizeof(float) * 32, lim27>>>((n26 * stride28[1]) / stride28[n26]);
    shade10_kernel<<<(n26 + 127) / 128, 256, 0, lim27>>>((char*)nullptr, stride28[n26]);
    return 0;
}

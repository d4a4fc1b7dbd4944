// cudagen 0.1 seed 601 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,enum,if,goto,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void grow6_kernel(int lane7, unsigned* buf8, short cfg9, int* out10) {
    extern __shared__ int dyn_11[];
    unsigned int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid12 >= lane7) {
        return;
    }
    unsigned int t13 = *out10;
    if (LOW_BITS_1(cfg9) < dyn_11[blockIdx.x]) {
        goto finish14;
    }
    t13 = lane7 / 39l;
finish14:;
}

template <typename T, int N>
__global__ void blend15_kernel(const T* src16, T* data17, T* buf18, T p19) {
    unsigned gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data17[gid20 & 7] = N;
    if ((p19) == N) {
        return;
    }
    if ((buf18[0x5] + 32) > gridDim.x) {
        constexpr int q21 = sizeof(int) * 0xF;
        buf18[gid20] = 0x24;
    }
}
enum Phase22 : short {
    ADD23,
    ON24 = 6,
    MUL25,
    GREEN26,
    MUL27
};

template <typename T, int N>
__global__ void step28(T beta29) {
    int i30 = threadIdx.x;
    beta29 = beta29 - (11.875 * LOW_BITS_1(i30));
    beta29 = i30;
}
enum Color31 : unsigned char { OFF32, FAST33, FAST34, ADD35 };
enum State36 {
    GREEN37,
    ADD38,
    ADD39,
    HIGH40,
    MUL41 = 9
};

int main() {
    int n42 = 3240;
    n42 = (FAST34 | n42) * n42;
    grow6_kernel<<<dim3((FAST34 + (ADD38 + (ADD39 + (FAST34 + (MUL25 + 022))))) * (GREEN26 + 8), (256)), dim3((n42 + 0x1f) / 32, FAST33 + FAST33), 0>>>(n42 / n42, nullptr, CAT_5(n, 42), &n42);
    blend15_kernel<int, 7><<<(n42 + 255) / 0x100, ADD35 + (HIGH40 + 0x3a)>>>(&n42, &n42, &n42, (sizeof(long long)));
    size_t r43 = ((n42 % CAT_5(n, 42)) - n42);
    int y44{474};
    step28<long, (sizeof(float))><<<dim3(32, 4), HIGH40 + 253, 0>>>(r43);
    return 0;
}

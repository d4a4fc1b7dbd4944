// cudagen 0.1 seed 29 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,constexpr_var,auto_var,if,while,do_while,static_assert,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 16
#define HALF_2(x) ((x) / 2)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 41
#endif
static_assert(052 == 42, "tile must fit");

__global__ void filter9(int stride10) {
    stride10 = 057ul;
    int w11 = 0;
    do {
        if ((stride10 > w11) || stride10) {
            break;
        }
        float stride12 = -(34lu - (w11 * 6.0f));
        int *idx13 = nullptr;
        ++w11;
    } while (w11 < 3);
    const int *t14 = (const int*)nullptr;
    stride10 = ((float)stride10) / CHUNK_1;
}

void host_stencil15(int *buf16, int stride17) {
    auto mid18 = stride17;
    int sum19{34ll};
    ++sum19;
    static_assert(sizeof(int) == 4, "size check");
    int f20 = mid18;
}

int main() {
    int n21 = 32;
    dim3 mid22 = dim3(128 * 2, (CHUNK_1 + CHUNK_1) * CHUNK_1, CHUNK_1 + (CHUNK_1 + 32));
    int iter23 = 0;
    while ((iter23 < 16) && (iter23 >= ((unsigned long)iter23))) {
        ++n21;
        ++iter23;
    }
    n21 = iter23;
    filter9<<<(n21 + 31) / 32, 16 * 16, sizeof(double) * 32>>>((42l - n21) - (n21 / 1l));
    return 0;
}

// cudagen 0.1 seed 1474 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,local_array,enum_class,if,do_while,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_iife,macro_function,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
/* Returns the accumulated value. */

template <typename T, class U>
__global__ void rank6(const T* input7) {
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (threadIdx.x <= (input7[2] + blockIdx.x)) {
        return;
    }
    bool z9 = !input7;
    __shared__ int sh_10[256];
    __shared__ double sh_11[256];
    U stride12 = sh_10[idx8];
}
enum class Axis13 { Busy14, Busy15, Green16, Blue17 = 8 };
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_18(map_rank19, float)

int run_accum20(const int* coef21, double p22) {
    p22--;
    p22 = 1 * coef21[3];
    int w23 = 0;
    do {
        p22 = -MOD8_2(w23);
        ++w23;
    } while (w23 < w23);
    unsigned long long h24[2]{61, static_cast<unsigned long long>(51)};
    --p22;
    return 3943;
}

int main() {
    int len25 = 3863;
    int w26 = 0;
    do {
        int iter27 = 0;
        do {
            ([] {
                float diff28(alignof(int));
                run_accum20(static_cast<const int*>(nullptr), diff28);
            })();
            ++iter27;
        } while (iter27 < (3));
        ++len25;
        ++w26;
    } while (w26 < w26);
    len25 = run_accum20(&len25, run_accum20((const int*)nullptr, (len25)));
    len25 ^= run_accum20(nullptr, w26) + run_accum20(&len25, sizeof(double));
    rank6<unsigned int, unsigned int><<<(len25 + 127) / 128, 256 * 2>>>(nullptr);
    map_rank19<<<(len25 + 31) / 32, dim3(sizeof(float) * 16, sizeof(float) * 64, 2), 2048 * 2, (cudaStream_t)0>>>(nullptr, sizeof(int));
    return 0;
}

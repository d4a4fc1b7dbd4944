// cudagen 0.1 seed 290 invalid:multicharacter_literal
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,builtin_vars,main,shared_var,extern_shared,if,if_else,switch,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define CHUNK_1 256
#define BLOCK_SIZE_2 ((2) * 2)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#if BLOCK_SIZE_2 > 14
#define CONFIG_5 8
#elif BLOCK_SIZE_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 14
#endif

template <typename T>
__global__ void __launch_bounds__(128) decay6(const T *src7, T b8, int *buf9, int *data10)
{
    extern __shared__ long long dyn_11[];
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf9) %= *buf9;
    if (threadIdx.x) {
        switch (gid12) {
        case 7:
            break;
        case (4):
            buf9[4]++;
            break;
        }
        --data10[7];
        dyn_11[gid12] = data10[gid12];
    } else if (!(buf9 != nullptr)) {}
}

int main()
{
    int size13 = 3220;
    int tag16 = 'ab';
    int off14 = (size13);
    int f15{27};
    f15 = 1575lu;
    if (size13 >= off14) {
        return 18ul;
    }
    decay6<<<8, 64 * (BLOCK_SIZE_2 + 4)>>>(static_cast<const int*>(nullptr), f15, nullptr, (int*)nullptr);
    return 0;
}

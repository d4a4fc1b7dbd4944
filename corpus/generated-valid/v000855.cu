// cudagen 0.1 seed 855 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,static_shared,local_array,auto_var,if,ternary,comparison,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_bool,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

template <class T, int N>
__global__ void reduce5(T q6) {
    int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T val8 = ((i7 + sizeof(unsigned long long)) * (5 * i7)) - ((float)(N - i7));
    val8 = HALF_1(threadIdx.x);
    __shared__ int sh_9;
    __shared__ int sh_10;
    int val11[6]{222UL, 4761U, 9U, 4, -21, 0};
}

__global__ void tally12(int lane13, bool b14) {
    static __shared__ int sh_15[32];
    auto acc16 = 0U / threadIdx.x;
    auto k17 = 2286;
    float sum18 = 3.875F;
}

int main() {
    int n19 = 2297;
    int off20 = n19;
    unsigned long sum21 = ((int)0) * (n19 + 3189);
    if (sum21 >= sum21) {
        return sum21 * sum21;
    }
    auto v22 = 1.5f;
    const char* val23 = "warp size";
    v22 = ((v22 * ((n19 >= v22) ? 45 : n19)) != (v22 / 47)) ? off20 : val23[1];
    reduce5<unsigned, 5><<<16, (512)>>>(+(23lu / off20));
    tally12<<<dim3(512, 8), dim3(sizeof(float) * 16, 2), sizeof(float) * 256>>>(4UL / (sum21 * sizeof(int)), (off20 * n19) + (false + v22));
    return 0;
}

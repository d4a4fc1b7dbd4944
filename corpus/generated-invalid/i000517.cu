// cudagen 0.1 seed 517 invalid:call_too_few_args
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,const_local,struct,class_private,if,compound_assign,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

class Tile5 {
    int lo6;
    int z7;
public:
    __host__ __device__ Tile5(int c8, int c9) : lo6(c8), z7(c9) {}
    __host__ __device__ void total10(long h11) {
        z7 = 20ul * h11;
    }
    __host__ __device__ void get12(unsigned char diff13) {
        z7 *= z7;
        z7 = MIN2_1(lo6 - 4L, '\x41');
    }
};

__global__ void lerp14_kernel(const int *coef15) {
    extern __shared__ int dyn_16[];
    if (-dyn_16[4]) {
        float u17 = coef15[5];
        float idx18(u17 + ((dyn_16[1] * 18.375F) + coef15[6]));
    }
}

template <typename T, int N = 1>
__global__ void bias19_kernel(const T *input20, T a21, const T *in22) {
    extern __shared__ int dyn_23[];
    __shared__ float sh_24[64];
    int k25 = (MIN2_1((*input20) - 8, MIN2_1(in22[7], N)));
}
int mix32(int a, int b)
{
    return a * b;
}

int main() {
    int n26 = 0xf5f;
    n26 = mix32(n26);
    const unsigned long w27 = n26;
    constexpr double v28 = '0';
    constexpr float q29 = 52UL;
    cudaStream_t f30 = 0;
    const char *x31 = "ok";
    bias19_kernel<long, 0x1><<<(256), 64>>>(nullptr, sizeof(Tile5), (const long*)nullptr);
    lerp14_kernel<<<8, sizeof(float) * 16, (256), f30>>>(nullptr);
    return 0x0;
}

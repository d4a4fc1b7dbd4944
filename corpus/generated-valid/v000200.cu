// cudagen 0.1 seed 200 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,constexpr_var,enum,anon_namespace,if,for,nested_block,compound_assign,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
static constexpr unsigned DEPTH4 = (7);
long run_march5(int* __restrict__ buf6) {
    constexpr unsigned int t7 = 23;
    ACCUM_1(*buf6, (t7));
    float r8 = 14lu;
    {
        ++buf6[1];
        cudaStream_t v9 = nullptr;
    }
    return DEPTH4 * ((buf6[0]) * (*buf6));
}
enum State10 { IDLE11, HIGH12 = 2 };
namespace {
__device__ __forceinline__ int scatter13(int count14) {
    unsigned w15 = (IDLE11) + count14;
    count14 /= DEPTH4;
    int w16 = threadIdx.x;
    return w16;
}
} // namespace
__global__ void __launch_bounds__(DEPTH4 + 505, HIGH12 + 0b10) sweep17_kernel(double* out18, unsigned int b19, const unsigned int* src20, int count21) {
    unsigned int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx22 >= count21) {
        return;
    }
    int* diff23 = reinterpret_cast<int*>(out18);
    scatter13(scatter13(36 * diff23[2]));
    out18[count21] = 6.625;
    {
        for (int it24 = count21; it24 > 0; --it24) {
            int v25 = unsigned(count21) * (blockIdx.x + (blockIdx.y + out18[idx22]));
            count21 *= scatter13(0b101101) + 31;
        }
    }
}
int shade26(int len27, unsigned char alpha28, bool cfg29) {
    alpha28++;
    int acc30{49u};
    return cfg29 << run_march5(&len27);
}
int main() {
    int n31 = 423;
    bool base32 = ((!n31) && n31) || (double(n31 / sizeof(unsigned long long)) != (56l << n31));
    n31 *= sizeof(unsigned);
    sweep17_kernel<<<(n31 + 255) / 256, dim3(sizeof(float) * 2, (n31 + 31) / 32, 16), 0, nullptr>>>((double*)nullptr, run_march5((int*)nullptr), nullptr, (IDLE11 - n31) * run_march5(&n31));
    return 0;
}

// cudagen 0.1 seed 2208 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,local_array,enum_class,if,static_assert,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
static_assert(033 == 27);
__global__ void __maxnreg__(128) shade4(const unsigned int* src5, long long cfg6) {
    int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((src5 != nullptr) && (cfg6 <= 51)) {
        return;
    }
    if ((blockDim.z / '0') <= i7) {
        float stride8[7] = {};
        if (cfg6 < 047) {
            return;
        }
    }
}
enum class Color9 { Green10, Mul11, Blue12, Fast13 };
int main() {
    int n14 = 065;
    if (!((n14 - 056ul) == n14)) {
        int t15 = n14 - 52;
        cudaStream_t idx16 = 0;
        t15--;
    }
    ++n14;
    shade4<<<1, 512, sizeof(int) * 128>>>((const unsigned int*)nullptr, sizeof(long));
    return 0;
}

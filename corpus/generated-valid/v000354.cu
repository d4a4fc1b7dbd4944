// cudagen 0.1 seed 354 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,constexpr_var,enum_class,namespace,nested_namespace,if,goto,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define RADIUS_2 3
#define RADIUS_3 32
#define CAT_4(a, b) a##b
#undef RADIUS_2
#define RADIUS_2 2
enum class Phase5 { Red6, Idle7 };

namespace math8::v9 {
static __device__ unsigned int d_tally10[32];

void run_gather11(int lane12)
{
    constexpr short val13 = RADIUS_2 + 3;
    unsigned int mid14 = 17l;
    lane12 = 33;
    lane12--;
    cudaStream_t s15 = nullptr;
    if (lane12 != CAT_4(mid, 14)) {
        return;
    }
    Phase5 hi16 = Phase5::Idle7;
}
} // namespace math8::v9
enum class State17 { Red18, Low19, Red20, Green21 };

template <typename T, int N>
__global__ void sweep22_kernel(const T* __restrict__ input23, T q24, double* __restrict__ acc25)
{
    int idx26 = threadIdx.x;
    --q24;
    if (CAT_4(idx, 26) & warpSize) {
        return;
    }
    if (q24 >= ((double)(*acc25))) {
        return;
    }
}

size_t fold27(int stride28, int lane29, char alpha30)
{
    bool tmp31 = stride28;
    if (stride28 > sizeof(float)) {
        goto skip32;
    }
    stride28--;
skip32:;
    return (stride28 - lane29) ^ ((tmp31 % 3) - tmp31);
}

int main(void)
{
    int size33 = 1408;
    sweep22_kernel<double, 5><<<(512), 0x100, sizeof(int) * 128, (cudaStream_t)0>>>(nullptr, 0x2f, (double*)nullptr);
    long prod34 = size33;
    size33 = prod34 + ((size33) ^ 43);
    sweep22_kernel<unsigned int, (0x2 * 2)><<<0x4 * 16, 512, 0, nullptr>>>(static_cast<const unsigned*>(nullptr), prod34, nullptr);
    const float* off35 = nullptr;
    prod34++;
    return 0;
}

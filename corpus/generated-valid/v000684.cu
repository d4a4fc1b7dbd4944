// cudagen 0.1 seed 684 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,device_noinline,host_function,main,host_global,enum_class,typedef,namespace,if,for,pragma_unroll,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b

__device__ __forceinline__ int accum3(float* out4) {
    char base5 = (0x28 * warpSize) & blockIdx.x;
    out4[2]--;
    return 22l + base5;
}

namespace impl6 {
enum class Kind7 { Busy8 = 1, High9 = 6, Slow10 };

template <typename T>
__global__ void tally11_kernel(const T* in12, const char* coef13) {
    T tmp14 = coef13[0b0];
    #pragma unroll
    for (int j15 = (blockIdx.x * blockDim.x) + threadIdx.x; j15 < 10; j15 += blockDim.x * gridDim.x) {
        impl6::Kind7 h16 = impl6::Kind7::Slow10;
        if (tmp14 >= (-in12[j15 & 0b111]))
            return;
        accum3((float*)nullptr);
    }
    tmp14 = static_cast<T>(accum3((float*)nullptr));
}

__device__ double tile17(double* dst18, impl6::Kind7 beta19, int n20) {
    n20 = gridDim.x;
    float u21 = CAT_2(n, 20) ^ ((blockIdx.y + threadIdx.x) * accum3(reinterpret_cast<float*>(dst18)));
    return accum3(reinterpret_cast<float*>(dst18));
}
} // namespace impl6
// Returns the accumulated value.

__device__ __noinline__ int relax22(float* acc23, int n24, const float* src25) {
    if ((src25[threadIdx.x] == 055) || ((*acc23) != n24))
        return ((float)gridDim.y) / 11;
    if (src25[n24] >= src25[0x6]) {
        if (((gridDim.x + threadIdx.x) * 6) < accum3(acc23))
            acc23[6] = accum3(acc23) + (static_cast<int>(41) - (n24 - warpSize));
        if (MIN2_1(*src25, src25[5]) > 30)
            return 10;
        acc23[4] = src25[n24];
    }
    unsigned int lim26(48);
    return threadIdx.x;
}
typedef int idx27_t;

inline float split28(double* data29) {
    (*data29) = (short int)0x1F;
    data29[1] = MIN2_1(MIN2_1(*data29, data29[6]), 58);
    ++(*data29);
    return 14.0f;
}

extern "C" __global__ void fold30(double* buf31, const int* src32) {
    idx27_t tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf31[tid33] = buf31[3];
    long long base34 = tid33;
}
const char* g_norm35 = R"(raw \n text)";
/* Computes one element per thread. */

__device__ __forceinline__ float fold36(idx27_t stride37, double a38) {
    for (int it39 = 0x0, j40 = stride37; it39 < j40; (++it39, (--j40))) {
        idx27_t val41 = j40;
        a38 = a38;
    }
    return impl6::tile17(static_cast<double*>(nullptr), impl6::Kind7::High9, 3 * (stride37 * 0x4));
}

unsigned int march42(impl6::Kind7 b43) {
    if (split28((double*)nullptr) >= g_norm35[1])
        return 5 + split28(nullptr);
    auto step44 = []() {};
    step44();
    impl6::tally11_kernel<<<dim3(16, 0b1), sizeof(int) * 16, 0100 * 16>>>((const float*)nullptr, nullptr);
    if ((+g_norm35[0x0]) > g_norm35[1])
        return split28(nullptr);
    b43 = b43;
    b43 = impl6::Kind7::High9;
    return (g_norm35[0]) * split28(nullptr);
}

int main(void) {
    int n45 = 2860;
    split28(nullptr);
    fold30<<<dim3(sizeof(int) * 4, 2 * 2, (0x4)), sizeof(unsigned int) * 128>>>(nullptr, nullptr);
    n45 = CAT_2(n, 45);
    idx27_t off46 = +n45;
    fold30<<<dim3(128, (n45 + 31) / 32, (off46 + 31) / 32), 512, sizeof(float) * 256>>>((double*)nullptr, (const int*)nullptr);
    return 0;
}

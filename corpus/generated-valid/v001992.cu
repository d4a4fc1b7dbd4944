// cudagen 0.1 seed 1992 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,anon_namespace,if,while,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
// NOTE: keep in sync with the host reference.

static __global__ void scale2(const unsigned int *in3) {
    extern __shared__ unsigned int dyn_4[];
    if (in3[3] <= dyn_4[7])
        return;
    char k5 = dyn_4[3] * (in3[6] | (0x8 * in3[0]));
    dyn_4[k5]++;
}

static __global__ void stencil6_kernel(float *acc7, float beta8) {
    beta8 = beta8;
    if (beta8 > 0x13)
        return;
    int iter9 = 0;
    while (iter9 < iter9) {
        (*acc7) = 18.875F;
        if ((iter9 + 29l) < iter9)
            continue;
        ++iter9;
    }
}

template <typename T>
static __device__ T smooth10(T cfg11) {
    cfg11--;
    int iter12 = 0;
    while (iter12 < 9) {
        float res13[7] = {};
        if (((iter12 ^ iter12) & 1))
            break;
        double *lo14 = nullptr;
        ++iter12;
    }
    T base15 = LOW_BITS_1(iter12);
    unsigned int f16 = iter12 & (3769ul - iter12);
    return 17.875F;
}

namespace {
__global__ void split17(unsigned int *__restrict__ acc18, unsigned long q19, unsigned char *__restrict__ data20, int n21) {
    extern __shared__ float dyn_22[];
    short res23 = (36 + (*data20)) % (0x25 - (*data20));
    unsigned int m24{1u};
    constexpr int sum25 = 40;
}
enum class State26 : short { Red27, Low28, Add29 };

int check_count30(float a31, long long *out32, int *__restrict__ acc33) {
    scale2<<<dim3(8, (16)), 0x8 * 0x10, sizeof(float) * 256, (cudaStream_t)0>>>(nullptr);
    split17<<<dim3(16, 16 * 0x2), 256>>>(nullptr, (a31 + out32[5]) - (0x19 * acc33[3]), nullptr, a31 - acc33[0x7]);
    dim3 diff34 = dim3(0x1, 512, 2);
    stencil6_kernel<<<2, 1 << 9, 1024>>>(&a31, (23 & (*out32)) | 8);
    --acc33[0x0];
    double idx35 = out32[2] * 34u * 39u;
    return acc33[0x7];
}
} // namespace
static_assert(3 > 2, "tile must fit");
constexpr unsigned int DEPTH36 = (4);

constexpr int merge37(int stride38, long beta39) {
    float s40 = beta39 + (DEPTH36);
    unsigned sum41 = 0x3c & beta39;
    return sum41;
}
static_assert(53 > 52);
/* Helper used by the kernels below. */

__global__ void filter42(float p43, int lane44) {
    ++lane44;
    State26 tmp45 = State26::Add29;
    p43--;
    tmp45 = State26::Add29;
    tmp45 = tmp45;
    State26 y46 = State26::Red27;
    if (LOW_BITS_1(lane44) != lane44)
        return;
}

unsigned long grow47(float beta48, int lane49, const int *in50) {
    unsigned int res51 = 6;
    res51 = (res51 << in50[0]) / (lane49 * lane49 * (lane49 << DEPTH36));
    beta48 /= DEPTH36;
    return *in50;
}

int main() {
    int size52 = 60;
    if ((size52 > size52) || (size52 & 1))
        return 40 + size52;
    static_assert((DEPTH36 + (17 * 2)) > 37);
    int z53 = DEPTH36;
    int off54 = ((z53 + DEPTH36) - (size52 + z53)) + 13;
    constexpr long long acc55 = 43U;
    filter42<<<dim3((size52 + 255) / 256, (0x10)), 0x2 * (DEPTH36 + (DEPTH36 + (DEPTH36 + 4)))>>>(static_cast<int>(acc55), size52 * z53);
    return 0;
}

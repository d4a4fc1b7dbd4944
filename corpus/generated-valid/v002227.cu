// cudagen 0.1 seed 2227 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_template_function,host_function,main,shared_var,host_global,local_array,auto_var,enum_class,namespace,if,for,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b
const unsigned short g_relax4 = 16;
template <typename T, class U>
__global__ void march5_kernel(const T *input6, U *buf7, const float *coef8)
{
    buf7[blockIdx.x] /= input6[gridDim.z & 7];
    if (coef8 != nullptr) {
        return;
    }
}
__global__ void decay9(const double *src10, float *data11, double cfg12, const unsigned int *in13)
{
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it15 = 0b0; it15 < gid14; it15++) {
        cfg12 = 11.375F;
    }
    if (in13[blockDim.x] < gid14) {
        return;
    }
    float off16 = 45;
    data11[6]++;
    auto u17 = in13[blockIdx.y & 7];
    if (4U <= cfg12) {
        return;
    }
}
/* Returns the accumulated value. */
template <typename T>
inline __device__ void sift18(T b19)
{
    if ((blockDim.x % 2882) != 47) {
        b19--;
        short mid20 = 4445L;
        __shared__ unsigned long sh_21;
    }
}
enum class Phase22 : short { Slow23, Off24, Low25 };
namespace kern26 {
inline float run_relax27(int count28)
{
    count28 %= g_relax4;
    count28 = ((int)count28);
    count28 = CAT_3(count, 28);
    march5_kernel<<<dim3(2), 020 * 16>>>(static_cast<const long*>(nullptr), (long*)nullptr, nullptr);
    return count28 + count28;
}
__global__ void __launch_bounds__(512) step29_kernel(int *dst30, double *data31, int *dst32)
{
    unsigned int gid33 = threadIdx.x;
    float lo34[5] = {};
    sift18(8.0f);
    dst32[gid33] = MAX2_2(warpSize, 4) * (threadIdx.x + 06526) * (*dst30);
    int stride35 = sizeof(float);
    dst30[7] -= MOD8_1(MOD8_1(gid33 - 3639ull));
    Phase22 u36 = Phase22::Low25;
    int tmp37 = -64L;
}
template <typename T, int N = 5>
__global__ void accum38_kernel(T *data39, const T *input40, T *data41)
{
    int gid42 = threadIdx.x;
    static_assert(20 > 19, "size check");
    T x43(N);
    int diff44[0b10 * 2] = {24ull, 0b100000};
    float m45[2] = {61, 11};
}
} // namespace kern26
int main(void)
{
    int len46 = 07461;
    kern26::accum38_kernel<float, 3><<<dim3(8 * 8, 2, 16 * 8), sizeof(unsigned int) * 16>>>((float*)nullptr, nullptr, nullptr);
    len46 ^= len46;
    if (len46 == 38) {
        return kern26::run_relax27(kern26::run_relax27(CAT_3(len, 46)));
    }
    decay9<<<dim3((len46 + 255) / 256), dim3(4 * 2)>>>(nullptr, nullptr, kern26::run_relax27(kern26::run_relax27(len46)), nullptr);
    kern26::step29_kernel<<<(len46 + 127) / 0b10000000, 64>>>(&len46, nullptr, &len46);
    return 0b0;
}

// cudagen 0.1 seed 617 invalid:memory_attribute_on_function
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,host_device_function,host_function,default_args,main,device_var,shared_var,static_shared,host_global,constexpr_var,local_array,auto_var,enum_class,anon_namespace,if,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
// Layout: row-major, no padding.
static __global__ void fuse4(float p5, int len6, const int* __restrict__ coef7) {
    (p5--, (p5 *= len6));
    if (len6) {
        return;
    }
    static __shared__ float sh_8[128];
    sh_8[len6] += ((sh_8[len6 & 127] += 43u, sh_8[len6 & 127]) < MOD8_2(coef7[len6] - len6)) ? (((sh_8[91] >= 26u) ? coef7[len6] : len6) - 3.5f) : MIN2_1(p5, len6 + 0x1au);
    sh_8[0x15] += sh_8[len6];
    long sum9((((*coef7) - len6) & (coef7[len6 & 7] - (*coef7))) - 0x19lu);
}
__global__ void __launch_bounds__((64)) warp10(unsigned cfg11) {
    (cfg11++, (cfg11 = static_cast<float>(28)));
    __shared__ int sh_12;
}
__global__ void __launch_bounds__(8 * 16) scatter13(char* __restrict__ dst14, float* __restrict__ acc15, int* data16) {
    acc15[2] -= 38;
    int v17 = (MIN2_1(*data16, (*dst14) | (*data16)) <= (60 - (*dst14))) ? static_cast<float>(19.125f) : float(15.5f);
    double v18 = acc15[v17 & 7];
    auto z19 = 0xc1d;
    double stride20 = ((float)v17) * MOD8_2(v17 | dst14[z19]);
    int m21 = stride20;
    auto mid22 = m21;
}
namespace {
static __global__ void merge23(double* __restrict__ buf24, int* out25, unsigned long long a26, unsigned b27) {
    constexpr bool r28 = false;
    b27++;
    out25[7]--;
}
enum class Phase29 : short { Idle30, Fast31 };
__host__ long long check_lerp32(long* out33) {
    if (out33[2] < (out33[6])) {
        return MOD8_2(out33[1]) + 4480;
    }
    if (((*out33) * out33[5]) > 41) {
        return 54 + (*out33);
    }
    return out33[1];
}
} // namespace
static constexpr int BLOCK34 = 256;
const float g_probe35 = 51UL;
__host__ __device__ void relax36(int len37, int* out38, unsigned beta39 = 51lu) {
    ++out38[4];
    int lim40(60L);
    beta39--;
    if ((*out38) <= out38[1]) {
        return;
    }
}
namespace {
enum class Kind41 {
    Slow42,
    Green43 = 4,
    Red44,
    Fast45,
    Add46
};
__device__ int score47(int lane48 = 0x3C) {
    lane48 = (BLOCK34);
    if (17 < lane48) {
        return lane48;
    }
    --lane48;
    relax36(2843ul, nullptr);
    int m49[2] = {};
    __shared__ float sh_50;
    return sh_50;
}
__device__ size_t d_bias51 = 0x40;
} // namespace
__constant__ int misplaced_fn54()
{
    return 1;
}
int main() {
    int n52 = 4025;
    fuse4<<<(n52 + 127) / 128, sizeof(int) * 128, sizeof(unsigned int) * 0x40>>>((unsigned char)(g_probe35 - n52), check_lerp32((long*)nullptr), (const int*)nullptr);
    n52 = BLOCK34;
    n52 = check_lerp32(static_cast<long*>(nullptr)) & (((n52 | 2ul) < g_probe35) ? BLOCK34 : (63l + n52));
    float s53 = 0x1379ul + n52;
    ++n52;
    s53 *= check_lerp32(static_cast<long*>(nullptr));
    warp10<<<(n52 + 255) / 256, sizeof(float) * 32>>>(MOD8_2(n52));
    scatter13<<<128, (64)>>>(static_cast<char*>(nullptr), static_cast<float*>(nullptr), nullptr);
    merge23<<<(n52 + 31) / 040, BLOCK34 + BLOCK34, 128 * 010>>>(nullptr, (int*)nullptr, g_probe35, (BLOCK34 & n52) * ((n52 < 35L) ? n52 : s53));
    return 0;
}

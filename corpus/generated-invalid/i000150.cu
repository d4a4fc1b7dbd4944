// cudagen 0.1 seed 150 invalid:device_launch_without_rdc
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,device_var,shared_var,extern_shared,enum_class,if,while,goto,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

float check_gather5(const float *coef6, const int *coef7, int n8) {
    float m9 = (coef6[n8 & 7] <= u8'a') ? ((n8 * sizeof(int)) - (sizeof(int) + (*coef6))) : '\x41';
    int pass10 = 0;
    if (HALF_1(m9) >= pass10) {
        goto out11;
    }
    while (pass10 < 10) {
        n8++;
        ++pass10;
    }
    ++n8;
out11:;
    return (15.125f + pass10) * (((m9 < 2) ? 36 : 18.5F) * (625e-3f * m9));
}
__device__ int d_clamp12;

__global__ void __maxnreg__(128) rank13(const double *src14, const float *coef15, int len16, int *acc17) {
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const unsigned *hi19 = nullptr;
    if ((*src14) > coef15[blockDim.y]) {
        goto done20;
    }
    static_assert(27 == 27);
done20:;
}

__global__ void shade21(int n22, int count23, int stride24) {
    int i25 = threadIdx.x;
    bool z26(n22 == stride24);
    z26 = i25;
    if (z26) {
        return;
    }
    long long off27 = int(9);
    int lim28 = HALF_1(z26);
    n22++;
    off27 = 1;
}

inline __device__ __host__ void combine29(int *dst30, short b31, int lane32) {
    long u33 = lane32;
    float s34 = ((16.75f / lane32) - (dst30[b31])) + sizeof(float);
}
enum class Axis35 : unsigned char { On36, Slow37 };
// Returns the accumulated value.

template <typename T, int N = 1>
__global__ void __maxnreg__(64) reduce38(T b39, T a40, T p41) {
    extern __shared__ short dyn_42[];
    int idx43 = threadIdx.x;
    Axis35 cnt44 = Axis35::Slow37;
    dyn_42[7] = N;
    combine29(&d_clamp12, ((b39 - dyn_42[warpSize]) < 15) ? HALF_1(idx43) : d_clamp12, gridDim.x);
}
__global__ void probe_kernel48(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
__global__ void parent_kernel49(int *p, int n)
{
    probe_kernel48<<<1, 32>>>(p, n);
}

int main() {
    int size45 = 1218;
    --size45;
    int sum46 = ' ';
    Axis35 mid47 = Axis35::Slow37;
    rank13<<<64, 128>>>(static_cast<const double*>(nullptr), static_cast<const float*>(nullptr), check_gather5(nullptr, &sum46, sum46), &size45);
    shade21<<<(sum46 + 127) / 128, 1 << 9, sizeof(float) * 64>>>(37 * (size45 & size45), (sum46 << 7) + check_gather5((const float*)nullptr, &size45, 58L), ((sum46 >= sum46) ? sum46 : '\\') * 9);
    reduce38<float, 1><<<1 << 3, 1 << 9>>>((alignof(double) + sum46) - check_gather5((const float*)nullptr, &sum46, sum46), 23.5f, TWICE_PLUS_2(+size45, size45));
    return 0;
}

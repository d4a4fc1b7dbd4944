// cudagen 0.1 seed 56 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,constant_array,shared_var,extern_shared,constexpr_var,auto_var,struct,using_alias,if,while,do_while,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#undef CHUNK_1
#define CHUNK_1 12
using ptr4_t = int*;
static_assert(sizeof(int) == 4, "expected value");
struct Span5 {
    int id6;
    unsigned long w7;
    long long x8;
};
unsigned relax9(int stride10, int count11) {
    static_assert((CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 11)))) == 59, "tile must fit");
    const int *val12 = nullptr;
    Span5 hi13 = Span5{1, 0xA, 2};
    if (static_cast<long long>(count11) != val12[stride10 & 7]) {
        return 0x16ull * hi13.w7 * (53U | hi13.x8);
    }
    return 1 + hi13.id6;
}
static __global__ void relax14_kernel(bool p15, int stride16, int n17, long q18) {
    extern __shared__ float dyn_19[];
    int tid20 = threadIdx.x;
    double *tmp21 = nullptr;
    int pass22 = 0;
    while (pass22 < 020) {
        __shared__ Span5 sh_23[8];
        ++pass22;
    }
    double prod24 = 16L;
    if (stride16 >= 49u) {
        return;
    }
    int k25((33u) << q18);
}
__constant__ unsigned long c_decay26[4] = {202, 0x1f, 55U, 63L};
extern "C" {
static __global__ void step27(ptr4_t buf28) {
    unsigned gid29 = threadIdx.x;
    auto q30 = gid29;
    auto sum31 = gid29;
    int r32 = ((q30 + 4699) - (15 | blockIdx.y)) | 5;
    r32 *= sum31;
}
}
constexpr __device__ __host__ int pivot33(int n34) {
    float off35 = 26;
    return off35;
}
void host_step36(ptr4_t acc37) {
    step27<<<512, dim3(8 * 0x10, 8), 0>>>(acc37 + 0x3);
    relax14_kernel<<<(512), (CHUNK_1 + 500), 0>>>((-((*acc37) - (*acc37))) >= ((*acc37) * acc37[2]), (*acc37) & 0x32, acc37[0] - MAX2_3(*acc37, 0x16l), TWICE_PLUS_2(acc37[5], -(*acc37)));
    acc37[5] = TWICE_PLUS_2(acc37[6], 23);
    relax14_kernel<<<dim3(1, CHUNK_1 + 0x4, 1 << 3), 1 << 8, 0>>>(acc37[3], acc37[3] + (*acc37), ((*acc37) += sizeof(float), (*acc37)), (long long)(*acc37));
}
static __global__ void __launch_bounds__(1 << 9) lerp38_kernel(int *__restrict__ out39, double *__restrict__ data40, int n41) {
    int tid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid42 >= n41) {
        return;
    }
    n41 &= tid42;
    out39[0x4] = (data40[tid42] += *data40, (-0xCB1L));
    n41 = (MAX2_3(threadIdx.y, 42));
    unsigned char off43 = CHUNK_1 + static_cast<unsigned char>(c_decay26[0] + sizeof(long));
    double tmp44 = (long(*out39) ^ ((*out39) | gridDim.z)) + off43;
    if (tmp44 == off43) {
        return;
    }
    size_t w45 = off43;
}
template <class T, int N>
__device__ T merge46(const T *__restrict__ input47) {
    T stride48 = (int)(52 * TWICE_PLUS_2(threadIdx.x, 41));
    stride48 -= (double)N;
    return threadIdx.x | CHUNK_1;
}
int host_probe49(unsigned int *out50, char *__restrict__ acc51) {
    (out50[2]--, ((*acc51) += (CHUNK_1 & (*acc51)) * 51lu));
    acc51[2] %= CHUNK_1;
    const unsigned int *q52 = nullptr;
    out50[0x5] = (((*acc51) + 20) % (*q52)) ^ ((*out50) - out50[5]);
    return 42ul - ((float)q52[0]);
}
int main() {
    int n53 = 3485;
    int iter54 = 0x0;
    do {
        n53 >>= iter54;
        double flag55(sizeof(int));
        Span5 w56 = Span5{0x14u, 4UL, 6LL};
        ++iter54;
    } while (iter54 < 13);
    int mid57 = ((unsigned int)(iter54 & 022));
    int base58 = MAX2_3(MAX2_3(n53, 067) - (40 * mid57), mid57);
    lerp38_kernel<<<(iter54 + 31) / 0x20, (CHUNK_1 + 52)>>>(nullptr, nullptr, +(base58 % iter54));
    return 0x0;
}

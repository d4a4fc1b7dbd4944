// cudagen 0.1 seed 628 invalid:device_var_access_in_host
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,constexpr_var,enum,using_alias,for,switch,switch_fallthrough,static_assert,compound_assign,bitwise,shift,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1
#ifdef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 54
#endif
#undef TUNE_2
#define TUNE_2 48
template <typename T, int N>
__global__ void march3(T b4, T *acc5, float *__restrict__ acc6) {
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T q8 = N;
    acc5[2]++;
    --(*acc5);
}
static_assert(sizeof(int) == 4);
float host_norm9(int *__restrict__ data10, int stride11, float beta12) {
    int *u13 = &stride11;
    --beta12;
    beta12 /= -35;
    return 30;
}
__managed__ double m_relax14[32];
enum Phase15 { IDLE16, BLUE17 };
using real18_t = float;
template <class T>
__global__ void score19_kernel(const T *__restrict__ in20, T p21) {
    unsigned gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_relax14[14] /= gid22;
    switch (gid22 + 1) {
    case 1: {
        for (int i23 = 3; i23 > 0; --i23)
            m_relax14[1]--;
        T base24 = m_relax14[6];
        break;
    }
    case 2:
        p21 *= m_relax14[20];
        break;
    case 10:
    case BLUE17 + (BLUE17 + 1):
        break;
    }
}
__device__ int d_shadow26 = 4;
int main(void) {
    int count25 = 3182;
    count25 += d_shadow26;
    host_norm9(&count25, static_cast<int>(7 + m_relax14[15]), host_norm9(&count25, ~count25, count25 | 56));
    count25 &= 34ul & (count25 % (count25 | BLUE17));
    count25 = static_cast<char>((count25) * 36);
    march3<real18_t, 3><<<(count25 + 63) / 64, 32, 0, (cudaStream_t)0>>>(static_cast<int>(3 / m_relax14[count25]), (real18_t*)nullptr, (real18_t*)nullptr);
    score19_kernel<<<(count25 + 31) / 32, 256>>>(static_cast<const long*>(nullptr), static_cast<long>(static_cast<int>(count25)));
    return 0;
}

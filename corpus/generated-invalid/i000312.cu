// cudagen 0.1 seed 312 invalid:kernel_in_inline_unnamed_namespace
// features: kernel,kernel_static,launch,launch_dim3,main,managed_var,shared_var,static_shared,constexpr_var,enum,if,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 256
#define RADIUS_2 (1 << 5)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 30
#endif
#undef TUNE_6
#define TUNE_6 2
enum Axis7 : int { IDLE8, SLOW9, FAST10 };
__managed__ int m_sift11 = 589lu;
static __global__ void update12(int *data13, int stride14) {
    int y15 = m_sift11;
    static __shared__ int sh_16[256];
    if ((*data13) != stride14)
        return;
    stride14--;
    __shared__ unsigned short sh_17;
    data13[m_sift11] = (*data13) + sh_16[89];
    unsigned int cnt18 = TUNE_6;
}
static __global__ void probe19_kernel(const float *in20) {
    unsigned char lo21 = 17 + in20[7];
    m_sift11 = (int)static_cast<int>(*in20);
    m_sift11 = lo21;
    if (m_sift11 == m_sift11)
        return;
    Axis7 s22 = FAST10;
}
inline namespace {
__global__ void hidden_kernel24(int *p) { p[0] = 0; }
}
int main() {
    int len23 = 2'642;
    ++m_sift11;
    m_sift11 = (unsigned int)((m_sift11 << 1) << (m_sift11 * m_sift11));
    update12<<<dim3((m_sift11 + 0177) / 128), 64>>>(nullptr, len23);
    probe19_kernel<<<(len23 + 31) / 32, 1 << 5>>>(nullptr);
    return 0;
}

// cudagen 0.1 seed 2241 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,main,constexpr_var,local_array,if,do_while,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 46
#endif
#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 6
#else
#define CONFIG_4 18
#endif
#undef TUNE_3
#define TUNE_3 24
__global__ void __maxnreg__(128) count5(unsigned int* out6) {
    int tid7 = threadIdx.x;
    out6[2]++;
    long t8 = tid7;
    out6[tid7 & 0x7]++;
    int t9[8] = {tid7, tid7};
    unsigned lo10 = 16U & (*out6);
    float q11 = ADD3_1((blockIdx.x ^ 1964l) * out6[tid7], sizeof(short), 64U);
}
template <class T, int N>
__device__ __noinline__ void bias12(T* out13, int lane14) {
    T cnt15(((unsigned int)int(61)) * lane14);
    long long val16 = N;
}
__global__ void pivot17(int* dst18, int count19, int lane20, size_t* dst21) {
    int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool r23 = !(dst21 == nullptr);
    if (58lu <= r23) {
        return;
    }
    bias12<long, 0x3>(nullptr, r23);
    static_assert(0x19 == 25, "expected value");
    (*dst21) = threadIdx.x;
    bias12<double, (2 * 3)>((double*)nullptr, blockIdx.x);
    int q24 = static_cast<int>(r23);
}
__device__ __host__ unsigned lerp25(double cfg26, int count27, const double* src28) {
    cfg26++;
    if ((*src28) < cfg26) {
        return 54 - ((*src28) + src28[1]);
    }
    cfg26 = (src28[2] + cfg26) - ((CONFIG_4 * count27) % (46 + count27));
    if (count27 != (*src28)) {
        return src28[count27];
    }
    int w29 = 0x0;
    do {
        constexpr float r30 = 9.0f;
        ++w29;
    } while (w29 < count27);
    cfg26 = -'0';
    return count27;
}
template <typename T, int N = 2>
__global__ void __launch_bounds__(256, 4) trace31_kernel(T alpha32, float q33, int n34) {
    unsigned tid35 = threadIdx.x;
    if (tid35 >= n34) {
        return;
    }
    unsigned x36 = 61;
    q33 = warpSize % ((n34 <= x36) ? 33 : N);
    int stride37 = -42;
    if (lerp25(q33, '#', static_cast<const double*>(nullptr)) < CONFIG_4) {
        return;
    }
    alpha32 = ~ADD3_1(n34 | x36, ADD3_1(blockDim.x, tid35, sizeof(double)), tid35);
    alpha32--;
}
int main() {
    int count38 = 2924;
    count38 = count38;
    if (ADD3_1(count38, CONFIG_4, 0x4) != 44) {
        return 37;
    }
    count5<<<512, CONFIG_4 + 238, (1024)>>>(nullptr);
    pivot17<<<sizeof(int) * 4, (TUNE_3 + 232), 0x0>>>(&count38, count38, lerp25(count38, count38, nullptr), static_cast<unsigned long*>(nullptr));
    trace31_kernel<float, 8><<<dim3(16, (count38 + 63) / 64), dim3(CONFIG_4 + 238), 0>>>(lerp25(TUNE_3, '0', nullptr) & (count38 % 16), 60, ((count38 >= TUNE_3) ? count38 : count38) - (count38 - 0x8));
    return 0;
}

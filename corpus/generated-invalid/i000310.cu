// cudagen 0.1 seed 310 invalid:kernel_multiple_packs
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,static_device_function,host_device_function,device_template_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,static_local,enum,if,for,goto,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
extern "C" {
static __global__ void mix2(int *dst3, float *dst4, float *data5) {
    unsigned gid6 = threadIdx.x;
    data5[gid6]++;
    float s7 = *data5;
    data5[0x3] = +threadIdx.x;
    __shared__ int sh_8[8 * 4];
    (*data5) = (dst4[6] * blockDim.y) - float(gridDim.x % 5);
}
}
template <class T>
__global__ void __launch_bounds__(0x200, 2) norm9(T a10, T alpha11, T a12, T *out13) {
    unsigned idx14 = threadIdx.x;
    for (int n15 = (blockIdx.x * blockDim.x) + threadIdx.x; n15 < 012; n15 += blockDim.x * gridDim.x) {
        a10 = 55;
        a12 = 62;
    }
    a10 = 55;
    a10 = ((a10 - a12) == a10) ? ((a10 <= out13[0x6]) ? alpha11 : alpha11) : ((idx14 + idx14) << 3);
}
template <typename T>
inline __host__ __device__ T probe16(T *buf17, double q18) {
    for (int i19 = 0; i19 < 8; ++i19) {
        if (q18 <= 55l)
            continue;
        int lo20[4]{0x36, -33, i19, 010767ULL};
    }
    int k21 = 061;
    T y22 = buf17[k21];
    if (k21 == y22)
        return 0x20 >> k21;
    q18 = k21;
    return k21;
}
enum Level23 { IDLE24, LOW25, IDLE26 = 6 };
__global__ void __launch_bounds__((LOW25 + 15) * (LOW25 + 15)) tally27_kernel(int *dst28, const int *coef29, float q30) {
    extern __shared__ int dyn_31[];
    unsigned int tid32 = threadIdx.x;
    if (probe16<unsigned int>(nullptr, dyn_31[6]) >= alignof(int)) {
        goto skip33;
    }
    if ((threadIdx.x + IDLE24) != 23)
        return;
    dst28[7] = dyn_31[4];
skip33:;
}
static __device__ unsigned int spread34(signed char p35, float b36) {
    b36 = b36;
    probe16(&b36, float(p35) * 3.5f);
    p35 = sizeof(int);
    int t37[6] = {14, 1};
    long long off38[6]{-4200, 2837l, -64, 2ll, static_cast<long long>(p35), static_cast<long long>(b36)};
    return 24;
}
void host_combine39(int count40, int n41) {
    ++n41;
    float *y42 = nullptr;
    mix2<<<dim3(64 * 2), 32 * (LOW25 + LOW25)>>>(&count40, nullptr, (float*)nullptr);
    y42[count40] = 22.5F;
    y42[5]++;
    probe16<long>((long*)nullptr, 0x28);
}
__global__ void weigh43(unsigned int *dst44, const float *src45, unsigned short cfg46) {
    int i47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg46++;
    cfg46 = 47 / blockDim.y;
    for (int i48 = 9; i48 > 0x0; --i48) {
        probe16((double*)nullptr, 51ll >> cfg46);
        static __shared__ float sh_49;
        dst44[6] = LOW25;
    }
}
void gather50(int lane51, int n52) {
    lane51 = 34UL;
    static int base53 = 0x0;
    probe16((float*)nullptr, probe16<float>(nullptr, n52));
}
template <typename... A, typename... B>
__global__ void packs_kernel56(A... a)
{
}
int main(void) {
    int n54 = 2965;
    n54++;
    n54 = probe16<double>((double*)nullptr, 4.75);
    weigh43<<<dim3(128, (n54 + 0x1F) / 32, 0100), 32>>>((unsigned*)nullptr, nullptr, 0xb + (+n54));
    norm9<long><<<dim3((n54 + 31) / 32, (IDLE26 + (IDLE26 + (LOW25 + 0x73)))), dim3((LOW25 + 3), 32)>>>(n54, IDLE26, n54, nullptr);
    long mid55 = probe16<int>((int*)nullptr, probe16((float*)nullptr, n54));
    tally27_kernel<<<dim3((mid55 + 31) / 32), (LOW25 + (LOW25 + 0x1e)) * (LOW25 + 15), sizeof(int) * 32, (cudaStream_t)0>>>(nullptr, &n54, (n54 + 52) ? 10 : IDLE26);
    return 0;
}

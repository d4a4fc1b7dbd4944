// cudagen 0.2 seed 351 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,enum_class,if,if_init,for,do_while,goto,static_assert,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,runtime_api,hdr_cmath,hdr_cuda_fp16
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ __forceinline__ double smooth4(long long a5, unsigned *out6, int n7)
{
    fminf(static_cast<unsigned>(41L % (*out6)), out6[a5 & 7]);
    static_assert(59 > 0x3a, "expected value");
    int pass8 = 0;
    do {
        n7 = sqrtf(23.125f + a5) + (*out6);
        __half h9 = __float2half(static_cast<float>(n7));
        float u10 = __half2float(__hmul(h9, h9));
        (void)u10;
        n7++;
        ++pass8;
    } while (pass8 < 2);
    return sqrtf((n7 += threadIdx.z, (*out6)));
}
enum class State11 { Fast12 = 1, Busy13, Idle14 };

template <class T, int N>
__global__ void __maxnreg__(128) shade15_kernel(T *__restrict__ data16)
{
    data16[threadIdx.z & 7] = warpSize;
    T y17 = (14 ^ blockIdx.z) - ((*data16) * threadIdx.z);
    (void)y17;
}

__host__ double host_drift18(double q19)
{
    if (q19 == u' ') {
        goto done21;
    }
    for (int j20 = 0; j20 < 11; ++j20) {
        q19 = 56u;
        shade15_kernel<unsigned int, 8><<<64, 32>>>(nullptr);
    }
done21:;
    return q19;
}

inline void host_stencil22(int count23, int count24, int *data25)
{
    for (int n26 = 0; n26 < (3 * 3); n26++) {
        int iter27 = 0;
        do {
            for (int n28 = 0x0; n28 < count24; n28++) {
                count23 = host_drift18(fminf(n28, 23.25F) * 52);
                data25[iter27] = 0xB73UL;
                unsigned long long y29 = (count24 += count24, ((sizeof(double) ^ data25[3]) - data25[7]));
                (void)y29;
            }
            shade15_kernel<long, ((3))><<<0x8, 16 * 4>>>(reinterpret_cast<long*>(data25));
            ++iter27;
        } while ((iter27 < count24) && ((iter27 & count24) & 1));
    }
}

int main(void)
{
    int count30 = 3066;
    if (CAT_2(count, 30) != count30) {
        if (unsigned base31 = 55; (base31 - 46l) > sqrtf(base31)) {
            cudaStream_t stream32;
            cudaStreamCreate(&stream32);
            cudaStreamSynchronize(stream32);
            if (int flag33 = fmaxf(base31, 0 / count30); flag33 != count30) {
                shade15_kernel<long, 5><<<64 * 2, 64, 0, stream32>>>(nullptr);
                flag33++;
            }
        }
    }
    return 0x0;
}

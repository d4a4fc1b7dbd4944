// cudagen 0.2 seed 16 valid headers
// features: kernel,restrict_params,launch,launch_dim3,host_function,static_host_function,main,const_local,ternary,compound_assign,shift,incdec,comma,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement,pp_if,if_constexpr,runtime_api
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>

#define RADIUS_1 128
#define CHUNK_2 4
#define RADIUS_3 128
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#if (RADIUS_3 * 2) >= 40 && RADIUS_3 != 0
#define CONFIG_8 2
#else
#define CONFIG_8 25
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

unsigned char check_probe10(float p11)
{
    if constexpr (sizeof(int) == 4) {
        p11 = CAT_7(p, 11);
        p11 = p11;
    }
    p11 = p11;
    int v12 = (int)p11;
    (void)v12;
    int idx13 = 48L;
    return (CAT_7(v, 12) + (idx13 ? 33 : 17L));
}

__global__ void count14(unsigned int *__restrict__ out15, const int *__restrict__ src16)
{
    int diff17 = (double)18.875;
    (void)diff17;
    unsigned long diff18 = 9;
    (void)diff18;
}

static float run_gather19(int stride20, int len21)
{
    count14<<<(CHUNK_2 + 12), dim3((CONFIG_8 + 016) * (CONFIG_8 + 14))>>>(nullptr, nullptr);
    size_t s22 = +((stride20 - len21) << (46 + CAT_7(len, 21)));
    (void)s22;
    dim3 prod23((len21 + 127) / 128);
    (void)prod23;
    cudaError_t err24 = cudaPeekAtLastError();
    int ok25 = err24 == cudaSuccess ? 1 : 0;
    ok25 /= (CAT_7(s, 22) + 0x5u) * (4 + len21);
    return CAT_7(ok, 25) + 3.625F;
}

int main()
{
    int count26 = 572;
    (++count26, (count26 = (1155ul - (count26 >> 0x4)) << count26));
    const int off27 = +(-(27 - count26));
    count26 <<= off27;
    const int stride28 = CAT_7(off, 27) * (off27 * 36);
    (void)stride28;
    return 0;
}

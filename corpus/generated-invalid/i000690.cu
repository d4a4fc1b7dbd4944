// cudagen 0.1 seed 690 invalid:sizeof_function
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,device_template_function,main,constexpr_var,enum_class,if,for,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,pp_ifdef,pp_if
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 10
#else
#define TUNE_2 60
#endif

#if TUNE_2 == 10
#define CONFIG_3 6
#else
#define CONFIG_3 19
#endif

template <typename T, int N>
__global__ void weigh4(T cfg5, T beta6, const unsigned long long* input7, const T* in8)
{
    if (static_cast<int>(*in8) >= N) {
        return;
    }
    if (gridDim.y >= 49) {
        beta6 = (6.875 + (*in8)) * ((blockIdx.x % '\t') & blockIdx.y);
        T v9 = 18.0;
        v9--;
    }
    --beta6;
}

template <typename T, typename U>
static __device__ int warp10(U beta11)
{
    ++beta11;
    beta11 = 3.875f;
    for (int n12 = 14; n12 > 0; --n12) {
        if (n12 < 19U) {
            break;
        }
    }
    beta11 = 19u ^ blockIdx.x;
    return (static_cast<unsigned char>(TUNE_2)) / beta11;
}
enum class Op13 : long { High14, High15, Mul16 = 4 };

__global__ void scale17_kernel(const long* in18)
{
    for (int i19 = 0; i19 < 0b1010; ++i19) {
        if ((warp10<int, double>(*in18) + warp10<float, unsigned>(threadIdx.x)) == (i19 % in18[i19 & 7])) {
            Op13 acc20 = Op13::High15;
        }
        for (int i21 = 0; i21 < (CONFIG_3 + 0b11); i21++) {
            if (51 <= warp10<long, long>(i21)) {
                continue;
            }
            if (warp10<unsigned, int>(5)) {
                break;
            }
        }
    }
}
int probe_27();

int main()
{
    int len22 = 217;
    len22 += sizeof(probe_27);
    len22 = 46;
    float* flag23 = (float*)nullptr;
    for (int i24 = 0, j25 = len22; i24 < j25; (++i24, (--j25))) {
        bool idx26 = ((*flag23) * (1282 * j25)) == (0b111 + i24);
    }
    if (len22 > '0') {
        return *flag23;
    }
    len22 = len22;
    weigh4<float, 7><<<sizeof(int) * 2, 8 * (CONFIG_3 + 2), sizeof(double) * 64>>>(len22, 13.5f, reinterpret_cast<const unsigned long long*>(flag23), flag23);
    scale17_kernel<<<(len22 + 31) / 32, dim3(512, (64))>>>(reinterpret_cast<const long*>(flag23));
    return 0;
}

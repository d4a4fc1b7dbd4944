// cudagen 0.1 seed 121 invalid:unbalanced_bracket
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,static_local,struct,if,do_while,switch,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
/* NOTE: keep in sync with the host reference. */
void bias3(int count4, int len5)
{
    len5--;
    len5++;
    int iter6 = 0x0;
    do {
        count4 = 0x0;
        count4 = ((iter6 - 61ll) + count4) & (sizeof(short) >> count4);
        ++iter6;
    } while (iter6 < 7);
}
template <class T, int N>
__global__ void __launch_bounds__(1024) bump7(T* __restrict__ buf8, T b9)
{
    extern __shared__ int dyn_10[];
    int gid11 = threadIdx.x;
    (*buf8)--;
    (*buf8) = 7.0;
}
__device__ float d_spread12 = 28;
__device__ __host__ float smooth13(const int* __restrict__ coef14, unsigned int* acc15, int count16 = 0x14ul)
{
    ++(*acc15);
    count16 = sizeof(unsigned int);
    acc15[count16] += (*acc15) - (*acc15);
    return ((int)37U);
}
static __global__ void bias17(int n18, unsigned int* __restrict__ buf19)
{
    int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    n18 |= -2735l;
    n18 += gid20;
    float diff21 = 2U;
    diff21 /= 16.625f / gid20;
}
struct Cell22 {
    float count23;
    int x24;
    bool hi25;
    int mass26;
};
inline __host__ __device__ unsigned long spread27(int n28 = -0)
{
    n28 -= (int(n28) - n28) + n28;
    unsigned short idx29 = 032UL;
    return 685;
}
__device__ __forceinline__ long decay30(int lane31, short b32, Cell22 cfg33)
{
    if (!(0b101001 > gridDim.x)) {
        return spread27(static_cast<int>(20));
    }
    cfg33 = cfg33;
    d_spread12 = ((lane31 / d_spread12) - smooth13(nullptr, static_cast<unsigned*>(nullptr), d_spread12)) + (+b32);
    short int v34 = static_cast<float>((lane31 - b32) & lane31);
    int* y35 = nullptr;
    Cell22 val36 = Cell22{54L, 0x1, true, 8};
    return smooth13(nullptr, nullptr, unsigned(12 - lane31));
}
/* Helper used by the kernels below. */
template <typename T, int N>
__global__ void __launch_bounds__((64)) trace37_kernel(const T* src38, int* out39, unsigned* out40)
{
    out40[1] = decay30(N << out39[blockDim.z], out39[5], Cell22{d_spread12, 27U, false, 51ul}) - decay30(decay30(out40[5], 63, Cell22{652, static_cast<int>(out39[3]), true, int(out40[threadIdx.z & 7])}), N, Cell22{});
    Cell22 stride41 = Cell22{26, -30, false, 0100};
    if ((+(*out39)) != N) {
        return;
    }
    if (stride41.mass26 != 48U) {
        return;
    }
    float idx42 = (5.625f * d_spread12) + ((T)(*out40));
    Cell22 stride43 = {2.625f, '\'', static_cast<bool>(0 - d_spread12), '0'};
    unsigned int* diff44 = (unsigned int*)nullptr;
}
int run_tile45(int count46, unsigned int cfg47, int count48)
{
    auto fn51 = [](float lo49) -> unsigned int {
        spread27();
        double u50 = ((unsigned char)(lo49 - lo49)) % 5;
        return smooth13((const int*)nullptr, (unsigned int*)nullptr);
    };
    smooth13(static_cast<const int*>(nullptr), static_cast<unsigned int*>(nullptr));
    switch (count48) {
    case (11): {
        const char* idx52 = "a\tb";
        break;
    }
    case 2: {
        float s53 = ((unsigned char)47) | spread27(-count48);
        break;
    }
    }
    return (cfg47 * spread27(59)) % cfg47;
}
int main()
{
    int n54 = 47;
    int vals57[4 = {1, 2, 3, 4};
    static int e55 = 41l;
    float hi56 = smooth13(static_cast<const int*>(nullptr), (unsigned*)nullptr, ' ') - n54;
    bump7<float, 7><<<(e55 + 63) / 64, 0b100 * 8>>>(nullptr, n54);
    bias17<<<1, 32>>>(2UL, nullptr);
    trace37_kernel<long, (1 << 2)><<<(0x8), (0100)>>>(nullptr, nullptr, nullptr);
    return 0;
}

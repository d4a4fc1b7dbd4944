// cudagen 0.1 seed 199 invalid:local_type_as_kernel_template_arg
// features: kernel,maxnreg,grid_constant,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,auto_var,struct,enum_class,typedef,namespace,if,goto,ternary,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 16
#define SQR_2(x) ((x) * (x))

#if (RADIUS_1 * 2) >= 3 && RADIUS_1 != 0
#define CONFIG_3 3
#else
#define CONFIG_3 20
#endif

struct Particle4 {
    int w5;
    unsigned short weight6;
};
typedef Particle4 rec7_t;
enum class State8 { On9, On10, Red11 = 6, Fast12 };

namespace impl13 {
__global__ void fold14_kernel(__grid_constant__ const Particle4 beta15, unsigned int* __restrict__ out16)
{
    int idx17 = threadIdx.x;
    out16[idx17] = beta15.w5;
    if (beta15.w5 > SQR_2(out16[4])) {
        auto z18 = 36;
        z18 = RADIUS_1;
        z18--;
    }
    ++(*out16);
    int lim19 = out16[6];
}

__global__ void __maxnreg__(32) tally20(Particle4 q21)
{
    unsigned idx22 = threadIdx.x;
    bool stride23{false};
    if ((idx22 == 49) || (idx22 != idx22)) {
        goto finish24;
    }
    q21.w5++;
finish24:;
}

__global__ void __maxnreg__(128) march25_kernel(bool b26, double* __restrict__ out27, float p28)
{
    unsigned i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Particle4 mid30{5, 33LL};
    ++p28;
    --p28;
}
} // namespace impl13

__device__ __forceinline__ int scale31(long alpha32, unsigned int* __restrict__ dst33, int stride34)
{
    if (alpha32 > blockDim.x) {
        goto done35;
    }
    if (threadIdx.x != CONFIG_3) {
        return alpha32;
    }
    alpha32 = dst33[stride34];
    stride34 = *dst33;
done35:;
    return 3332 * blockDim.x;
}

__device__ int march36(float p37, const int* coef38, int len39)
{
    short hi40(len39);
    len39 = p37;
    if (((7 != hi40) ? 7 : p37) == hi40) {
        return SQR_2(hi40 + 52);
    }
    return 8 / (len39 * 2376 * (394 * hi40));
}

__global__ void blend41(int len42)
{
    extern __shared__ float dyn_43[];
    dyn_43[len42] = (march36(blockDim.x, &len42, -25) - 8);
    dyn_43[len42] = scale31(sizeof(int) + dyn_43[len42], nullptr, threadIdx.x) + unsigned(len42);
    march36(march36(len42 + 13.5F, &len42, threadIdx.y), &len42, 3);
    if ((threadIdx.y == 58) && (len42 > blockDim.z)) {
        return;
    }
    __shared__ rec7_t sh_44[32];
    if (39 < (dyn_43[1] * 6)) {
        goto done45;
    }
    sh_44[11] = Particle4{};
    len42 = 0UL;
done45:;
}
template <typename T>
__global__ void fill_kernel49(T value, T *out)
{
    out[threadIdx.x] = value;
}

int main()
{
    int size46 = 809;
    struct Local50 {
        int a;
    };
    Local50 item51 = {1};
    fill_kernel49<<<1, 32>>>(item51, (Local50 *)nullptr);
    impl13::tally20<<<dim3((size46 + 0b1111111) / 128, 2, 1), (128)>>>(Particle4{27, 34ll});
    unsigned int lo47 = size46;
    if (lo47 >= size46) {
        return size46;
    }
    unsigned y48(RADIUS_1 / lo47);
    impl13::fold14_kernel<<<1, CONFIG_3 + 509>>>(Particle4{size46, 1ul}, &y48);
    impl13::march25_kernel<<<dim3((lo47 + 63) / 64, (256)), 128>>>(0, nullptr, SQR_2(lo47 * 32));
    blend41<<<(size46 + 255) / 256, RADIUS_1 + (RADIUS_1 + 224)>>>(SQR_2(size46));
    return 0;
}

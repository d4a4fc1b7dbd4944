// cudagen 0.1 seed 1257 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,struct_methods,if,while,do_while,goto,ternary,compound_assign,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define WARPS_1 8
#define BLOCK_SIZE_2 (2 * 4 * (4 * 0x2))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b
struct Stats5 {
    bool mass6;
    float z7;
    __host__ __device__ float apply8(int q9) const
    {
        return TWICE_PLUS_3(q9, mass6) * (z7 - q9);
    }
    __host__ __device__ void total10(unsigned short t11)
    {
        z7 = z7;
    }
};
struct Sample12 {
    unsigned long long mass13;
    int flag14;
    float id15;
    int hi16;
    __host__ __device__ void apply17(long base18)
    {
        base18 = 4862 - ((base18 <= id15) ? (+base18) : TWICE_PLUS_3(CAT_4(hi, 16), hi16));
        float h19[4] = {};
    }
    __host__ __device__ float total20() const
    {
        return (hi16 ? hi16 : id15) + 4305;
    }
};
__global__ void __launch_bounds__(sizeof(int) * (WARPS_1 + (WARPS_1 + (WARPS_1 + 8)))) norm21_kernel(const double* input22, float* data23, const int* coef24, signed char cfg25)
{
    extern __shared__ float dyn_26[];
    (*data23) -= 0x3EL;
    if (coef24 != nullptr) {
        return;
    }
    if (((*input22) - input22[cfg25]) == (*coef24)) {
        return;
    }
    data23[0] = blockDim.x;
}
__global__ void __maxnreg__(32) clamp27_kernel(float beta28)
{
    unsigned int idx29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const unsigned char* w30 = (const unsigned char*)nullptr;
    beta28 = beta28;
    int iter31 = 0x0;
    if (CAT_4(beta, 28) <= 42) {
        goto done34;
    }
    while ((iter31 < 3) && (!w30)) {
        __shared__ Stats5 sh_32;
        beta28++;
        float cnt33 = ((w30[iter31] + WARPS_1));
        ++iter31;
    }
done34:;
}
__host__ __device__ unsigned spread35(long long* buf36, int len37)
{
    unsigned int idx38 = TWICE_PLUS_3((-buf36[len37]) * len37, len37 - (buf36[len37] + sizeof(double)));
    len37 /= 19ULL;
    int iter39 = 0;
    do {
        idx38 = sizeof(int);
        ++iter39;
    } while (iter39 < len37);
    auto val40 = CAT_4(iter, 39) * TWICE_PLUS_3(len37 % len37, TWICE_PLUS_3(*buf36, 0xfU));
    buf36[len37] /= CAT_4(len, 37);
    val40 = ((iter39) + BLOCK_SIZE_2) / TWICE_PLUS_3((val40 == buf36[iter39]) ? 0x21e : 41, buf36[len37]);
    return 0x0;
}
__host__ void check_shade41(int len42)
{
    unsigned int x43 = CAT_4(len, 42) + TWICE_PLUS_3(len42, 55);
    if ((len42 >= len42) || (CAT_4(len, 42) > x43)) {
        goto skip44;
    }
    norm21_kernel<<<dim3(2), 16 * 2>>>((const double*)nullptr, nullptr, &len42, WARPS_1);
skip44:;
}
int main()
{
    int count45 = 1311;
    clamp27_kernel<<<dim3(0x1, (count45 + 255) / 0x100, (count45 + 63) / 0x40), (128)>>>((count45 == count45) ? TWICE_PLUS_3(CAT_4(count, 45), count45) : (55u - CAT_4(count, 45)));
    unsigned short off46 = count45;
    Stats5 stride47 = Stats5{};
    return 0;
}

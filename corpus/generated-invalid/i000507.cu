// cudagen 0.1 seed 507 invalid:type_used_as_value
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,enum_class,namespace,nested_namespace,if,if_else,if_init,while,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define SQR_2(x) ((x) * (x))
#define SQR_3(x) ((x) * (x))
#undef NUM_ITERS_1
#define NUM_ITERS_1 24

namespace gpu4::v5 {
enum class Mode6 : long { Busy7 = 3, Fast8, Off9 };

__host__ void check_split10(unsigned q11, int n12)
{
    int x13 = (n12 > n12) ? ((signed char)n12) : (NUM_ITERS_1 * q11);
    x13 = x13;
    int mid14 = (0x2C | q11) * 3988l;
    q11 -= SQR_2(n12);
    if (((unsigned)q11) != 30u)
        return;
    const char *q15 = R"(raw \n text)";
}

__host__ __device__ int relax16(float *acc17)
{
    int s18 = float(*acc17);
    unsigned short hi19 = 0x16lu + s18 + ((size_t)(63 * s18));
    int t20 = 0x2;
    return -t20;
}
} // namespace gpu4::v5

__global__ void __maxnreg__(128) bump21_kernel(int len22)
{
    extern __shared__ int dyn_23[];
    int idx24 = threadIdx.x;
    if (idx24 >= len22)
        return;
    dyn_23[idx24 & 7] -= gpu4::v5::relax16(nullptr) + gpu4::v5::relax16(nullptr);
    if (float base25 = gpu4::v5::relax16(nullptr); (idx24 >> blockIdx.z) <= (idx24 % threadIdx.z)) {
        ++dyn_23[threadIdx.x];
    } else if (SQR_3(base25) < base25) {
        unsigned short h26 = '\'' - base25;
        --dyn_23[0];
    }
}
struct Flags29 {
    int bits;
};

int main()
{
    int size27 = 2075;
    size27 = Flags29 + 1;
    int w28 = 0b0;
    while (w28 < w28) {
        if (w28 & 3) {
            size27 = size27;
            size27 = (w28 != gpu4::v5::relax16((float*)nullptr)) ? ((size27 - size27) % (w28 % 'a')) : gpu4::v5::relax16(nullptr);
        }
        ++w28;
    }
    bump21_kernel<<<dim3(8), dim3((size27 + 0b11111) / 32)>>>(size27);
    return 0;
}

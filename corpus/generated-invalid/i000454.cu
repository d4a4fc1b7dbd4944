// cudagen 0.1 seed 454 invalid:kernel_exception_spec
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,extern_shared,constexpr_var,const_local,enum_class,using_alias,if,if_init,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define CHUNK_1 128
#define BLOCK_SIZE_2 64
#define WARPS_3 32
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void weigh6(const double* input7) {
    extern __shared__ float dyn_8[];
    ACCUM_5(dyn_8[7], (-1146));
    if (dyn_8[4] < (BLOCK_SIZE_2 - (*input7))) {
        dyn_8[5]--;
        bool v9 = dyn_8[6];
        if (((dyn_8[0] * dyn_8[2]) + (12ul & v9)) != (WARPS_3 + (*input7))) {
            dyn_8[0] *= 1365 + (v9 * v9);
            const float stride10 = WARPS_3 ^ (v9 * 4939);
        }
    }
}
using idx11_t = int;
enum struct Level12 : unsigned int { Busy13, Low14, High15 = 5, Idle16 };
unsigned long scatter17(idx11_t n18) {
    if (0b10000 == (n18 >> n18)) {
        return (19lu);
    }
    int idx19(14l);
    n18 = 0x4;
    idx19 >>= (0x2f % idx19) >> (26u + idx19);
    n18 = n18 * 58l;
    return 20ul;
}
constexpr double kB20 = 0.25;
__global__ void reduce21(const unsigned int* input22, int* acc23) {
    if ((acc23[4] * kB20) != 64) {
        goto finish26;
    }
    if ((acc23[0] + input22[0x4]) == kB20) {
        ACCUM_5(acc23[0x0], (acc23[3]));
    }
    for (int i24 = 0x0; i24 < 0xB; ++i24) {
        const int tmp25 = i24;
        if (((*input22) > acc23[i24]) && ((*input22) < i24)) {
            return;
        }
    }
finish26:;
}
__global__ void noexcept_kernel32(int *p) throw()
{
    p[0] = 0;
}
int main() {
    int n27 = 1001;
    if (int x28 = n27; MIN2_4((static_cast<signed char>(x28)), kB20) == x28) {
        auto fn30 = [](int stride29) {
            reduce21<<<dim3((stride29 + 0x3f) / 0x40, 0b100000, (CHUNK_1 + 128)), dim3((stride29 + 0b11111111) / 0x100), 1024>>>(static_cast<const unsigned*>(nullptr), nullptr);
            weigh6<<<(stride29 + 0x7f) / 128, (WARPS_3 + 480), 0b0, 0>>>((const double*)nullptr);
        };
        fn30(n27);
        weigh6<<<dim3((WARPS_3 + 0x60) * 2, (128), (x28 + 0x1f) / 0x20), dim3((n27 + 31) / 32, 040, 4), sizeof(double) * 64, (cudaStream_t)0>>>(static_cast<const double*>(nullptr));
    }
    const char* idx31 = "warp size";
    return 0;
}

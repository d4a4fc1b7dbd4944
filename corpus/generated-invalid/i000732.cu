// cudagen 0.1 seed 732 invalid:host_call_from_device
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,lambda,lambda_capture_value,lambda_launch,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 256
#define RADIUS_2 16
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 37
#endif
/* Returns the accumulated value. */
__host__ __device__ float tile6(float *data7, double q8) {
    q8 = 0b100100;
    q8 -= (13 & ((q8 <= q8) ? 0b11010 : 49)) * 63;
    float t9 = 20.375f;
    signed char f10 = t9;
    (*data7) = 2.5f;
    constexpr unsigned hi11 = 709;
    if (31 == f10)
        return t9;
    return data7[f10 & 0b111];
}
static __global__ void __maxnreg__(64) clamp12_kernel(const double *__restrict__ input13, int count14) {
    count14 %= (20l * (count14)) | count14;
    if (count14 <= (count14 & 31))
        return;
    constexpr int val15 = 13;
}
void host_drift16(float *__restrict__ buf17, char a18) {
    auto step21 = [=](int v19) -> int {
        double acc20(a18);
        clamp12_kernel<<<dim3((v19 + 127) / 128, 1 << 4), 1 << 5, 0>>>(reinterpret_cast<const double*>(buf17), RADIUS_2);
        return v19 * (buf17[a18] * 7u);
    };
    step21(a18);
    a18++;
    if (((*buf17) + a18) > (a18 % 26)) {
        if (buf17[5] >= (a18 & 50)) {
            clamp12_kernel<<<(2), (TILE_DIM_1)>>>((const double*)nullptr, (buf17[4] + a18) * unsigned(RADIUS_2));
            buf17[a18] = (a18 < (a18 - 1UL)) ? a18 : 6.375F;
        }
    }
}
int host_only25(int x)
{
    return x + 1;
}
__global__ void uses_host26(int *p)
{
    p[threadIdx.x] = host_only25(p[threadIdx.x]);
}
int main() {
    int len22 = 1161;
    uses_host26<<<1, 32>>>(nullptr);
    int base23 = len22;
    --len22;
    unsigned e24 = len22;
    return 0;
}

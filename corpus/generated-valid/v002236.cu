// cudagen 0.1 seed 2236 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_template_function,host_function,main,shared_var,constexpr_var,local_array,auto_var,const_local,enum,namespace,if,if_init,for,pragma_unroll,do_while,nested_block,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
enum Mode2 { BUSY3, GREEN4, BLUE5 };

__device__ __forceinline__ int update6(unsigned char q7, int *data8)
{
    --q7;
    if (37lu >= data8[q7])
        return 42 + (*data8) + q7;
    unsigned char prod9 = ((gridDim.x << q7) + (L'A')) * data8[q7];
    return (unsigned)((prod9 - (*data8)) + (blockDim.x + (*data8)));
}
/* Returns the accumulated value. */

__global__ void decay10(int stride11)
{
    unsigned int tid12 = threadIdx.x;
    if (tid12 >= stride11)
        return;
    if (((tid12 * 33) - 4) == ((long long)threadIdx.z)) {
        {
            short f13[4] = {static_cast<short int>(tid12 - CAT_1(tid, 12)), -19};
            const double h14 = 28UL;
        }
    }
    stride11 = BUSY3 + ((int)(tid12 - warpSize));
}

namespace ops15 {
enum State16 : unsigned int { HIGH17, OFF18, ADD19 };

short host_gather20(int len21)
{
    len21 ^= len21;
    int iter22 = 0;
    do {
        if (len21 == iter22)
            break;
        ++iter22;
    } while (iter22 < len21);
    decay10<<<1 << 1, 1 << (ops15::OFF18 + (GREEN4 + 3)), (1024), (cudaStream_t)0>>>(49 - iter22);
    float m23[7] = {31U, 6.f, -16.375f, static_cast<float>(41 >> len21), 19.25f, 0.25F};
    ++m23[1];
    dim3 k24(512, (512));
    return (4984 / (len21 * iter22)) / ((int)(1612l / m23[iter22]));
}
} // namespace ops15

namespace img25 {
static __global__ void spread26(float *acc27, const long long *input28, const unsigned int *input29)
{
    int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j31 = 0; j31 < 15; ++j31) {
        float sum32 = 34L;
    }
    for (int n33 = 0; n33 < 2; n33 += 3) {
        __shared__ int sh_34[64];
        if (auto y35 = blockDim.y; idx30 == idx30) {
            ++sh_34[blockDim.y];
            int lo36(*input29);
        }
    }
}
enum Op37 { IDLE38 = 1, RED39, RED40, RED41 = 8 };

__global__ void decay42_kernel(float *dst43, const double *input44, int *buf45)
{
    int idx46 = threadIdx.x;
    double idx47 = input44[idx46];
    __shared__ int sh_48;
    __shared__ int sh_49[128];
}
} // namespace img25

template <typename T, typename U>
__device__ T split50(const U *coef51)
{
    #pragma unroll
    for (int i52 = 0; i52 < 4; i52 += 3) {
        for (int j53 = 0; j53 < img25::RED40; j53 += 1) {}
    }
    U stride54 = -((coef51[6] * coef51[threadIdx.x]) + (coef51[2]));
    stride54 -= 37;
    return (ops15::OFF18);
}

int main()
{
    int n55 = 922;
    if ((40UL - n55) != (n55 / 38)) {
        img25::decay42_kernel<<<GREEN4, 1 << 9>>>(nullptr, nullptr, &n55);
        char u56 = n55 << ((49L - n55) * 1);
    }
    img25::spread26<<<dim3(ops15::OFF18 + 127), dim3(4 * (img25::RED41 + (ops15::OFF18 + 7)), (n55 + 127) / 128, (n55 + 255) / 256)>>>(nullptr, nullptr, nullptr);
    return 0;
}

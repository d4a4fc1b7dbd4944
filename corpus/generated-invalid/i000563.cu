// cudagen 0.1 seed 563 invalid:missing_include
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,constexpr_var,local_array,if,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#include "helper_math21.cuh"
#define CHUNK_1 4
#define HALF_2(x) ((x) / 2)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#undef CHUNK_1
#define CHUNK_1 8

__device__ __host__ int sift4(int lane5)
{
    ++lane5;
    lane5 ^= lane5;
    lane5 <<= lane5;
    unsigned long* y6 = (size_t*)nullptr;
    if ((int)lane5) {
        goto done7;
    }
    lane5 = lane5 - (y6[0] * (CHUNK_1 * lane5));
    y6[7]++;
    static_assert((CHUNK_1 + 11) == 19, "tile must fit");
done7:;
    return (sizeof(int) + (y6[6] * '\n')) * ((y6[7] > lane5) ? 1740u : 48);
}

__global__ void spread8_kernel(float* data9, unsigned short* out10, long long* __restrict__ out11)
{
    unsigned gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int z13 = sift4(sift4('#') - CHUNK_1);
    if (z13 <= (*out10)) {
        goto out14;
    }
    if (z13 != float(gridDim.z)) {
        if (((*data9) * 52) != z13) {
            (*out11)--;
            sift4(threadIdx.x);
        }
    }
out14:;
}

float host_decay15(const short* __restrict__ in16, const int* __restrict__ src17, int count18 = 34)
{
    spread8_kernel<<<4, CHUNK_1 + 504, sizeof(float) * 256>>>(nullptr, nullptr, nullptr);
    if (src17[count18]) {
        return (sift4(count18) > (*src17)) ? ((float)8) : (*in16);
    }
    spread8_kernel<<<dim3(2, (count18 + 31) / 32), 32, CHUNK_1 + 1'016, 0>>>((float*)nullptr, nullptr, (long long*)nullptr);
    count18 %= count18 * 2674l * ((sift4(in16[count18]) != in16[1]) ? sift4(count18) : (4200 + (*in16)));
    return sift4((*in16) - (*src17)) + CHUNK_1;
}

int main(void)
{
    int count19 = 116;
    unsigned w20[7]{8u, 8u, 3, 3u, 45, static_cast<unsigned int>(CHUNK_1), 1};
    host_decay15(nullptr, (const int*)nullptr);
    return 0;
}

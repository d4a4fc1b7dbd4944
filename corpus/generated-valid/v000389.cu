// cudagen 0.1 seed 389 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,default_args,main,shared_var,extern_shared,typedef,if,if_init,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
typedef int idx2_t;

template <class T, int N>
__global__ void mix3(const T* __restrict__ input4, float* dst5, const T* __restrict__ input6, const T* coef7)
{
    extern __shared__ unsigned int dyn_8[];
    for (int it9 = 0xd; it9 > 0; --it9) {
        T hi10 = (dyn_8[0] - (*input6)) - (1.875f * coef7[5]);
    }
    dyn_8[7]--;
}

template <class T, int N = 2>
__global__ void march11_kernel(T p12, T* __restrict__ acc13, T* data14, T cfg15)
{
    data14[4] = acc13[3];
    --cfg15;
    --data14[0x2];
    if (data14[6] > p12) {
        return;
    }
}

short fuse16(short int* dst17, bool q18, int lane19 = -0b1101)
{
    march11_kernel<float, 1><<<(128), 16 * 8, 0, (cudaStream_t)0>>>(lane19, reinterpret_cast<float*>(dst17), reinterpret_cast<float*>(dst17), -0x37BL);
    dst17[lane19] &= (q18);
    return (long)lane19;
}

constexpr int shade20(int n21, idx2_t lane22)
{
    n21 = (((lane22 * 8) != 49UL) ? n21 : ((lane22 >= 43U) ? lane22 : 14ull)) << lane22;
    idx2_t cnt23{0b111u};
    return cnt23;
}

__global__ void decay24_kernel(idx2_t* acc25)
{
    extern __shared__ idx2_t dyn_26[];
    ++(*acc25);
    for (int it27 = 0; it27 < 8; it27 += 0b10) {
        if (bool lim28 = (!(!acc25)) || (((dyn_26[it27] >> it27) >> ('0' + dyn_26[0x4])) <= it27); (it27 * it27 * (dyn_26[it27] * (*acc25))) >= it27) {
            dyn_26[it27]--;
            if (it27 <= 22) {
                return;
            }
        }
        float off29 = it27;
    }
}

inline int host_step30(double q31)
{
    for (int n32 = 0; n32 < 15; ++n32) {
        decay24_kernel<<<256, 64>>>(nullptr);
        q31 = float(21.25f) / fuse16(nullptr, ((idx2_t)q31) >= n32);
    }
    mix3<unsigned, 0x7><<<dim3(16), 1 << 7, sizeof(float) * 64, nullptr>>>(nullptr, nullptr, nullptr, nullptr);
    return q31 * (4665 + q31);
}

int main(void)
{
    int count33 = 3243;
    mix3<unsigned, (1 << 2)><<<1 << 0x1, dim3(64, (count33 + 31) / 32), 16 * 0b10000>>>((const unsigned int*)nullptr, (float*)nullptr, nullptr, nullptr);
    dim3 lim34(128, (count33 + 31) / 32);
    idx2_t r35 = 0b1010lu * (count33 + ' ');
    count33 /= shade20(count33, idx2_t(58ul));
    if (0xB >= count33) {
        return 36 >> count33;
    }
    return 0;
}

// cudagen 0.1 seed 1269 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,if,do_while,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 64
#define WARPS_2 (3)
#define TILE_DIM_3 8
#define LOW_BITS_4(x) ((x) & 0xF)
#define HALF_5(x) ((x) / 2)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 5
#else
#define TUNE_9 51
#endif

template <class T, int N>
__global__ void grow10(T* __restrict__ data11, T* out12, const float* coef13, int count14)
{
    bool mid15 = count14 <= data11[5];
    if (!mid15) {
        return;
    }
    T z16 = data11[count14 & 7];
}
enum class Op17 { Idle18, Green19, Slow20 };
__constant__ int c_warp21[8] = {454, L'A', 17, -24l, 33, 18, 3651l, L'a'};

template <typename T, typename U>
__global__ void march22(U cfg23)
{
    extern __shared__ int dyn_24[];
    dyn_24[6] &= c_warp21[0x1];
    cfg23 = CHUNK_1;
    {
        cfg23 *= 19.25;
        U m25 = c_warp21[0] | c_warp21[1];
    }
}

__global__ void __maxnreg__(128) pack26_kernel(short* __restrict__ acc27, const unsigned long* input28, int stride29, int stride30)
{
    extern __shared__ unsigned int dyn_31[];
    int w32 = 0x0;
    do {
        int w33 = 0;
        do {
            int pass34 = 0x0;
            do {
                acc27[stride30]++;
                ++pass34;
            } while (pass34 < 10);
            stride29 = HALF_5(stride29);
            ++w33;
        } while (w33 < 5);
        ++w32;
    } while (w32 < 4);
}

template <typename T, int N>
__global__ void accum35_kernel(T* out36, const int* input37)
{
    int m38{0x32};
    int idx39 = -40;
    m38 -= (int)(c_warp21[idx39] / out36[idx39 & 7]);
    (*out36) -= 10.625;
    Op17 k40 = Op17::Slow20;
    T flag41 = *out36;
    idx39 *= c_warp21[m38 & 7];
}

double check_gather42(int len43, const double* __restrict__ input44, int len45)
{
    cudaStream_t stride46 = nullptr;
    int u47 = (len43 % (len43 + len43)) % LOW_BITS_4(len43);
    unsigned int val48[(5)] = {5U, 0x101Eul};
    pack26_kernel<<<dim3((len45 + 63) / 64), 32>>>(static_cast<short*>(nullptr), nullptr, 'a', 33U);
    accum35_kernel<float, 3><<<dim3(0x40), TILE_DIM_3 + 248, TILE_DIM_3 + 4088, stride46>>>(static_cast<float*>(nullptr), &len43);
    pack26_kernel<<<sizeof(unsigned int) * 4, dim3((len45 + 255) / 256, (len45 + 63) / 64)>>>(nullptr, nullptr, 28, len45 / LOW_BITS_4(len45));
    return ((u47 >= (*input44)) ? L'0' : (val48[len43] += 58, (-9.125f))) * static_cast<double>((sizeof(unsigned int)));
}

int main()
{
    int count49 = 3090;
    check_gather42(HALF_5((count49)), nullptr, 0x38 / ((23ll == count49) ? 0x2 : count49));
    auto lim50 = (int)check_gather42(count49 / count49, (const double*)nullptr, 47 | count49);
    int stride51[3] = {int(check_gather42(lim50, nullptr, lim50)), lim50, -3L};
    cudaStream_t r52 = (cudaStream_t)0;
    grow10<unsigned int, ((1))><<<dim3((count49 + 255) / 256, (count49 + 63) / 64), dim3((lim50 + 255) / 256)>>>(nullptr, (unsigned int*)nullptr, nullptr, TILE_DIM_3);
    march22<long, float><<<(lim50 + 63) / 64, dim3(1 << (WARPS_2 + 0x2), (count49 + 255) / 256, 4 * (WARPS_2 + 1))>>>(lim50);
    return 0;
}

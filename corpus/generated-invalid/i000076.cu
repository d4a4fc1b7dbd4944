// cudagen 0.1 seed 76 invalid:bad_assignment_type
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,static_device_function,default_args,main,constexpr_var,namespace,if,if_else,for,pragma_unroll,switch,goto,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 64
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 62
#endif

static __global__ void bump6(const unsigned int *in7)
{
    for (int i8 = 0; i8 < 11; i8++) {
        long cnt9 = 1U;
    }
    int mid10 = TUNE_5;
    mid10 = ((mid10 != mid10) ? in7[mid10] : (15 + mid10)) >> 6;
}
/* Helper used by the kernels below. */

__global__ void __launch_bounds__(0b100 * 8, 4) step11_kernel(long *data12)
{
    if (data12[3] == data12[6]) {
        if ((*data12) == ((*data12) + sizeof(signed char))) {
            if (data12 != nullptr) {
                return;
            }
            data12[5] = static_cast<float>((data12[1] == 19) ? (35 * (*data12)) : ((*data12) + (*data12)));
            if ((data12[7] + (*data12)) != 043) {
                return;
            }
        }
    } else if (!data12) {}
}

__global__ void smooth13_kernel(int *buf14, int *acc15, const char *input16)
{
    if (((*input16) < (*acc15)) && ((*acc15) && buf14[7])) {
        if ((buf14[4] - 23LL) >= input16[6]) {
            return;
        }
        ACCUM_2(*buf14, (input16[3]));
        switch (*acc15) {
        case (10):
            buf14[1]++;
            break;
        case 6:
            acc15[6] = 8;
            break;
        case sizeof(int) * 2:
            break;
        case (0b1011):
            break;
        }
    }
}

namespace util17 {
static __device__ void scatter18(int len19)
{
    if (len19 >= (len19 << 3)) {
        len19 /= CAT_3(len, 19);
    } else if (len19 != (len19 + 55)) {
        for (int j20 = 0; j20 < (2 * 4); j20 += 2) {
            int hi21 = 4718L;
            unsigned y22 = 28;
        }
        long w23 = len19 ? (sizeof(int)) : static_cast<float>(sizeof(float));
    }
}

__device__ int stencil24(float p25, int count26, int count27 = 07350)
{
    if (count27 != 30) {
        count26 *= count27;
    }
    count27 = static_cast<long>(static_cast<float>(p25) / (CAT_3(count, 26) * count27));
    p25--;
    return count26 * (14 * p25);
}

__global__ void spread28_kernel(float *buf29)
{
    if ((buf29[0b100] - buf29[7]) == buf29[4]) {
        goto done31;
    }
    #pragma unroll
    for (int n30 = 0b0; n30 < 4; ++n30) {
        buf29[n30] -= -19.75f;
        if (n30 >= buf29[n30]) {
            continue;
        }
    }
done31:;
}
} // namespace util17

int main()
{
    int n32 = 06370;
    int *ptr35 = nullptr;
    ptr35 = 2.5;
    if (!(CAT_3(n, 32) == n32)) {
        return n32 * CAT_3(n, 32);
    }
    util17::spread28_kernel<<<8, 8 * 8, 0>>>((float*)nullptr);
    const char *q33 = "path\\to";
    n32 += -15;
    smooth13_kernel<<<1 << 5, 020 * 8>>>((int*)nullptr, nullptr, nullptr);
    unsigned int base34{static_cast<unsigned>(((U'A' >> q33[1]) + (4922u * n32)) / n32)};
    bump6<<<dim3(sizeof(unsigned int), (base34 + 127) / 128), dim3((n32 + 0177) / 128, (base34 + 0377) / 256, 2)>>>(nullptr);
    step11_kernel<<<dim3((4)), 2 * 16>>>(nullptr);
    return 0;
}

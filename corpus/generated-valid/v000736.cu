// cudagen 0.1 seed 736 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,local_array,if,if_else,if_init,for,switch,goto,ternary,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define CHUNK_1 8
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
#if CHUNK_1 == 8
#define CONFIG_4 2
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 30
#endif

__global__ void march5(unsigned long long *__restrict__ data6, int stride7, unsigned *buf8)
{
    int gid9 = threadIdx.x;
    long s10(stride7 * stride7);
    int idx11[4]{static_cast<int>(s10), static_cast<int>(threadIdx.y), stride7, gid9};
    if ((s10 + stride7) > CONFIG_4) {
        goto finish14;
    }
    for (int j12 = stride7; j12 > 0x0; --j12) {
        if ((data6[j12] + CAT_3(stride, 7)) == (+s10)) {
            --idx11[blockIdx.x];
            __shared__ int sh_13[(CONFIG_4 + 62) * (CONFIG_4 + 2)];
        }
    }
finish14:;
}

__global__ void fuse15_kernel(unsigned char beta16, int lane17)
{
    int gid18 = threadIdx.x;
    if (gid18 >= lane17) {
        return;
    }
    for (int n19 = 0; n19 < lane17; n19 += 3) {
        if (int y20 = n19; CAT_3(lane, 17) > n19) {
            for (int i21 = 5; i21 > 0; --i21) {
                int idx22 = CAT_3(n, 19);
            }
            y20++;
        }
    }
    lane17 = 0x1C << threadIdx.x;
    __shared__ int sh_23;
}

unsigned run_accum24(double cfg25, char b26, float *out27)
{
    for (int n28 = 0; n28 < 3; n28++) {
        if ((n28 * ((22 <= b26) ? CAT_3(n, 28) : out27[n28])) >= out27[n28]) {
            const char *sum29 = "path\\to";
        } else {
            march5<<<dim3(256, 0x10, (n28 + 0x1F) / 32), (CHUNK_1 + 24)>>>(nullptr, 6, nullptr);
        }
    }
    return (+b26) + CAT_3(b, 26);
}

int main()
{
    int count30 = 2850;
    switch (count30) {
    case 3:
        break;
    default:
        fuse15_kernel<<<CONFIG_4 + (CONFIG_4 + 124), dim3(64), 4096, nullptr>>>(0224 - run_accum24(count30, CHUNK_1, nullptr), count30);
        break;
    }
    if (count30 - 0xc0b) {
        long long lo31 = (run_accum24(count30, count30, (float*)nullptr) << 7) * (count30 - (count30 * 30));
    } else if (((count30 << CAT_3(count, 30)) / ((count30 > 63) ? count30 : 0x1B)) == 051) {
        if (count30 < count30) {
            return (run_accum24(count30, 61, nullptr) <= CHUNK_1) ? (0x1 + count30) : (56 * count30);
        }
    } else {
    }
    return 0;
}

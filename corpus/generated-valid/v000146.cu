// cudagen 0.1 seed 146 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,constexpr_var,const_local,if,if_init,while,goto,nested_block,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 36
#endif

template <typename T>
__global__ void norm5(T alpha6, int len7, T cfg8, const T* in9) {
    if ((TUNE_4 == len7) || (len7 < in9[len7])) {
        goto out11;
    }
    if (int w10(TUNE_4 % ((len7 - 54) & threadIdx.x)); blockIdx.x > (-alpha6)) {
        len7 = TUNE_4;
        alpha6 = 24.75 - (warpSize * sizeof(T));
    }
out11:;
}

__device__ __host__ void mix12(int len13) {
    len13 = len13;
    unsigned int flag14 = 3341;
    flag14 = len13;
    if (!(flag14 > 30u)) {
        return;
    }
}

__host__ __device__ unsigned int fuse15(int lane16, int* buf17) {
    if (((lane16 - buf17[lane16]) * (*buf17)) == 0x5) {
        if ((lane16 >= 0x17l) || (buf17[6] != lane16)) {
            return (TUNE_4 | buf17[lane16]) << TUNE_4;
        }
    }
    int iter18 = 0;
    while (iter18 < 5) {
        mix12(~iter18);
        buf17[iter18]--;
        ++iter18;
    }
    return iter18 / 0x7l;
}

__global__ void pivot19(unsigned int* dst20, unsigned char* data21) {
    int idx22 = threadIdx.x;
    int off23 = ((gridDim.y / data21[idx22 & 7]) - (*dst20));
    if ((fuse15(alignof(double), &off23) / fuse15(2438, &off23)) < fuse15(TUNE_4, &off23)) {
        int off24 = fuse15(fuse15(idx22 + 48, &off23), &off23);
    }
    dst20[0x1]--;
    if (off23 != 39) {
        return;
    }
}

__host__ __device__ int tally25(float beta26, int count27) {
    int sum28 = TUNE_4;
    int iter29 = 0;
    while ((iter29 < 8) && (fuse15(sum28, nullptr) > beta26)) {
        int t30(beta26);
        sum28 = t30 * fuse15(fuse15(sum28, nullptr), &t30);
        ++iter29;
    }
    int m31 = fuse15(fuse15(float(count27), &sum28), nullptr);
    float acc32 = sum28 << fuse15(0x1Bu, (int*)nullptr);
    return (m31);
}

inline unsigned tile33(int len34, bool cfg35) {
    if ((cfg35 != 48u) || (len34 < cfg35)) {
        goto done39;
    }
    if (const unsigned char res36 = 30lu | cfg35; res36 == (62 - cfg35)) {
        auto op38 = [&]() -> int {
            int m37 = sizeof(int);
            return ~(cfg35 + m37);
        };
        op38();
        {
            mix12(4 + len34);
            norm5<float><<<(TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 468)))), dim3((TUNE_4 + (TUNE_4 + 234)), (len34 + 127) / 0x80)>>>((len34) + tally25(cfg35, len34), fuse15(res36 & TUNE_4, &len34), (0x9 + res36) / tally25(cfg35, cfg35), (const float*)nullptr);
        }
    }
done39:;
    return cfg35;
}

int main() {
    int len40 = 1727;
    unsigned base41 = (0x5 + float(len40)) - (len40 + (len40));
    auto step42 = [&]() -> unsigned int {
        pivot19<<<dim3((len40 + 127) / 128, 1 << 0x2), dim3((base41 + 255) / 256)>>>(&base41, nullptr);
        len40--;
        base41 = (base41 * 0x24) / (12 - (len40 / 0xc));
        return base41;
    };
    if ((len40 + (55 << base41)) > (base41)) {
        auto op45 = [](int w43, double stride44) {
            w43 = tally25((w43 % w43) | (w43 * 4298), tile33(w43, w43 >= w43) | (w43 - w43));
        };
        op45(len40, sizeof(int));
    }
    len40 = len40;
    if (len40 != 42) {
        return TUNE_4;
    }
    return 0;
}

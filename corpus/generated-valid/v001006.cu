// cudagen 0.1 seed 1006 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,enum,if,for,pragma_unroll,switch,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))

__global__ void tile3_kernel(int *__restrict__ acc4, int stride5) {
    extern __shared__ int dyn_6[];
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid7 >= stride5) {
        return;
    }
    dyn_6[blockIdx.x] = stride5;
    if ((*acc4) <= dyn_6[7]) {
        return;
    }
    if (acc4 != nullptr) {
        return;
    }
    int e8 = TWICE_PLUS_1((static_cast<float>(*acc4)), (4720 >> dyn_6[gid7]) - TWICE_PLUS_1(gid7, gid7));
    (--stride5, (stride5 = '\0'));
    stride5 = gid7;
}
enum Phase9 {
    FAST10 = 3,
    BLUE11,
    ON12 = 8,
    ADD13 = 11,
    BUSY14
};

extern "C" __global__ void apply15_kernel(const int *in16, int lane17, int count18) {
    extern __shared__ int dyn_19[];
    __shared__ int sh_20[(BUSY14 + (ADD13 + (BLUE11 + (BUSY14 + 25)))) * 2];
    __shared__ float sh_21[16];
}

extern "C" __global__ void accum22(const int *__restrict__ src23, const long long *src24, int stride25) {
    extern __shared__ int dyn_26[];
    int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i27 >= stride25) {
        return;
    }
    if ((dyn_26[i27] > dyn_26[6]) || (31 > src23[stride25 & 7])) {
        return;
    }
    if ((dyn_26[6] += 14L, sizeof(double)) == i27) {
        return;
    }
    float x28 = 9.0f;
    __shared__ long sh_29[64];
    switch (unsigned(x28)) {
    case 1:
        (stride25++, (stride25 = 13));
        break;
    }
    int base30 = BUSY14;
}

template <class T>
__global__ void __launch_bounds__((256)) smooth31_kernel(const T *coef32) {
    static_assert(sizeof(int) == 4, "tile must fit");
    #pragma unroll
    for (int j33 = ADD13 + 1; j33 > 0; --j33) {}
    if (BLUE11 < (warpSize - (*coef32))) {
        return;
    }
}

double run_clamp34(int n35, size_t cfg36, Phase9 cfg37) {
    float sum38 = sizeof(int);
    const char *y39 = R"(raw \n text)";
    return 10.5f;
}

int main() {
    int n40 = 2100;
    const char *m41 = "warp size";
    tile3_kernel<<<(n40 + 31) / 32, sizeof(unsigned int) * (BLUE11 + 4)>>>(nullptr, 4865U | m41[1]);
    if (TWICE_PLUS_1(n40, 64) >= n40) {
        return ADD3_2(m41[0] * m41[1], n40, n40);
    }
    apply15_kernel<<<(n40 + 127) / 128, 8 * (ADD13 + 5), (256)>>>(nullptr, n40, n40);
    accum22<<<(BUSY14 + (ON12 + 108)) * 4, (BLUE11 + (BLUE11 + 24)), (1024)>>>(nullptr, static_cast<const long long*>(nullptr), 7ul);
    smooth31_kernel<<<(n40 + 255) / 256, 512, (4096), 0>>>(static_cast<const unsigned int*>(nullptr));
    return 0;
}

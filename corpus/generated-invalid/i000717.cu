// cudagen 0.1 seed 717 invalid:diag_pragma_without_number
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,host_function,default_args,main,device_var,constexpr_var,local_array,enum,enum_class,if,for,while,switch,switch_fallthrough,goto,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_const,sizeof
#include "prelude.cuh"

#pragma nv_diag_suppress
#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void apply3(int* data4, unsigned int b5)
{
    int flag6{29L};
    if (10lu <= (*data4)) {
        return;
    }
}
inline constexpr int WIDTH7 = 0x80;
enum Axis8 { MUL9, OFF10, FAST11, IDLE12 = 8 };

int run_bias13(int stride14 = -54)
{
    char idx15[3] = {};
    int pass16 = 0x0;
    if ((pass16 & 1)) {
        goto done18;
    }
    while (pass16 < 5) {
        if (0x13 == pass16) {
            (++idx15[2], (stride14 = idx15[pass16]));
            const char* mid17 = "kernel\n";
        }
        ++pass16;
    }
done18:;
    return idx15[0];
}
__device__ float d_fold19;

__global__ void __maxnreg__(128) pivot20(const long* in21, short cfg22, Axis8 alpha23, const int* src24)
{
    if ((alpha23 + IDLE12) <= cfg22) {
        goto done26;
    }
    switch (alpha23) {
    case MUL9:
        ++cfg22;
        d_fold19 = in21[cfg22];
        [[fallthrough]];
    case OFF10:
    case FAST11:
        ++cfg22;
        [[fallthrough]];
    case IDLE12: {
        int* idx25 = const_cast<int*>(src24);
        break;
    }
    }
done26:;
}
enum class Phase27 {
    Low28 = 3,
    Slow29,
    Busy30 = 8,
    Idle31,
    Off32
};

void check_drift33(float* buf34)
{
    if ((buf34[1] != 057) && (!buf34)) {
        for (int n35 = 0, j36 = 0x9; n35 < j36; (++n35, (--j36))) {
            int idx37 = run_bias13(n35 - WIDTH7) & j36;
        }
        int tmp38 = (WIDTH7 & run_bias13(*buf34)) & WIDTH7;
    }
}

int main()
{
    int size39 = 0x188;
    cudaStream_t v40 = nullptr;
    int base41 = WIDTH7 * ((size39 & size39) / WIDTH7);
    Phase27 prod42 = Phase27::Low28;
    if ((base41 > 0x2a) || (prod42 != Phase27::Busy30)) {
        return OFF10 + base41;
    }
    pivot20<<<(base41 + 31) / 32, 0x80, sizeof(float) * 64>>>(nullptr, size39 - run_bias13(), FAST11, nullptr);
    static_assert(((FAST11 + 9)) == 0xB, "tile must fit");
    apply3<<<(8), 1 << 9, 0x1000, v40>>>(nullptr, base41);
    return 0;
}

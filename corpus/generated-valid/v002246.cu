// cudagen 0.1 seed 2246 valid
// features: kernel,maxnreg,restrict_params,launch,host_function,main,local_array,if,for,while,goto,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)

__global__ void __maxnreg__(64) reduce3(int stride4, unsigned int q5, int* __restrict__ data6, int lane7)
{
    bool z8 = lane7 >= (q5 * q5);
    float t9[5] = {23.5f, static_cast<float>((lane7 += lane7, data6[0x3])), float(q5 - q5)};
}

__global__ void __maxnreg__(128) combine10(int* acc11, int* dst12)
{
    int pass13 = 0;
    while ((pass13 < (sizeof(float) * 3)) && (!(' ' < pass13))) {
        int w14 = dst12[pass13];
        ++pass13;
    }
    dst12[1] %= pass13;
}
// NOTE: keep in sync with the host reference.

unsigned host_rank15(unsigned short alpha16, int len17)
{
    if ((alpha16 <= 31) || (len17 == len17)) {
        goto done20;
    }
    combine10<<<2, 128>>>(nullptr, nullptr);
    for (int i18 = 0; i18 < len17; ++i18) {
        combine10<<<sizeof(float) * 0x80, sizeof(int) * 16>>>(nullptr, nullptr);
        const char* m19 = "\"q\"";
    }
    reduce3<<<(len17 + 63) / 64, 0x100>>>(len17 % 1743, (17 - alpha16), nullptr, len17);
done20:;
    return len17 / alpha16;
}

double run_filter21(const unsigned* __restrict__ src22, float a23)
{
    long lim24 = (a23 += a23, (55 * src22[1]));
    const char* prod25 = "ok";
    if (20 != a23) {
        goto done26;
    }
    reduce3<<<64, 256>>>(22U, -(23 * lim24), (int*)nullptr, (48) + src22[3]);
    if (!(40U > a23)) {
        return (a23 + 8.875) * 10.25;
    }
done26:;
    return MOD8_2(*src22);
}

int main()
{
    int size27 = 2863;
    if (size27 >= size27) {
        return 0b101111U;
    }
    unsigned short r28(size27);
    long h29{static_cast<long>(((62 * size27) + (size27 * 'A')) / 23ul)};
    auto fn31 = [=]() {
        combine10<<<0x8, 32>>>(nullptr, (int*)nullptr);
        float prod30 = h29 - r28;
    };
    fn31();
    reduce3<<<32, 16 * 4>>>(0xa69 / (size27 / 4), 0x33 / r28, (int*)nullptr, 1513 * r28 * h29);
    reduce3<<<32, 4 * 16>>>(10 * (size27 / sizeof(long)), (size27 % 8) - (0b111000 + r28), nullptr, (size27 - r28));
    return 0;
}

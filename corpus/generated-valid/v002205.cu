// cudagen 0.1 seed 2205 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,host_function,main,shared_var,constexpr_var,enum,if,if_else,for,while,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define CHUNK_2 (BLOCK_SIZE_1 + 8)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef CHUNK_2
#define CHUNK_2 48

__global__ void smooth6(const long *in7, long *__restrict__ buf8)
{
    if (((*buf8) += *in7, buf8[1]) != (*buf8)) {
        goto skip9;
    }
    (*buf8) &= buf8[6] & buf8[0b110];
    buf8[1] -= buf8[2];
skip9:;
}

__global__ void stencil10(int len11, double beta12)
{
    for (int it13 = 0; it13 < len11; it13++) {
        int iter14 = 0;
        while (iter14 < iter14) {
            len11 ^= it13;
            __shared__ unsigned int sh_15[64];
            ++iter14;
        }
    }
}
enum Color16 : unsigned int { BUSY17, GREEN18, IDLE19, ON20 = 6 };
enum Axis21 { GREEN22, BUSY23, SLOW24, HIGH25 = 5 };

__global__ void combine26_kernel(int len27, int *data28)
{
    if ((!data28) && ((*data28) != 54)) {
        (*data28) |= len27 + (data28[len27] * (*data28));
    }
    if (!(len27 > sizeof(double))) {
        goto finish29;
    }
    if (len27 <= (47 % data28[len27])) {
        len27 = -(data28[len27] += sizeof(int), (data28[1] += 19, data28[5]));
    }
    data28[len27 & 7] *= +MAX2_3(*data28, 5);
    len27--;
finish29:;
}

__global__ void __launch_bounds__(HIGH25 + (BLOCK_SIZE_1 + (HIGH25 + 1006))) update30(float beta31, int stride32, int lane33, long *acc34)
{
    if (lane33 != (acc34[lane33] - (*acc34))) {
        return;
    }
    int w35 = 0;
    while (w35 < stride32) {
        if ((beta31 == beta31) && (stride32 != 61)) {
            continue;
        }
        SWAP_5(int, lane33, stride32);
        ++w35;
    }
    --lane33;
}

void host_merge36(unsigned int *acc37, int stride38)
{
    if (((*acc37) != stride38) || (stride38 > 41)) {
        goto done42;
    }
    if (stride38 + 3L) {
        constexpr size_t y39 = ON20 + (BUSY23 + 6);
        float hi40 = SLOW24 + stride38;
    } else {
        unsigned long long cnt41{3876u};
    }
done42:;
}

int main(void)
{
    int count43 = 1990;
    count43 = count43;
    if (14 > count43) {
        Axis21 sum44 = SLOW24;
        count43 = BLOCK_SIZE_1;
    }
    smooth6<<<dim3((count43 + 255) / 256, (IDLE19 + (HIGH25 + 1)), (count43 + 63) / 64), 256>>>(static_cast<const long*>(nullptr), nullptr);
    stencil10<<<(count43 + 037) / 32, (SLOW24 + 0b111110)>>>((count43 += alignof(double), count43), 45);
    combine26_kernel<<<(count43 + 31) / 32, 64>>>(count43, &count43);
    return 0;
}

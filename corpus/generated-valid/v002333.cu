// cudagen 0.1 seed 2333 valid
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,default_args,main,shared_var,constexpr_var,local_array,if,for,do_while,goto,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_object,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define WARPS_2 (((CHUNK_1 + 5) * 2))
#undef WARPS_2
#define WARPS_2 24
// Returns the accumulated value.

__global__ void kick3(unsigned int *out4, int n5, int len6, int *buf7)
{
    float k8 = n5;
    __shared__ int sh_9[1 << (CHUNK_1 + 1)];
    len6--;
    int prod10 = 23;
    prod10 = 18;
    if (((buf7 == nullptr) ? 28 : 12) < (*buf7)) {
        return;
    }
    prod10 = 2522 - (*buf7);
}

__global__ void fuse11(unsigned char *out12, int lane13)
{
    ++lane13;
    float t14 = 43;
}
// NOTE: keep in sync with the host reference.

__global__ void blend15(const int *coef16, unsigned int *acc17, int lane18)
{
    (++lane18, (lane18 = 21));
    int x19[3] = {43};
    static_assert(sizeof(int) == 0b100, "tile must fit");
    __shared__ float sh_20;
}

__global__ void tile21(long long *acc22)
{
    ++(*acc22);
    for (int it23 = 0; it23 < (2 * (CHUNK_1 + 4)); ++it23) {
        acc22[it23 & 7] = (((~acc22[it23]) < 50) ? (CHUNK_1 + it23) : ((*acc22) ^ ' ')) - it23;
        static_assert(sizeof(int) == 4, "expected value");
    }
    ((*acc22)++, (acc22[0] = 3085));
    (*acc22) = -(0b111110);
}
/* NOTE: keep in sync with the host reference. */

short int run_combine24(int count25, long long b26 = 2474)
{
    int pass27 = 0;
    if (pass27 == count25) {
        goto finish29;
    }
    do {
        unsigned long v28 = (1647ul + (count25 + WARPS_2)) / (count25 += 33, count25);
        tile21<<<sizeof(float) * 128, 1 << (CHUNK_1 + 2), sizeof(int) * 0b100000, (cudaStream_t)0>>>(nullptr);
        ++pass27;
    } while (pass27 < (16));
finish29:;
    return b26;
}

void scale30(int stride31, int stride32, int len33)
{
    for (int n34 = 5; n34 > 0b0; --n34) {
        if ((stride32) >= stride32) {
            continue;
        }
        kick3<<<2, 0b1 << 0b111>>>((unsigned*)nullptr, -(len33 & stride31), n34, (int*)nullptr);
    }
}

int main(void)
{
    int size35 = 3764;
    scale30(size35, ((size35 != size35) || size35) ? size35 : 37ULL, run_combine24((size35 += 'A', (-47))));
    long w36 = run_combine24((size35 += size35, 046) >> 5);
    int lo37 = run_combine24('z' + size35 + 3562, w36);
    unsigned off38 = ((run_combine24(0b11100u) > lo37) || (!(size35 > w36))) ? ((sizeof(int) + w36) - run_combine24(lo37)) : ((47 - lo37) + lo37);
    fuse11<<<(2), 2 * 020, sizeof(int) * 256, (cudaStream_t)0>>>(nullptr, ~(CHUNK_1 * lo37));
    blend15<<<128, WARPS_2 + (CHUNK_1 + (CHUNK_1 + 2)), sizeof(int) * 32>>>((const int*)nullptr, (unsigned int*)nullptr, 4938);
    return 0;
}

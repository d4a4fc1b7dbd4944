// cudagen 0.1 seed 963 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,if,if_init,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

__global__ void blend1_kernel(const float *input2, unsigned *__restrict__ dst3)
{
    int idx4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*dst3) = 4912U ^ dst3[0b1];
    float r5 = *input2;
    ++r5;
    float z6((7 * (*dst3)) ^ idx4);
    dst3[7] = 2914l;
    unsigned long prod7 = (unsigned long long)gridDim.z;
    prod7 = '#' % (*dst3);
}
enum Mode8 : unsigned int { ADD9, IDLE10, FAST11 };
static_assert((58) > 0b111001, "tile must fit");
enum Level12 {
    LOW13,
    BUSY14,
    GREEN15,
    BLUE16 = 5,
    LOW17
};

void weigh18(float *__restrict__ dst19)
{
    const bool y20 = dst19[5];
    blend1_kernel<<<(256), BLUE16 + (FAST11 + (LOW17 + 499))>>>(dst19, nullptr);
    blend1_kernel<<<sizeof(int) * 8, FAST11 + (BLUE16 + (FAST11 + 0b11110111)), sizeof(int) * 64>>>(dst19, nullptr);
    dst19[4]++;
    ++(*dst19);
}

__global__ void fuse21(int *out22, int len23, signed char b24)
{
    extern __shared__ char dyn_25[];
    unsigned int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i26 >= len23) {
        return;
    }
    len23 = b24;
    float val27 = b24;
    const float tmp28 = 20 >> i26;
    int x29[2]{len23, 0b1000};
    len23--;
    Level12 y30 = BUSY14;
}
enum Level31 : unsigned char { ON32 = 1, RED33, HIGH34, HIGH35 };

void sweep36(int lane37, long b38, int stride39)
{
    if (float res40 = (lane37 / (+b38)); stride39 == b38) {
        if (long f41 = 57l * lane37; (b38 & ((int)f41)) >= 24) {
            res40 = 62;
            weigh18(&res40);
            float h42 = 2.125f;
        }
    }
    blend1_kernel<<<(b38 + 255) / 256, 1 << (GREEN15 + (HIGH35 + (IDLE10 + BUSY14))), (IDLE10 + (LOW17 + 25)) * (IDLE10 + (LOW17 + 1))>>>(nullptr, nullptr);
    stride39 = lane37;
}

int main()
{
    int count43 = 3630;
    if (count43 != HIGH35) {
        return HIGH34;
    }
    if ((count43 & 8) < count43) {
        return -0b101110;
    }
    fuse21<<<(count43 + 127) / 128, (HIGH34 + (FAST11 + (IDLE10 + (ON32 + (BLUE16 + (ON32 + (BLUE16 + 46))))))) * HIGH35, (256)>>>(&count43, count43, 4 * ((float)count43));
    return 0;
}

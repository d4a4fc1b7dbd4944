#include "prelude.cuh"

// Packed instruction words with bit-fields, tagged unions, anonymous unions
// and a union for float bit inspection on the device.
struct Instr {
    unsigned opcode : 6;
    unsigned rd : 5;
    unsigned rs : 5;
    unsigned imm : 16;
};

struct Flags {
    bool valid : 1;
    bool dirty : 1;
    unsigned : 2;            // unnamed padding
    unsigned char level : 4;
};

union Word {
    unsigned raw;
    Instr ins;
};

struct Value {
    enum Kind : unsigned char { Int, Float, Ptr } kind;
    union {
        int i;
        float f;
        void *p;
    };
};

union FloatBits {
    float f;
    unsigned u;
    struct { unsigned mantissa : 23, exponent : 8, sign : 1; } parts;
};

__device__ int exponent_of(float v)
{
    FloatBits b;
    b.f = v;
    return (int)b.parts.exponent - 127;
}

__global__ void exponents(const float *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = exponent_of(in[i]);
}

int decode(unsigned raw)
{
    Word w;
    w.raw = raw;
    Flags fl = {true, false, 3};
    Value v;
    v.kind = Value::Float;
    v.f = 1.5f;
    return w.ins.opcode + w.ins.rd + fl.level + (v.kind == Value::Float ? 1 : 0);
}

int main()
{
    exponents<<<2, 64>>>(nullptr, nullptr, 128);
    return decode(0x12345678u) + (int)sizeof(Instr);
}

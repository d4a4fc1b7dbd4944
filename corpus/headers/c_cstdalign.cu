// Exercises <cstdalign> (deprecated, C++17; its C macros are not defined in C++): alignas'd device data.
#include <cstdalign>

struct alignas(16) Packet {
    float values[4];
};

__global__ void sum_packets(const Packet *p, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 v = *reinterpret_cast<const float4 *>(&p[i]);
        out[i] = v.x + v.y + v.z + v.w;
    }
}

int main()
{
#ifdef _GLIBCXX_CSTDALIGN
    static_assert(alignof(float4) == 16, "float4 is 16-byte aligned");
#endif
    static_assert(alignof(Packet) == 16);
    Packet h[8];
    for (int i = 0; i < 8; ++i)
        for (int k = 0; k < 4; ++k)
            h[i].values[k] = float(i + k);
    Packet *d;
    float *dout, out[8];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&dout, sizeof(out));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    sum_packets<<<1, 8>>>(d, dout, 8);
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dout);
    return out[7] == 34.0f ? 0 : 1;
}

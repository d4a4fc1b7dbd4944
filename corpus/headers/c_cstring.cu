// Exercises <cstring>: memcpy/memset/strlen on the host and memcpy/memset in device code.
#include <cstring>

struct Record {
    char name[16];
    int value;
};

__global__ void copy_records(const Record *in, Record *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        memcpy(&out[i], &in[i], sizeof(Record));
        out[i].value *= 2;
        memset(out[i].name + 15, 0, 1);
    }
}

int main()
{
    Record h[3];
    std::memset(h, 0, sizeof(h));
    const char *names[3] = {"alpha", "beta", "gamma"};
    for (int i = 0; i < 3; ++i) {
        std::strncpy(h[i].name, names[i], sizeof(h[i].name) - 1);
        h[i].value = static_cast<int>(std::strlen(names[i]));
    }
    Record *d;
    cudaMalloc(&d, 2 * sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    copy_records<<<1, 3>>>(d, d + 3, 3);
    cudaMemcpy(h, d + 3, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return std::strcmp(h[1].name, "beta") == 0 && h[2].value == 10 && std::strchr(h[0].name, 'p') ? 0 : 1;
}

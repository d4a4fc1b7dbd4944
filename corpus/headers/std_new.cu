// Exercises <new>: placement new into pinned memory, std::nothrow, std::launder and bad_alloc.
#include <new>

struct Header {
    int count;
    float scale;
};

__global__ void use_header(const Header *h, float *out)
{
    out[threadIdx.x] = h->scale * threadIdx.x;
}

int main()
{
    void *pinned = nullptr;
    if (cudaMallocHost(&pinned, sizeof(Header)) != cudaSuccess)
        return 2;
    Header *h = new (pinned) Header{32, 0.5f};
    h = std::launder(h);

    Header *dh;
    float *dout;
    cudaMalloc(&dh, sizeof(Header));
    cudaMalloc(&dout, h->count * sizeof(float));
    cudaMemcpy(dh, h, sizeof(Header), cudaMemcpyHostToDevice);
    use_header<<<1, h->count>>>(dh, dout);
    cudaDeviceSynchronize();

    int *maybe = new (std::nothrow) int[16];
    delete[] maybe;
    void *aligned = ::operator new(256, std::align_val_t(128));
    std::size_t align = reinterpret_cast<std::size_t>(aligned) % 128 == 0 ? 128 : 0;
    ::operator delete(aligned, std::align_val_t(128));
    h->~Header();
    cudaFreeHost(pinned);
    cudaFree(dh);
    cudaFree(dout);
    try {
        throw std::bad_alloc();
    } catch (const std::bad_alloc &) {
        return align >= 8 ? 0 : 1;
    }
}

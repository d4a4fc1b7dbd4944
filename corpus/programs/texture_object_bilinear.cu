// Image upscaling with a 2D texture object: bilinear filtering in hardware, clamp addressing,
// compared against a host implementation of the same (9-bit fixed-point weighted) interpolation.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

__global__ void upscale(cudaTextureObject_t tex, float *out, int out_w, int out_h, float sx, float sy)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < out_w && y < out_h)
        out[y * out_w + x] = tex2D<float>(tex, (x + 0.5f) * sx, (y + 0.5f) * sy);
}

static float texel(const std::vector<float> &img, int w, int h, int x, int y)
{
    x = x < 0 ? 0 : (x >= w ? w - 1 : x);
    y = y < 0 ? 0 : (y >= h ? h - 1 : y);
    return img[y * w + x];
}

int main()
{
    const int w = 16, h = 12, scale = 4, out_w = w * scale, out_h = h * scale;
    std::vector<float> img(w * h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            img[y * w + x] = static_cast<float>((x * 3 + y * 5) % 17);

    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t array;
    CUDA_CHECK(cudaMallocArray(&array, &desc, w, h));
    CUDA_CHECK(cudaMemcpy2DToArray(array, 0, 0, img.data(), w * sizeof(float), w * sizeof(float), h,
                                   cudaMemcpyHostToDevice));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = array;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 0;
    cudaTextureObject_t tex = 0;
    CUDA_CHECK(cudaCreateTextureObject(&tex, &res, &td, nullptr));

    float *d_out;
    CUDA_CHECK(cudaMalloc(&d_out, out_w * out_h * sizeof(float)));
    dim3 block(16, 16), grid((out_w + 15) / 16, (out_h + 15) / 16);
    const float sx = 1.0f / scale, sy = 1.0f / scale;
    upscale<<<grid, block>>>(tex, d_out, out_w, out_h, sx, sy);
    CUDA_CHECK(cudaGetLastError());
    std::vector<float> out(out_w * out_h);
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));

    // The hardware uses 8 fractional bits for the interpolation weights, so allow a small tolerance.
    double max_err = 0.0;
    for (int y = 0; y < out_h; ++y)
        for (int x = 0; x < out_w; ++x) {
            float u = (x + 0.5f) * sx - 0.5f, v = (y + 0.5f) * sy - 0.5f;
            int x0 = static_cast<int>(std::floor(u)), y0 = static_cast<int>(std::floor(v));
            float a = u - x0, b = v - y0;
            float want = (1 - a) * (1 - b) * texel(img, w, h, x0, y0) + a * (1 - b) * texel(img, w, h, x0 + 1, y0) +
                         (1 - a) * b * texel(img, w, h, x0, y0 + 1) + a * b * texel(img, w, h, x0 + 1, y0 + 1);
            max_err = std::fmax(max_err, std::fabs(out[y * out_w + x] - want));
        }
    std::printf("max |tex2D - host bilinear| = %.4f\n", max_err);
    CUDA_CHECK(cudaDestroyTextureObject(tex));
    CUDA_CHECK(cudaFreeArray(array));
    CUDA_CHECK(cudaFree(d_out));
    bool ok = max_err < 0.1;
    std::printf("%s: texture_object_bilinear\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}

// Exercises <cuda/std/expected>: cuda::std::expected as an error-returning device helper.
#include <cuda/std/expected>

enum class ParseError { empty, bad_digit };

__device__ cuda::std::expected<int, ParseError> parse_uint(const char *s, int n)
{
    if (n == 0)
        return cuda::std::unexpected(ParseError::empty);
    int v = 0;
    for (int i = 0; i < n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return cuda::std::unexpected(ParseError::bad_digit);
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

__global__ void parse_fields(const char *text, const int *offsets, int *values, int fields)
{
    int f = blockIdx.x * blockDim.x + threadIdx.x;
    if (f < fields) {
        auto r = parse_uint(text + offsets[f], offsets[f + 1] - offsets[f]);
        values[f] = r.has_value() ? *r : -static_cast<int>(r.error()) - 1;
    }
}

int main()
{
    const char text[] = "12x4567";
    int offsets[4] = {0, 2, 4, 7}, values[3];
    char *dt;
    int *doff, *dv;
    cudaMalloc(&dt, sizeof(text));
    cudaMalloc(&doff, sizeof(offsets));
    cudaMalloc(&dv, sizeof(values));
    cudaMemcpy(dt, text, sizeof(text), cudaMemcpyHostToDevice);
    cudaMemcpy(doff, offsets, sizeof(offsets), cudaMemcpyHostToDevice);
    parse_fields<<<1, 3>>>(dt, doff, dv, 3);
    cudaMemcpy(values, dv, sizeof(values), cudaMemcpyDeviceToHost);
    cudaFree(dt);
    cudaFree(doff);
    cudaFree(dv);
    cuda::std::expected<float, int> host_ok = 1.5f;
    return values[0] == 12 && values[1] == -2 && values[2] == 567 && host_ok.value_or(0.0f) == 1.5f ? 0 : 1;
}

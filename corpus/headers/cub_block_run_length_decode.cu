// Exercises <cub/block/block_run_length_decode.cuh>: cub::BlockRunLengthDecode expanding (value, length) runs.
#include <cub/block/block_run_length_decode.cuh>

template <int Threads, int Runs, int Decoded>
__global__ void expand(const char *values, const int *lengths, char *out, int *total)
{
    using Decode = cub::BlockRunLengthDecode<char, Threads, Runs, Decoded>;
    __shared__ typename Decode::TempStorage temp;
    char v[Runs];
    int len[Runs];
    for (int k = 0; k < Runs; ++k) {
        v[k] = values[threadIdx.x * Runs + k];
        len[k] = lengths[threadIdx.x * Runs + k];
    }
    int decoded_size = 0;
    Decode decoder(temp, v, len, decoded_size);
    char items[Decoded];
    for (int window = 0; window < decoded_size; window += Threads * Decoded) {
        decoder.RunLengthDecode(items, window);
        for (int k = 0; k < Decoded; ++k) {
            int pos = window + threadIdx.x * Decoded + k;
            if (pos < decoded_size)
                out[pos] = items[k];
        }
    }
    if (threadIdx.x == 0)
        *total = decoded_size;
}

int main()
{
    const int threads = 32, runs = 2, decoded = 4, n = threads * runs;
    char values[n];
    int lengths[n];
    for (int i = 0; i < n; ++i) {
        values[i] = static_cast<char>('a' + i % 26);
        lengths[i] = i % 3;
    }
    char *dv, out[256];
    int *dl, total = 0;
    cudaMalloc(&dv, sizeof(values) + sizeof(out));
    cudaMalloc(&dl, sizeof(lengths) + sizeof(int));
    cudaMemcpy(dv, values, sizeof(values), cudaMemcpyHostToDevice);
    cudaMemcpy(dl, lengths, sizeof(lengths), cudaMemcpyHostToDevice);
    expand<threads, runs, decoded><<<1, threads>>>(dv, dl, dv + n, dl + n);
    cudaMemcpy(&total, dl + n, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(out, dv + n, sizeof(out), cudaMemcpyDeviceToHost);
    cudaFree(dv);
    cudaFree(dl);
    return total == 63 && out[0] == 'b' && out[1] == 'c' && out[2] == 'c' ? 0 : 1;
}

// CUDA graph built by stream capture (fork/join across two streams), instantiated once and replayed many times.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                       \
    do {                                                                                       \
        const cudaError_t e = (call);                                                          \
        if (e != cudaSuccess) {                                                                \
            std::fprintf(stderr, "[%s:%d] %s\n", __FILE__, __LINE__, cudaGetErrorString(e));   \
            std::exit(1);                                                                      \
        }                                                                                      \
    } while (0)

__global__ void scale(float *v, int n, float f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= f;
}

__global__ void add_arrays(float *out, const float *a, const float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = a[i] + b[i];
}

__global__ void increment(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += 1.0f;
}

int main()
{
    const int n = 1 << 16, iterations = 20;
    const int blocks = (n + 255) / 256;
    float *a, *b, *c;
    CUDA_CHECK(cudaMalloc(&a, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&b, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&c, n * sizeof(float)));
    std::vector<float> ones(n, 1.0f);
    CUDA_CHECK(cudaMemcpy(a, ones.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(b, ones.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    cudaStream_t main_stream, side_stream;
    CUDA_CHECK(cudaStreamCreateWithFlags(&main_stream, cudaStreamNonBlocking));
    CUDA_CHECK(cudaStreamCreateWithFlags(&side_stream, cudaStreamNonBlocking));
    cudaEvent_t fork, join;
    CUDA_CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    CUDA_CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));

    cudaGraph_t graph;
    CUDA_CHECK(cudaStreamBeginCapture(main_stream, cudaStreamCaptureModeGlobal));
    CUDA_CHECK(cudaEventRecord(fork, main_stream));
    CUDA_CHECK(cudaStreamWaitEvent(side_stream, fork, 0));
    increment<<<blocks, 256, 0, main_stream>>>(a, n);
    increment<<<blocks, 256, 0, side_stream>>>(b, n);
    scale<<<blocks, 256, 0, side_stream>>>(b, n, 0.5f);
    CUDA_CHECK(cudaEventRecord(join, side_stream));
    CUDA_CHECK(cudaStreamWaitEvent(main_stream, join, 0));
    add_arrays<<<blocks, 256, 0, main_stream>>>(c, a, b, n);
    cudaStreamCaptureStatus status;
    CUDA_CHECK(cudaStreamIsCapturing(main_stream, &status));
    CUDA_CHECK(cudaStreamEndCapture(main_stream, &graph));

    size_t num_nodes = 0;
    CUDA_CHECK(cudaGraphGetNodes(graph, nullptr, &num_nodes));
    cudaGraphExec_t exec;
    CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));

    for (int it = 0; it < iterations; ++it)
        CUDA_CHECK(cudaGraphLaunch(exec, main_stream));
    CUDA_CHECK(cudaStreamSynchronize(main_stream));

    // Host model of the same sequence of operations.
    float ha = 1.0f, hb = 1.0f, hc = 0.0f;
    for (int it = 0; it < iterations; ++it) {
        ha += 1.0f;
        hb = (hb + 1.0f) * 0.5f;
        hc = ha + hb;
    }
    std::vector<float> out(n);
    CUDA_CHECK(cudaMemcpy(out.data(), c, n * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (float v : out)
        bad += v != hc;
    std::printf("graph with %zu nodes, replayed %d times, c = %f (expected %f), capture status was %d\n", num_nodes,
                iterations, out[0], hc, static_cast<int>(status));

    CUDA_CHECK(cudaGraphExecDestroy(exec));
    CUDA_CHECK(cudaGraphDestroy(graph));
    CUDA_CHECK(cudaEventDestroy(fork));
    CUDA_CHECK(cudaEventDestroy(join));
    CUDA_CHECK(cudaStreamDestroy(main_stream));
    CUDA_CHECK(cudaStreamDestroy(side_stream));
    CUDA_CHECK(cudaFree(a));
    CUDA_CHECK(cudaFree(b));
    CUDA_CHECK(cudaFree(c));
    bool ok = bad == 0 && num_nodes == 4 && status == cudaStreamCaptureStatusActive;
    std::printf("%s: cuda_graph_capture\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}

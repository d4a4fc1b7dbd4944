// CUDA graph built with the explicit node API: memset, kernel and memcpy nodes with dependencies,
// then the instantiated graph's kernel parameters are updated in place and relaunched.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s (%d): %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(EXIT_FAILURE);                                                      \
        }                                                                                 \
    } while (0)

__global__ void fill_affine(int *v, int n, int a, int b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += a * i + b;
}

int main()
{
    const int n = 4096;
    int *d_v;
    CUDA_CHECK(cudaMalloc(&d_v, n * sizeof(int)));
    std::vector<int> host(n, -1);

    cudaGraph_t graph;
    CUDA_CHECK(cudaGraphCreate(&graph, 0));

    cudaMemsetParams memset_params = {};
    memset_params.dst = d_v;
    memset_params.value = 0;
    memset_params.elementSize = sizeof(int);
    memset_params.width = n;
    memset_params.height = 1;
    cudaGraphNode_t memset_node;
    CUDA_CHECK(cudaGraphAddMemsetNode(&memset_node, graph, nullptr, 0, &memset_params));

    int a = 2, b = 3, count = n;
    void *args[] = {&d_v, &count, &a, &b};
    cudaKernelNodeParams kparams = {};
    kparams.func = reinterpret_cast<void *>(fill_affine);
    kparams.gridDim = dim3((n + 127) / 128);
    kparams.blockDim = dim3(128);
    kparams.sharedMemBytes = 0;
    kparams.kernelParams = args;
    cudaGraphNode_t kernel_node;
    CUDA_CHECK(cudaGraphAddKernelNode(&kernel_node, graph, &memset_node, 1, &kparams));

    cudaGraphNode_t copy_node;
    CUDA_CHECK(cudaGraphAddMemcpyNode1D(&copy_node, graph, &kernel_node, 1, host.data(), d_v, n * sizeof(int),
                                        cudaMemcpyDeviceToHost));

    cudaGraphExec_t exec;
    CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreate(&stream));
    CUDA_CHECK(cudaGraphLaunch(exec, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += host[i] != 2 * i + 3;

    a = -1;
    b = 100;
    CUDA_CHECK(cudaGraphExecKernelNodeSetParams(exec, kernel_node, &kparams));
    CUDA_CHECK(cudaGraphLaunch(exec, stream));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    for (int i = 0; i < n; ++i)
        bad += host[i] != 100 - i;

    size_t edges = 0;
    CUDA_CHECK(cudaGraphGetEdges(graph, nullptr, nullptr, nullptr, &edges));
    std::printf("graph: %zu edges, second run host[10] = %d\n", edges, host[10]);

    CUDA_CHECK(cudaStreamDestroy(stream));
    CUDA_CHECK(cudaGraphExecDestroy(exec));
    CUDA_CHECK(cudaGraphDestroy(graph));
    CUDA_CHECK(cudaFree(d_v));
    bool ok = bad == 0 && edges == 2;
    std::printf("%s: cuda_graph_explicit\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}

// Exercises <pthread.h>: POSIX threads each driving its own CUDA stream.
#include <pthread.h>

struct Job {
    float *dev;
    int n;
    float value;
    int status;
};

__global__ void fill(float *v, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = value;
}

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_finished = 0;

static void *worker(void *arg)
{
    Job *job = static_cast<Job *>(arg);
    cudaStream_t s;
    cudaStreamCreate(&s);
    fill<<<(job->n + 255) / 256, 256, 0, s>>>(job->dev, job->n, job->value);
    job->status = cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    pthread_mutex_lock(&g_lock);
    ++g_finished;
    pthread_mutex_unlock(&g_lock);
    return nullptr;
}

int main()
{
    enum { kThreads = 4, kN = 4096 };
    float *d;
    cudaMalloc(&d, kThreads * kN * sizeof(float));
    pthread_t threads[kThreads];
    Job jobs[kThreads];
    for (int t = 0; t < kThreads; ++t) {
        jobs[t] = Job{d + t * kN, kN, float(t), -1};
        pthread_create(&threads[t], nullptr, worker, &jobs[t]);
    }
    for (int t = 0; t < kThreads; ++t)
        pthread_join(threads[t], nullptr);
    float last = 0.0f;
    cudaMemcpy(&last, d + kThreads * kN - 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
    return g_finished == kThreads && last == 3.0f && jobs[0].status == 0 ? 0 : 1;
}

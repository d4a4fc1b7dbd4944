#include "prelude.cuh"
extern __device__ int d4;
extern __device__ int d5;
__device__ int d5 = 3;
extern __constant__ float c6[4];
__device__ int d7;
extern __device__ int d7;
extern __device__ int d8[];
namespace q { extern __device__ int d9; }
__global__ void k() { d4 = d5 + d7 + q::d9; }
__shared__ int s1[4];
extern __shared__ int s2[];
static __shared__ int s3;
__global__ void k2() { s1[0] = s2[0] + s3; }

#define __host__               __attribute__((host))
#define __device__             __attribute__((device))
#define __global__             __attribute__((global))
#define __shared__             __attribute__((shared))
#define __constant__           __attribute__((constant))
#define __managed__            __attribute__((managed))
#define __grid_constant__      __attribute__((grid_constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __cluster_dims__(...)  __attribute__((cluster_dims(__VA_ARGS__)))
#define __maxnreg__(n)         __attribute__((maxnreg(n)))
#define __forceinline__        __inline__ __attribute__((always_inline))
#define __align__(n)           __attribute__((aligned(n)))
#define __device_builtin__     __attribute__((device_builtin))
#define __cudart_builtin__     __attribute__((cudart_builtin))
typedef unsigned long size_t;
struct __device_builtin__ uint3 { unsigned int x, y, z; };
struct __device_builtin__ dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3(void) const { return uint3{x, y, z}; }
};
typedef __device_builtin__ struct CUstream_st *cudaStream_t;
extern "C" {
uint3 __device_builtin__ extern const threadIdx;
uint3 __device_builtin__ extern const blockIdx;
dim3 __device_builtin__ extern const blockDim;
dim3 __device_builtin__ extern const gridDim;
int __device_builtin__ extern const warpSize;
}
extern "C" __host__ __device__ unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);

# 1 "app_nbody.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 5 "app_nbody.cu"
extern "C" __attribute__((unused)) void __syncthreads(); 
# 6
extern "C" float sqrtf(float) noexcept; 
# 7
extern "C" __attribute__((unused)) float rsqrtf(float) noexcept; 
# 9
struct __attribute((aligned(16))) Body4 { float x, y, z, m; }; 
# 10
struct Accel { float x, y, z; }; 
# 14
__attribute__((unused)) Accel interact(Body4 bi, Body4 bj, Accel a) 
# 15
{int volatile ___ = 1;(void)bi;(void)bj;(void)a;
# 22
::exit(___);}
#if 0
# 15
{ 
# 16
float dx = (bj.x) - (bi.x), dy = (bj.y) - (bi.y), dz = (bj.z) - (bi.z); 
# 17
float dist2 = (((dx * dx) + (dy * dy)) + (dz * dz)) + (1.0E-9F); 
# 18
float inv = rsqrtf(dist2); 
# 19
float s = (((bj.m) * inv) * inv) * inv; 
# 20
(a.x) += (dx * s); (a.y) += (dy * s); (a.z) += (dz * s); 
# 21
return a; 
# 22
} 
#endif
# 24 "app_nbody.cu"
__attribute__((visibility("hidden"))) void forces(const Body4 *__restrict__ pos, Accel *__restrict__ acc, int n) ;
#if 0
# 25
{ 
# 26
__attribute__((unused)) extern Body4 tile[]; 
# 27
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
Body4 me = ((i < n) ? pos[i] : Body4{(0), (0), (0), (0)}); 
# 29
Accel a = {(0.0F), (0.0F), (0.0F)}; 
# 30
for (int base = 0; base < n; base += (__device_builtin_variable_blockDim.x)) { 
# 31
int j = base + (__device_builtin_variable_threadIdx.x); 
# 32
(tile[__device_builtin_variable_threadIdx.x]) = (((j < n) ? pos[j] : Body4{(0), (0), (0), (0)})); 
# 33
__syncthreads(); 
# 34
for (unsigned k = (0); k < (__device_builtin_variable_blockDim.x); ++k) { 
# 35
a = interact(me, tile[k], a); }  
# 36
__syncthreads(); 
# 37
}  
# 38
if (i < n) { (acc[i]) = a; }  
# 39
} 
#endif
# 41 "app_nbody.cu"
__attribute__((visibility("hidden"))) void integrate(Body4 *pos, Accel *vel, const Accel *acc, int n, float dt) ;
#if 0
# 42
{ 
# 43
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 44
if (i >= n) { return; }  
# 45
((vel[i]).x) += (((acc[i]).x) * dt); ((vel[i]).y) += (((acc[i]).y) * dt); ((vel[i]).z) += (((acc[i]).z) * dt); 
# 46
((pos[i]).x) += (((vel[i]).x) * dt); ((pos[i]).y) += (((vel[i]).y) * dt); ((pos[i]).z) += (((vel[i]).z) * dt); 
# 47
} 
#endif
# 49 "app_nbody.cu"
float kinetic_energy(const Accel *vel, const Body4 *pos, int n) 
# 50
{ 
# 51
float e = (0.0F); 
# 52
for (int i = 0; i < n; ++i) { 
# 53
e += (((0.5F) * ((pos[i]).m)) * sqrtf(((((vel[i]).x) * ((vel[i]).x)) + (((vel[i]).y) * ((vel[i]).y))) + (((vel[i]).z) * ((vel[i]).z)))); }  
# 54
return e; 
# 55
} 
# 57
int main() 
# 58
{ 
# 59
const int n = 4096, threads = 256, blocks = (((n + threads) - 1) / threads); 
# 60
for (int step = 0; step < 10; ++step) { 
# 61
(__cudaPushCallConfiguration(blocks, threads, threads * sizeof(Body4))) ? (void)0 : forces(nullptr, nullptr, n); 
# 62
(__cudaPushCallConfiguration(blocks, threads)) ? (void)0 : integrate(nullptr, nullptr, nullptr, n, (0.01F)); 
# 63
}  
# 64
return 0; 
# 65
} 

# 1 "app_nbody.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d7c6bb1_12_app_nbody_cu_a45086a5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "app_nbody.cudafe1.stub.c"
#include "app_nbody.cudafe1.stub.c"
# 1 "app_nbody.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

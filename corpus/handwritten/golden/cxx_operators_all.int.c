# 1 "cxx_operators_all.cu"
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
# 7 "cxx_operators_all.cu"
struct Particle { float x, y; int id; float mass() const { return (1.0F); } }; 
# 9
__attribute__((unused)) unsigned mix(unsigned a, unsigned b) 
# 10
{int volatile ___ = 1;(void)a;(void)b;
# 17
::exit(___);}
#if 0
# 10
{ 
# 11
unsigned h = (a ^ (b << 7)) ^ (b >> 3); 
# 12
h += (((~a) & b) | (a & (~b))); 
# 13
h *= 2654435761U; 
# 14
h ^= (h >> 16); h <<= 1; h >>= 1; h |= 1U; h &= 2147483647U; 
# 15
h %= 1000003U; h /= 3U; h -= 1U; 
# 16
return h; 
# 17
} 
#endif
# 19 "cxx_operators_all.cu"
__attribute__((visibility("hidden"))) void ops(Particle *ps, int *flags, int n) ;
#if 0
# 20
{ 
# 21
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (!(i < n)) { return; }  
# 23
Particle *p = &(ps[i]); 
# 24
Particle &r = *p; 
# 25
float (Particle::*field) = (i % 2) ? &Particle::x : (&Particle::y); 
# 26
float (Particle::*getter)(void) const = (&Particle::mass); 
# 28
(r.*field) = (((p->x) * (2.0F)) - ((+(r.y)) / (3.0F))); 
# 29
(p->*field) += ((((r).*getter)()) + (((p)->*getter)())); 
# 30
int a = i, b = -i; 
# 31
a++; --b; ++a; b--; 
# 32
int c = (((a++), b)); 
# 33
bool both = (a > 0) && (b < 0), either = (a >= 0) || (b <= 0), ne = a != b, eq = a == c; 
# 34
(flags[i]) = ((((both ? 1 : 0) | (either << 1)) | (ne << 2)) | (eq << 3)); 
# 35
(flags[i]) += (((((int)mix((unsigned)a, (unsigned)b)) + ((int)sizeof(Particle))) + ((int)__alignof__(Particle))) + ((int)sizeof r)); 
# 36
(flags[i]) ^= ((~(flags[i])) + (!(flags[i]))); 
# 37
} 
#endif
# 39 "cxx_operators_all.cu"
int main() 
# 40
{ 
# 41
int x = 17, y = 5; 
# 42
int q = x / y, m = x % y, s = (x << 2) | (y >> 1), t = (x & y) ^ (~y); 
# 43
x += 1; x -= 2; x *= 3; x /= 2; x %= 7; x <<= 1; x >>= 1; x &= 15; x |= 16; x ^= 3; 
# 44
bool cmp = ((q < m) || (s > t)) || ((q <= m) && (s >= t)); 
# 45
bool nx = (noexcept(x + y)); 
# 46
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : ops(nullptr, nullptr, 64); 
# 47
return cmp ? x : (nx ? -y : y); 
# 48
} 

# 1 "cxx_operators_all.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8934856f_20_cxx_operators_all_cu__Z3mixjj
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_operators_all.cudafe1.stub.c"
#include "cxx_operators_all.cudafe1.stub.c"
# 1 "cxx_operators_all.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v001549.cu"
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
# 23 "v001549.cu"
__attribute__((visibility("hidden"))) void blend5(unsigned *buf6, int len7, unsigned alpha8, unsigned *dst9) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern float dyn_10[]; 
# 26
int i11 = __device_builtin_variable_threadIdx.x; 
# 27
(*dst9) = (((dst9[3]) += (dyn_10[len7])), ((i11 * alpha8) + (*buf6))); 
# 28
len7 &= ((len7 >> ((8) + (dst9[i11 & 7]))) * 6); 
# 29
float off12{(8.125F)}; 
# 30
constexpr long t13 = 30L; 
# 31
len7 += 14L; 
# 32
size_t tmp14 = (10) + alpha8; 
# 33
len7 *= alpha8; 
# 34
} 
#endif
# 37 "v001549.cu"
struct Tile15 { 
# 38
bool sum16; 
# 39
float mass17; 
# 40
float vel18; 
# 41
int flag19; 
# 42
float bump20(int e21) const 
# 43
{ 
# 44
static_assert((sizeof(int) == (4)));
# 45
Tile15 acc22 = {false, (10.125F), vel18, flag19}; 
# 46
return mass17; 
# 47
} 
# 48
float total23() const 
# 49
{ 
# 50
if ((mass17) < (9L)) { 
# 51
return mass17; 
# 52
}  
# 53
bool v24{false}; 
# 54
return flag19; 
# 55
} 
# 56
}; 
# 58
Tile15 operator+(Tile15 a, Tile15 b) 
# 59
{ 
# 60
Tile15 r = a; 
# 61
(r.mass17) += (b.mass17); 
# 62
(r.vel18) += (b.vel18); 
# 63
(r.flag19) += (b.flag19); 
# 64
return r; 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int size25 = 436; 
# 70
int e26(size25 ^ 12); 
# 71
if (e26 < e26) { 
# 72
return e26; 
# 73
}  
# 74
int *q27 = (static_cast< int *>(nullptr)); 
# 75
size25 <<= e26; 
# 76
e26 = (-((*q27) ? 8 : (e26 * 9LL))); 
# 77
e26 <<= ((e26 += size25), e26); 
# 78
(__cudaPushCallConfiguration(((dim3)((size25 + 127) / 128)), ((dim3)(2)))) ? (void)0 : blend5(reinterpret_cast< unsigned *>(q27), (size25 - e26) >> ((*q27) - e26), 60L, reinterpret_cast< unsigned *>(q27)); 
# 79
return 0; 
# 80
} 

# 1 "v001549.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__82764584_10_v001549_cu_7a7093f4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001549.cudafe1.stub.c"
#include "v001549.cudafe1.stub.c"
# 1 "v001549.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

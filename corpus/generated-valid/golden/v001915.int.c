# 1 "v001915.cu"
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
# 10 "v001915.cu"
int tile5(long q6) { 
# 11
q6 = (45ULL); 
# 12
int off7 = 58LL & q6; 
# 13
constexpr int z8 = 39; 
# 14
off7++; 
# 15
return ((z8 + q6) + (7)) - (-q6); 
# 16
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, class U> static void 
# 19
__wrapper__device_stub_weigh9(T *&dst10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_11[]; 
# 21
for (int j12 = 0; j12 < 9; ++j12) { 
# 22
for (int n13 = 0; n13 < 16; n13 += 3) { 
# 23
(dyn_11[2]) += (dst10[0]); 
# 24
(dst10[n13]) = (*dst10); 
# 25
}  
# 26
}  
# 27
if ((dyn_11[0]) < (dyn_11[7])) { 
# 28
return; 
# 29
}  
# 30
} 
#endif

#pragma GCC diagnostic pop

# 18 "v001915.cu"
template< class T, class U> static void 
# 19
weigh9(T *dst10) {__wrapper__device_stub_weigh9<T,U>(dst10);
# 30
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_11[]; 
# 21
for (int j12 = 0; j12 < 9; ++j12) { 
# 22
for (int n13 = 0; n13 < 16; n13 += 3) { 
# 23
(dyn_11[2]) += (dst10[0]); 
# 24
(dst10[n13]) = (*dst10); 
# 25
}  
# 26
}  
# 27
if ((dyn_11[0]) < (dyn_11[7])) { 
# 28
return; 
# 29
}  
# 30
} 
#endif
# 31 "v001915.cu"
__attribute__((section("__nv_managed_data__"))) static long (*m_split14)[32] = 0; 
# 32
static unsigned c_weigh15[4]; 
# 34
signed char scale16(float b17, int stride18) { 
# 35
unsigned base19 = b17; 
# 36
int off20 = (tile5(tile5(34))) + ((base19 * stride18) - (57U * base19)); 
# 37
if (base19 < base19) { 
# 38
goto done22; 
# 39
}  
# 40
b17++; 
# 41
for (int j21 = stride18; j21 > 0; --j21) { 
# 42
off20 -= 40; 
# 43
base19 = ((j21 + 0L) & (~tile5(10ULL))); 
# 44
}  
# 45
done22:; ; 
# 46
return off20; 
# 47
} 
# 49
int main() { 
# 50
int count23 = 1091; 
# 51
for (int it24 = 0; it24 < 11; it24 += 2) { 
# 52
dim3 val25(8); 
# 53
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : weigh9< int, int> (&count23); 
# 54
count23 = tile5((static_cast< unsigned long>(it24)) * ((it24 > count23) ? it24 : count23)); 
# 55
}  
# 56
count23 -= ((tile5(count23) & count23) + 1); 
# 57
return 0; 
# 58
} 

# 1 "v001915.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7782b537_10_v001915_cu_a8170bac
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001915.cudafe1.stub.c"
#include "v001915.cudafe1.stub.c"
# 1 "v001915.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

# 1 "v002108.cu"
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
# 20 "v002108.cu"
__attribute__((unused)) long pivot10(unsigned beta11) 
# 21
{int volatile ___ = 1;(void)beta11;
# 44
::exit(___);}
#if 0
# 21
{ 
# 22
int iter12 = 0; 
# 23
if ((7) < (beta11 - iter12)) { 
# 24
goto done16; 
# 25
}  
# 26
do { 
# 27
if (beta11 != beta11) { 
# 28
break; 
# 29
}  
# 30
++iter12; 
# 31
} while (iter12 < iter12); 
# 33
#pragma unroll 8
for (
# 33
int it13 = 0; it13 < 16; ++it13) { 
# 34
float lo14{(' ')}; 
# 35
for (int i15 = it13; i15 > 0; --i15) { 
# 36
beta11 >>= iter12; 
# 37
}  
# 38
if (lo14 < (16)) { 
# 39
break; 
# 40
}  
# 41
}  
# 42
done16:; ; 
# 43
return (beta11 * iter12) + (9); 
# 44
} 
#endif
# 47 "v002108.cu"
__attribute__((visibility("hidden"))) void smooth17(float b18) ;
#if 0
# 48
{ 
# 49
int idx19 = __device_builtin_variable_threadIdx.x; 
# 50
if (idx19 <= (idx19 * 39U)) { 
# 51
goto done22; 
# 52
}  
# 53
if (((unsigned)(idx19 + 15UL)) > (27)) { 
# 54
auto f20 = pivot10(756); 
# 55
int *h21 = ((int *)nullptr); 
# 56
} else { if (b18 <= (46)) { 
# 57
return; 
# 58
}  }  
# 59
done22:; ; 
# 60
} 
#endif
# 62 "v002108.cu"
constexpr int fuse23(int count24) 
# 63
{ 
# 64
return count24; 
# 65
} 
# 66
enum class Phase25 { High26 = 1, Fast27 = 5}; 
# 69
struct Particle28 { 
# 70
float sum29; 
# 71
unsigned short z30; 
# 72
unsigned char flag31; 
# 73
}; 
# 75
float run_fuse32(int *__restrict__ acc33) 
# 76
{ 
# 77
for (int n34 = 14; n34 > 0; --n34) { 
# 78
(__cudaPushCallConfiguration(1, 27 + (27 + 10), 4096)) ? (void)0 : smooth17((n34 >> (*acc33)) >> n34); 
# 79
(acc33[6]) *= 62; 
# 80
}  
# 81
return (*acc33) + (((*acc33) - (*acc33)) * ((*acc33) - (*acc33))); 
# 82
} 
# 84
int main() 
# 85
{ 
# 86
int size35 = 3038; 
# 87
if ((20 - size35) != size35) { 
# 88
size35 = (run_fuse32((int *)nullptr)); 
# 89
int iter36 = 0; 
# 90
while (iter36 < size35) { 
# 91
switch (iter36) { 
# 92
case 6:  { 
# 93
unsigned w37 = ((iter36 * iter36) + size35) / fuse23(iter36); 
# 94
w37 = (run_fuse32(&size35)); 
# 95
break; 
# 96
} 
# 97
}  
# 98
++iter36; 
# 99
}  
# 100
} else { if ((+size35) == 27) { }  }  
# 101
return 0; 
# 102
} 

# 1 "v002108.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6533dcaa_10_v002108_cu_a315b3ab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002108.cudafe1.stub.c"
#include "v002108.cudafe1.stub.c"
# 1 "v002108.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

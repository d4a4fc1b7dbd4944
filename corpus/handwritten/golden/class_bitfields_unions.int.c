# 1 "class_bitfields_unions.cu"
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
# 5 "class_bitfields_unions.cu"
struct Instr { 
# 6
unsigned opcode: 6; 
# 7
unsigned rd: 5; 
# 8
unsigned rs: 5; 
# 9
unsigned imm: 16; 
# 10
}; 
# 12
struct Flags { 
# 13
bool valid: 1; 
# 14
bool dirty: 1; 
# 15
unsigned: 2; 
# 16
unsigned char level: 4; 
# 17
}; 
# 19
union Word { 
# 20
unsigned raw; 
# 21
Instr ins; 
# 22
}; 
# 24
struct Value { 
# 25
enum Kind: unsigned char { Int, Float, Ptr} kind; 
# 26
union { 
# 27
int i; 
# 28
float f; 
# 29
void *p; 
# 30
}; 
# 31
}; 
# 33
union FloatBits { 
# 34
float f; 
# 35
unsigned u; 
# 36
struct { unsigned mantissa: 23, exponent: 8, sign: 1; } parts; 
# 37
}; 
# 39
__attribute__((unused)) int exponent_of(float v) 
# 40
{int volatile ___ = 1;(void)v;
# 44
::exit(___);}
#if 0
# 40
{ 
# 41
FloatBits b; 
# 42
(b.f) = v; 
# 43
return ((int)((b.parts).exponent)) - 127; 
# 44
} 
#endif
# 46 "class_bitfields_unions.cu"
__attribute__((visibility("hidden"))) void exponents(const float *in, int *out, int n) ;
#if 0
# 47
{ 
# 48
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
if (i < n) { (out[i]) = exponent_of(in[i]); }  
# 50
} 
#endif
# 52 "class_bitfields_unions.cu"
int decode(unsigned raw) 
# 53
{ 
# 54
Word w; 
# 55
(w.raw) = raw; 
# 56
Flags fl = {true, false, (3)}; 
# 57
Value v; 
# 58
(v.kind) = Value::Float; 
# 59
(v.f) = (1.5F); 
# 60
return ((((w.ins).opcode) + ((w.ins).rd)) + (fl.level)) + (((v.kind) == (Value::Float)) ? 1 : 0); 
# 61
} 
# 63
int main() 
# 64
{ 
# 65
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : exponents(nullptr, nullptr, 128); 
# 66
return decode(305419896U) + ((int)sizeof(Instr)); 
# 67
} 

# 1 "class_bitfields_unions.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0c29c7e_25_class_bitfields_unions_cu_4bfbed4f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "class_bitfields_unions.cudafe1.stub.c"
#include "class_bitfields_unions.cudafe1.stub.c"
# 1 "class_bitfields_unions.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

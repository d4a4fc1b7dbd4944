# 1 "cxx_casts.cu"
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
# 6 "cxx_casts.cu"
struct Base { virtual ~Base() { } int tag = 1; }; 
# 7
struct Derived : public Base { int extra = 2; }; 
# 8
struct Other : public Base { }; 
# 10
struct Meters { 
# 11
double v; 
# 12
explicit Meters(double d) : v(d) { } 
# 13
explicit operator double() const { return v; } 
# 14
operator bool() const { return (v) != (0.0); } 
# 15
}; 
# 17
__attribute__((visibility("hidden"))) void bits_to_float(const unsigned *in, float *out, int n) ;
#if 0
# 18
{ 
# 19
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (i >= n) { return; }  
# 21
unsigned u = in[i]; 
# 22
const float *fp = reinterpret_cast< const float *>(&u); 
# 23
(out[i]) = ((((*fp) + (static_cast< float>(i))) + ((float)(u & 255U))) + ((float)(__device_builtin_variable_threadIdx.x))); 
# 24
} 
#endif
# 26 "cxx_casts.cu"
int classify(Base *b) 
# 27
{ 
# 28
if (Derived *d = dynamic_cast< Derived *>(b)) { 
# 29
return d->extra; }  
# 30
if ((dynamic_cast< Other *>(b)) != (nullptr)) { 
# 31
return 3; }  
# 32
return 0; 
# 33
} 
# 35
int main() 
# 36
{ 
# 37
Derived d; 
# 38
Base &br = d; 
# 39
Derived &dr = dynamic_cast< Derived &>(br); 
# 40
Base *bp = static_cast< Base *>(&d); 
# 41
Derived *dp = static_cast< Derived *>(bp); 
# 43
const int limit = 10; 
# 44
int *writable = const_cast< int *>(&limit); 
# 45
const Derived *cd = &d; 
# 46
Derived *md = const_cast< Derived *>(cd); 
# 48
unsigned long addr = reinterpret_cast< unsigned long>(dp); 
# 49
char *bytes = reinterpret_cast< char *>(md); 
# 50
int truncated = ((((int)(3.99)) + ((int)(2.5))) + (static_cast< int>('A'))); 
# 51
Meters m((1.5)); 
# 52
double raw = static_cast< double>(m); 
# 53
void *vp = static_cast< void *>(bytes); 
# 55
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : bits_to_float(nullptr, nullptr, 32); 
# 56
return ((((((classify(bp) + (dr.extra)) + (m ? 1 : 0)) + truncated) + ((int)raw)) + (addr != (0))) + (vp != (nullptr))) + (writable != (nullptr)); 
# 57
} 

# 1 "cxx_casts.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__99f7eed5_12_cxx_casts_cu_a5ce7870
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_casts.cudafe1.stub.c"
#include "cxx_casts.cudafe1.stub.c"
# 1 "cxx_casts.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

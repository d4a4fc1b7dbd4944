# 1 "addrconst.cu"
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
# 2 "addrconst.cu"
int *gp; 
# 3
int garr[4]; 
# 4
int gx; 
# 5
void fn(); 
# 6
struct S { int m[3]; int x; static int sm[2]; }; 
# 7
S gs; 
# 8
int *g1 = (garr); 
# 9
int *g2 = (&gx); 
# 10
void (*g3)(void) = fn; 
# 11
void (*g4)(void) = (&fn); 
# 12
int *g5 = (gs.m); 
# 13
int *g6 = (&(gs.x)); 
# 14
int *g7 = (garr + 2); 
# 15
int *g8 = (&(garr[1])); 
# 16
const char *g9 = ((const char *)("x")); 
# 17
void *g10 = (static_cast< void *>(garr)); 
# 18
int &g11 = (gx); 
# 19
int *g12 = (S::sm); 
# 20
void f5() { 
# 21
static int sarr[2]; 
# 22
int *a = (sarr); 
# 23
int *b = (&gx); 
# 24
int *c = (garr); 
# 25
void *d = (garr); 
# 26
const int *e = (garr); 
# 27
int *f = ((int *)(sarr)); 
# 28
void *g = (static_cast< void *>(garr)); 
# 29
void *h = reinterpret_cast< void *>(garr); 
# 30
int (*i)[4] = (&garr); 
# 31
int *j = (1 + garr); 
# 32
S *l = (&gs); 
# 33
int &m = (gx); 
# 34
const int &n = (gx); 
# 35
bool o = (garr); 
# 36
int *p; 
# 37
p = garr; 
# 38
p = ((int *)(garr)); 
# 39
} 
# 44
struct B { }; struct D : public B { }; 
# 45
void f3(D *pd) { 
# 46
bool a = (bool)gp; 
# 47
void *b = ((void *)("abc")); 
# 48
const void *c = (const void *)gp; 
# 49
void *d = ((void *)(&gx)); 
# 50
bool e = ((bool)(&gx)); 
# 51
void *f = (void *)fn; 
# 52
B *g = (B *)pd; 
# 53
B *h = (B *)(garr); 
# 54
const int *i = (const int *)gp; 
# 55
volatile void *j = ((volatile void *)(garr)); 
# 56
bool k = (bool)gx; 
# 57
long l = (long)gx; 
# 58
double m = (double)gx; 
# 59
void (*n)(void) = ((void (*)(void))fn); 
# 60
void *o = ((void *)(garr)); 
# 61
int *q = ((int *)(garr)); 
# 62
} 
# 63
template< class T> T *tf() { static int a[3]; return (T *)(a); } 
# 64
__attribute__((unused)) extern int dyn[]; 
# 65
__attribute__((unused)) float *sh() {int volatile ___ = 1;::exit(___);}
#if 0
# 65
{ float *p = (float *)(dyn); return p; } 
#endif
# 66 "addrconst.cu"
int *p4 = (&(garr[4])); 
# 67
int *pm = &(garr[-1]); 

# 1 "addrconst.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5f8cac65_12_addrconst_cu_g1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "addrconst.cudafe1.stub.c"
#include "addrconst.cudafe1.stub.c"
# 1 "addrconst.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE

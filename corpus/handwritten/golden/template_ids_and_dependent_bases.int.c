# 1 "template_ids_and_dependent_bases.cu"
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
# 4 "template_ids_and_dependent_bases.cu"
enum state_t { good, bad, eof, state_end = (1 << 16)}; 
# 5
constexpr state_t operator&(state_t a, state_t b) { return (state_t)(((int)a) & ((int)b)); } 
# 6
constexpr state_t operator|(state_t a, state_t b) { return (state_t)(((int)a) | ((int)b)); } 
# 7
constexpr state_t operator~(state_t a) { return (state_t)(~((int)a)); } 
# 8
struct stream_base { typedef state_t iostate; static const iostate eofbit = eof; }; 
# 9
template< class C> struct basic_stream : public stream_base { 
# 10
iostate rdstate() const { return st; } 
# 11
void clear(iostate s = good) { (st) = s; } 
# 12
iostate st; 
# 13
}; 
# 14
template< class C> struct in_stream : public basic_stream< C>  { 
# 15
void putback(C) { this->clear(this->rdstate() & (~stream_base::eofbit)); } 
# 16
int flags() const { return this->rdstate() | bad; } 
# 17
}; 
# 18
template struct in_stream< char> ;
# 19
void reset(stream_base::iostate &s) { s = (s & ((~stream_base::eofbit))); } 
# 23
union any_data { 
# 24
void *access() noexcept { return &((pod)[0]); } 
# 25
const void *access() const noexcept { return &((pod)[0]); } 
# 26
template< class T> T &access() noexcept { return *(static_cast< T *>(this->access())); } 
# 27
template< class T> const T &access() const noexcept { return *(static_cast< const T *>(this->access())); } 
# 28
char pod[16]; 
# 29
}; 
# 30
struct holder { template< class T> static T make() { return T(); } template< class T> T &get(); }; 
# 31
template< class U> struct wrap { template< class V> static V cast(U u) { return (V)u; } }; 
# 32
template< class F> struct manager { 
# 33
template< class Fn> static void create(any_data &dest, Fn &&f) { dest.template access< F *> () = (new F(f)); } 
# 34
static F *ptr(any_data &d) { return d.template access< F *> (); } 
# 35
static int both(holder &h) { h.template get< int> () = holder::make< int> (); return holder::template make< F> () + wrap< F> ::template cast< int> (F()); } 
# 36
}; 
# 37
struct fn_obj { int operator()() { return 1; } }; 
# 38
int use(any_data &d) { 
# 39
fn_obj g; 
# 40
manager< fn_obj> ::create(d, g); 
# 41
d.access< int> () = 3; 
# 42
return d.access< int> () + holder::make< int> (); 
# 43
} 
# 44
__attribute__((visibility("hidden"))) void k(int *out, state_t s) ;
#if 0
# 44
{ (out[__device_builtin_variable_threadIdx.x]) = ((int)s); } 
#endif

# 1 "template_ids_and_dependent_bases.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9ebf923e_35_template_ids_and_dependent_bases_cu_e95f237c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "template_ids_and_dependent_bases.cudafe1.stub.c"
#include "template_ids_and_dependent_bases.cudafe1.stub.c"
# 1 "template_ids_and_dependent_bases.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
